import { and, asc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Team, TeamDetail } from '#domain/teams.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { games, leagues, players, playerTeams, teams } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { addLinesForNewTeammate } from '../rosters/stat-lines.ts';

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

export const leagueColumns = {
  columns: {
    id: true,
    name: true,
    startDate: true,
    endDate: true,
    isRegistrationOpen: true,
    isActive: true,
    registrationApproval: true,
    rosterLimit: true,
  },
} as const;

type TeamRow = { id: number; name: string; logoUrl: string | null; leagueId: number; league: Team['League'] };
export const asTeam = ({ id, name, logoUrl, leagueId, league }: TeamRow): Team => ({
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

export type TeamValues = { name: string; leagueId: number; logoUrl: string | null };
/** Why a team write is refused; routes give each its message (docs/rules/messages.md#teams). */
export type TeamRefusal = 'not found' | 'no league' | 'duplicate' | 'no player';

/** Whether another team of the league has the name, whatever the case (docs/rules/league-data.md#teams). */
async function nameTaken(tx: Executor, values: TeamValues, exceptId: number | null) {
  const rows = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.leagueId, values.leagueId),
        sql`lower(${teams.name}) = lower(${values.name})`,
        exceptId === null ? undefined : ne(teams.id, exceptId),
      ),
    );
  return rows.length > 0;
}

async function leagueExists(tx: Executor, id: number) {
  return (await tx.select({ id: leagues.id }).from(leagues).where(eq(leagues.id, id))).length > 0;
}

async function teamById(tx: Executor, id: number): Promise<Team | null> {
  const row = await tx.query.teams.findFirst({
    where: eq(teams.id, id),
    columns: { id: true, name: true, logoUrl: true, leagueId: true },
    with: { league: leagueColumns },
  });
  return row ? asTeam(row) : null;
}

export async function createTeam(tx: Transaction, values: TeamValues): Promise<Write<Team, 'no league' | 'duplicate'>> {
  if (!(await leagueExists(tx, values.leagueId))) return refused('no league');
  if (await nameTaken(tx, values, null)) return refused('duplicate');
  const [created] = await tx.insert(teams).values(values).returning({ id: teams.id });
  return done((await teamById(tx, created!.id))!);
}

/**
 * Updates a team; with `playerIds`, that list becomes its current roster: listed players get
 * a current link (and lines in its unplayed games), current players not listed become previous.
 * An unknown player is found after the team is written: the caller's transaction undoes it.
 */
export async function updateTeam(
  tx: Transaction,
  id: number,
  values: TeamValues,
  playerIds: number[] | undefined,
): Promise<Write<Team, TeamRefusal>> {
  const [current] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).for('update');
  if (!current) return refused('not found');
  if (!(await leagueExists(tx, values.leagueId))) return refused('no league');
  if (await nameTaken(tx, values, id)) return refused('duplicate');
  await tx
    .update(teams)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(teams.id, id));
  if (playerIds) {
    const wanted = [...new Set(playerIds)];
    if (wanted.length > 0) {
      const found = await tx.select({ id: players.id }).from(players).where(inArray(players.id, wanted));
      if (found.length !== wanted.length) return refused('no player');
    }
    await tx
      .update(playerTeams)
      .set({ isCurrentTeam: false })
      .where(and(eq(playerTeams.teamId, id), wanted.length > 0 ? notInArray(playerTeams.playerId, wanted) : undefined));
    for (const playerId of wanted) {
      await tx
        .insert(playerTeams)
        .values({ playerId, teamId: id, isCurrentTeam: true })
        .onConflictDoUpdate({ target: [playerTeams.playerId, playerTeams.teamId], set: { isCurrentTeam: true } });
      await addLinesForNewTeammate(tx, playerId, id);
    }
  }
  return done((await teamById(tx, id))!);
}

/** Deletes a team that has no players and no games (docs/rules/league-data.md#teams). */
export async function deleteTeam(
  tx: Transaction,
  id: number,
): Promise<Write<void, 'not found' | 'has players' | 'has games'>> {
  const [current] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).for('update');
  if (!current) return refused('not found');
  const [player] = await tx
    .select({ id: playerTeams.playerId })
    .from(playerTeams)
    .where(eq(playerTeams.teamId, id))
    .limit(1);
  if (player) return refused('has players');
  const [game] = await tx
    .select({ id: games.id })
    .from(games)
    .where(or(eq(games.homeTeamId, id), eq(games.awayTeamId, id)))
    .limit(1);
  if (game) return refused('has games');
  await tx.delete(teams).where(eq(teams.id, id));
  return done();
}
