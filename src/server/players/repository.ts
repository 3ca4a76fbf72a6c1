import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PlayerDetail, PlayerListRow, PlayerMatchesQuery } from '#domain/players.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { playerTeams, players, teams } from '../db/schema.ts';
import { LINE_HAS_STATS, statLines } from '../db/stat-sql.ts';
import { done, refused, type Write } from '../db/write-result.ts';
import { addLinesForNewTeammate } from '../rosters/stat-lines.ts';
import { asTeam, leagueColumns, publicPlayerColumns } from '../teams/repository.ts';

/**
 * A player with every team linked to them; email, phone and the count of entered lines only
 * when `withContact` (an admin).
 */
export async function findPlayer(db: Executor, id: number, withContact: boolean): Promise<PlayerDetail | null> {
  const row = await db.query.players.findFirst({
    where: eq(players.id, id),
    columns: { ...publicPlayerColumns, email: true, phoneNumber: true },
    with: {
      playerTeams: {
        columns: { isCurrentTeam: true },
        with: {
          team: { columns: { id: true, name: true, logoUrl: true, leagueId: true }, with: { league: leagueColumns } },
        },
      },
    },
  });
  if (!row) return null;
  const { playerTeams: links, email, phoneNumber, ...player } = row;
  const linkedTeams = links
    .map(({ isCurrentTeam, team }) => ({ ...asTeam(team), PlayerTeam: { isCurrentTeam } }))
    .sort(
      (a, b) =>
        Number(b.PlayerTeam.isCurrentTeam) - Number(a.PlayerTeam.isCurrentTeam) ||
        b.League.startDate.localeCompare(a.League.startDate) ||
        a.name.localeCompare(b.name, 'en'),
    );
  if (!withContact) return { ...player, teams: linkedTeams };
  const [entered] = await db
    .select({ lines: count() })
    .from(statLines)
    .where(and(eq(statLines.playerId, id), LINE_HAS_STATS));
  return { ...player, email, phoneNumber, teams: linkedTeams, enteredLines: entered?.lines ?? 0 };
}

export type NewPlayer = typeof players.$inferInsert;

/**
 * An admin creates a player linked to `teamIds` as current teams; the player gets a zero stat
 * line in each of those teams' unplayed games, ready for the box score
 * (docs/rules/league-data.md#stat-lines-and-rosters). A visitor's registration goes through
 * `register` (src/server/registrations/repository.ts). Answers the player's id and the leagues
 * of their teams.
 */
export async function createPlayer(
  tx: Transaction,
  player: NewPlayer,
  teamIds: number[],
): Promise<Write<{ id: number; leagueIds: number[] }, 'no team'>> {
  const found = await tx
    .select({ id: teams.id, leagueId: teams.leagueId })
    .from(teams)
    .where(inArray(teams.id, teamIds));
  if (found.length !== teamIds.length) return refused('no team');
  const [created] = await tx.insert(players).values(player).returning({ id: players.id });
  const id = (created as { id: number }).id;
  await tx.insert(playerTeams).values(teamIds.map((teamId) => ({ playerId: id, teamId, isCurrentTeam: true })));
  for (const teamId of teamIds) await addLinesForNewTeammate(tx, id, teamId);
  return done({ id, leagueIds: [...new Set(found.map((team) => team.leagueId))] });
}

/** The admin list: by last then first name, or newest first, with current teams (docs/rules/league-data.md#players). */
export async function listPlayers(
  db: Executor,
  sort: 'alphabetical' | 'recent',
  only?: number[],
): Promise<PlayerListRow[]> {
  const rows = await db.query.players.findMany({
    where: only === undefined ? undefined : inArray(players.id, only),
    columns: { ...publicPlayerColumns, email: true, phoneNumber: true, createdAt: true },
    with: {
      playerTeams: {
        where: eq(playerTeams.isCurrentTeam, true),
        columns: {},
        with: { team: { columns: { id: true, name: true }, with: { league: { columns: { name: true } } } } },
      },
    },
    orderBy:
      sort === 'recent'
        ? [desc(players.createdAt), desc(players.id)]
        : [asc(players.lastName), asc(players.firstName), asc(players.id)],
  });
  return rows.map(({ playerTeams: links, createdAt, ...player }) => ({
    ...player,
    createdAt: createdAt.toISOString(),
    currentTeams: links.map(({ team }) => ({ id: team.id, name: team.name, leagueName: team.league.name })),
  }));
}

export async function updatePlayer(
  tx: Transaction,
  id: number,
  values: Partial<NewPlayer>,
): Promise<Write<void, 'not found'>> {
  const updated = await tx
    .update(players)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(players.id, id))
    .returning({ id: players.id });
  return updated.length > 0 ? done() : refused('not found');
}

/** Deletes a player with their team links, stat lines and award places. */
export async function deletePlayer(tx: Transaction, id: number): Promise<Write<void, 'not found'>> {
  const deleted = await tx.delete(players).where(eq(players.id, id)).returning({ id: players.id });
  return deleted.length > 0 ? done() : refused('not found');
}

/**
 * Replaces a player's team links (docs/rules/league-data.md#rosters): listed teams are linked
 * as current or previous, unlisted links go. A new current team gives lines in its unplayed
 * games.
 */
export async function setPlayerTeams(
  tx: Transaction,
  id: number,
  links: { id: number; isCurrentTeam: boolean }[],
): Promise<Write<void, 'not found' | 'no team'>> {
  const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, id)).for('update');
  if (!player) return refused('not found');
  const wanted = [...new Map(links.map((link) => [link.id, link])).values()];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(
        inArray(
          teams.id,
          wanted.map((link) => link.id),
        ),
      );
    if (found.length !== wanted.length) return refused('no team');
  }
  await tx.delete(playerTeams).where(eq(playerTeams.playerId, id));
  if (wanted.length > 0) {
    await tx
      .insert(playerTeams)
      .values(wanted.map((link) => ({ playerId: id, teamId: link.id, isCurrentTeam: link.isCurrentTeam })));
  }
  for (const link of wanted) if (link.isCurrentTeam) await addLinesForNewTeammate(tx, id, link.id);
  return done();
}

/**
 * Who a person entered on the admin's create screen may already be: players with the same
 * email, or the same name and phone number (docs/decisions/030-one-person-one-player.md).
 */
export async function possiblePlayers(db: Executor, query: PlayerMatchesQuery): Promise<PlayerListRow[]> {
  const byEmail = query.email ? sql`lower(${players.email}) = lower(${query.email})` : sql`false`;
  const byNameAndPhone =
    query.firstName && query.lastName && query.phoneNumber
      ? sql`(lower(${players.firstName}) = lower(${query.firstName}) AND lower(${players.lastName}) = lower(${query.lastName})
             AND ${players.phoneNumber} = ${query.phoneNumber})`
      : sql`false`;
  const found = await db
    .select({ id: players.id })
    .from(players)
    .where(or(byEmail, byNameAndPhone))
    .orderBy(desc(players.id))
    .limit(5);
  if (found.length === 0) return [];
  return listPlayers(
    db,
    'recent',
    found.map((row) => row.id),
  );
}
