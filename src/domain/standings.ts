import { z } from 'zod';
import { round1 } from './stats.ts';

/** A row of `GET /api/leagues/{id}/standings` (docs/rules/api.md#standing-row). */
export const standingRow = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  logoUrl: z.string().nullable(),
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Games the team forfeited, each also a loss. */
  forfeits: z.number().int(),
  /** Wins per decided game, in percent to one decimal. */
  winPercentage: z.number(),
  gamesBehind: z.number(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  pointDifferential: z.number().int(),
  /** 'W3' after three wins in a row, 'L1' after a loss, '' before any result. */
  streak: z.string(),
});
export type StandingRow = z.infer<typeof standingRow>;

export type TeamResults = {
  teamId: number;
  teamName: string;
  logoUrl: string | null;
  wins: number;
  losses: number;
  ties: number;
  /** Games the team forfeited (counted in its losses). */
  forfeits: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Outcomes newest first: 1 win, -1 loss, 0 tie. */
  recent: number[];
  /** Wins and losses against each opponent, by the opponent's team id. */
  versus: Record<number, { wins: number; losses: number }>;
};

function streakOf(recent: number[]): string {
  const [last] = recent;
  if (last === undefined || last === 0) return '';
  let length = 0;
  while (recent[length] === last) length += 1;
  return `${last > 0 ? 'W' : 'L'}${length}`;
}

/** Net head-to-head wins of `team` against the other teams of its tie group. */
function headToHead(team: TeamResults, group: TeamResults[]): number {
  let net = 0;
  for (const other of group) {
    if (other.teamId === team.teamId) continue;
    const record = team.versus[other.teamId];
    if (record) net += record.wins - record.losses;
  }
  return net;
}

/**
 * Ranks a league's teams: wins descending, losses ascending, then within a group level on
 * both, head-to-head record among the group, point differential, points scored, and name.
 */
export function rankStandings(teams: readonly TeamResults[]): StandingRow[] {
  const groups = new Map<string, TeamResults[]>();
  for (const team of teams) {
    const key = `${team.wins}-${team.losses}`;
    groups.set(key, [...(groups.get(key) ?? []), team]);
  }
  const ranked = teams
    .map((team) => ({
      team,
      h2h: headToHead(team, groups.get(`${team.wins}-${team.losses}`) ?? []),
      differential: team.pointsFor - team.pointsAgainst,
    }))
    .sort(
      (a, b) =>
        b.team.wins - a.team.wins ||
        a.team.losses - b.team.losses ||
        b.h2h - a.h2h ||
        b.differential - a.differential ||
        b.team.pointsFor - a.team.pointsFor ||
        a.team.teamName.localeCompare(b.team.teamName, 'en'),
    );
  const leader = ranked[0]?.team;
  return ranked.map(({ team, differential }) => {
    const decided = team.wins + team.losses;
    return {
      teamId: team.teamId,
      teamName: team.teamName,
      logoUrl: team.logoUrl,
      gamesPlayed: decided + team.ties,
      wins: team.wins,
      losses: team.losses,
      forfeits: team.forfeits,
      winPercentage: decided === 0 ? 0 : round1((100 * team.wins) / decided),
      gamesBehind: leader ? (leader.wins - team.wins + (team.losses - leader.losses)) / 2 : 0,
      pointsFor: team.pointsFor,
      pointsAgainst: team.pointsAgainst,
      pointDifferential: differential,
      streak: streakOf(team.recent),
    };
  });
}
