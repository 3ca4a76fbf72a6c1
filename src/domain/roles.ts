/**
 * Who may do what in the back office (docs/rules/roles.md), each role declared once: the
 * server's guards, the users screens and the admin guard read these.
 */
export const ROLES = {
  admin: { label: 'Admin', keepsScoresOnly: false },
  /** Enters scores and stat lines, of every league or of one, and does nothing else. */
  scorekeeper: { label: 'Scorekeeper', keepsScoresOnly: true },
} as const;
export type Role = keyof typeof ROLES;
export const ROLE_KEYS = Object.keys(ROLES) as [Role, ...Role[]];

/** A signed-in account as far as its rights go: a scorekeeper's `leagueId` null means every league. */
export type Account = { role: Role; leagueId: number | null };

export const SCOREKEEPERS_REFUSED = 'Scorekeepers may only enter scores and stat lines.';
export const OTHER_LEAGUE_REFUSED = 'You keep the scores of another league.';

/** Whether the account runs the whole back office. */
export const isAdmin = (account: Account) => !ROLES[account.role].keepsScoresOnly;

/** Whether the account may enter the score and lines of a game of `leagueId`. */
export function keepsScoresOf(account: Account, leagueId: number): boolean {
  return isAdmin(account) || account.leagueId === null || account.leagueId === leagueId;
}

/** "Admin", "Scorekeeper of every league", "Scorekeeper of Fall 2025". */
export function roleText(account: Account & { League?: { name: string } | null }): string {
  if (isAdmin(account)) return ROLES[account.role].label;
  return `${ROLES[account.role].label} of ${account.League ? account.League.name : 'every league'}`;
}
