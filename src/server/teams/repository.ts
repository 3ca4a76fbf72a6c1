import { asc, eq } from 'drizzle-orm';
import type { Team, TeamDetail } from '#domain/teams.ts';
import type { Executor } from '../db/client.ts';
import { teams } from '../db/schema.ts';

/** What the public may see of a player: never the email or phone number. */
export const publicPlayerColumns = {
  id: true,
  firstName: true,
  lastName: true,
  position: true,
  age: true,
  height: true,
  weight: true,
  jerseyNumber: true,
  isCaptain: true,
} as const;

const leagueColumns = {
  columns: { id: true, name: true, startDate: true, endDate: true, isRegistrationOpen: true, isActive: true },
} as const;

type TeamRow = { id: number; name: string; logoUrl: string | null; leagueId: number; league: Team['League'] };
const asTeam = ({ id, name, logoUrl, leagueId, league }: TeamRow): Team => ({
  id,
  name,
  logoUrl,
  LeagueId: leagueId,
  League: league,
});

/** Every team with its league, by name. */
export async function listTeams(db: Executor): Promise<Team[]> {
  const rows = await db.query.teams.findMany({
    columns: { id: true, name: true, logoUrl: true, leagueId: true },
    with: { league: leagueColumns },
    orderBy: [asc(teams.name), asc(teams.id)],
  });
  return rows.map(asTeam);
}

/** A team, its league and every player linked to it, current players first. */
export async function findTeam(db: Executor, id: number): Promise<TeamDetail | null> {
  const row = await db.query.teams.findFirst({
    where: eq(teams.id, id),
    columns: { id: true, name: true, logoUrl: true, leagueId: true },
    with: {
      league: leagueColumns,
      playerTeams: { columns: { isCurrentTeam: true }, with: { player: { columns: publicPlayerColumns } } },
    },
  });
  if (!row) return null;
  const Players = row.playerTeams
    .map(({ isCurrentTeam, player }) => ({ ...player, PlayerTeam: { isCurrentTeam } }))
    .sort(
      (a, b) =>
        Number(b.PlayerTeam.isCurrentTeam) - Number(a.PlayerTeam.isCurrentTeam) ||
        a.lastName.localeCompare(b.lastName, 'en') ||
        a.firstName.localeCompare(b.firstName, 'en') ||
        a.id - b.id,
    );
  return { ...asTeam(row), Players };
}

export { asTeam, leagueColumns };
