import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { PlayerMerge, PlayerMergeCounts } from '#domain/players.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { playerMerges, players } from '../db/schema.ts';
import { LINE_HAS_STATS, lineHasStats } from '../db/stat-sql.ts';
import { done, refused, type Write } from '../db/write-result.ts';

export type MergeRefusal = 'not found' | 'merged not found' | 'same player' | 'both played';

/**
 * Who merged: an admin, or (no account) the player themselves through a registration's
 * confirmation link (docs/decisions/034-registration-without-disclosure.md).
 */
export type MergedBy = Pick<SessionUser, 'name'> & { id: number | null };

/** A game both players have a line in, each with stats: the merge cannot choose between them. */
const sharedGame = z.object({ date: z.string(), home: z.string(), away: z.string() });
export type SharedGame = z.infer<typeof sharedGame>;

/** Two lines of one game, the kept player's and the merged player's, and which has stats. */
const sharedLines = z.object({
  kept_line: z.number().int(),
  merged_line: z.number().int(),
  kept_played: z.boolean(),
  merged_played: z.boolean(),
});

const counted = z.object({ count: z.number().int() });

/** How many rows a `WITH moved AS (… RETURNING 1)` statement moved. */
async function movedCount(tx: Transaction, statement: SQL): Promise<number> {
  const [row] = await rowsOf(counted, tx, statement);
  return row?.count ?? 0;
}

/**
 * Merges one player into another (docs/decisions/030-one-person-one-player.md), in the
 * caller's transaction: the merged player's stat lines, team links, award places and
 * registrations move to the kept player, who keeps their own details and fills the ones they
 * lack; then the merged player is removed and the merge recorded. In a game both have a line
 * in, the empty line is dropped; both with stats refuses the merge. Totals follow through the
 * lines' triggers.
 */
export async function mergePlayers(
  tx: Transaction,
  keptId: number,
  mergedId: number,
  by: MergedBy,
): Promise<Write<PlayerMergeCounts, MergeRefusal>> {
  if (keptId === mergedId) return refused('same player');
  // Both rows locked in id order, so two merges of the same pair cannot deadlock.
  const locked = await tx
    .select()
    .from(players)
    .where(inArray(players.id, [keptId, mergedId]))
    .orderBy(players.id)
    .for('update');
  const kept = locked.find((row) => row.id === keptId);
  const merged = locked.find((row) => row.id === mergedId);
  if (!kept) return refused('not found');
  if (!merged) return refused('merged not found');

  const shared = await rowsOf(
    sharedLines,
    tx,
    sql`SELECT k.id AS kept_line, ps.id AS merged_line,
          ${lineHasStats('k')} AS kept_played,
          ${LINE_HAS_STATS} AS merged_played
        FROM player_stats ps JOIN player_stats k ON k.game_id = ps.game_id AND k.player_id = ${keptId}
        WHERE ps.player_id = ${mergedId}`,
  );
  const bothPlayed = shared.filter((line) => line.kept_played && line.merged_played);
  if (bothPlayed.length > 0) {
    const games = await rowsOf(
      sharedGame,
      tx,
      sql`SELECT g.date::text AS date, h.name AS home, a.name AS away
          FROM player_stats ps JOIN games g ON g.id = ps.game_id
          JOIN teams h ON h.id = g.home_team_id JOIN teams a ON a.id = g.away_team_id
          WHERE ps.id IN (${sql.join(
            bothPlayed.map((line) => sql`${line.merged_line}`),
            sql`, `,
          )})
          ORDER BY g.date, g.time, g.id`,
    );
    return refused('both played', { games });
  }
  // Of two lines in one game, the one without stats goes.
  const dropped = shared.map((line) => (line.merged_played ? line.kept_line : line.merged_line));
  if (dropped.length > 0) {
    await tx.execute(
      sql`DELETE FROM player_stats WHERE id IN (${sql.join(
        dropped.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const lines = await movedCount(
    tx,
    sql`WITH moved AS (UPDATE player_stats SET player_id = ${keptId} WHERE player_id = ${mergedId} RETURNING 1)
        SELECT count(*)::int AS count FROM moved`,
  );
  const teams = await movedCount(
    tx,
    sql`WITH moved AS (
          INSERT INTO player_teams (player_id, team_id, is_current_team)
          SELECT ${keptId}, team_id, is_current_team FROM player_teams WHERE player_id = ${mergedId}
          ON CONFLICT (player_id, team_id) DO UPDATE
            SET is_current_team = player_teams.is_current_team OR excluded.is_current_team
          RETURNING 1)
        SELECT count(*)::int AS count FROM moved`,
  );
  const awards = await movedCount(
    tx,
    sql`WITH moved AS (
          INSERT INTO award_players (award_id, player_id)
          SELECT award_id, ${keptId} FROM award_players WHERE player_id = ${mergedId}
          ON CONFLICT DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS count FROM moved`,
  );
  const registrations = await movedCount(
    tx,
    sql`WITH moved AS (UPDATE registrations SET player_id = ${keptId} WHERE player_id = ${mergedId} RETURNING 1)
        SELECT count(*)::int AS count FROM moved`,
  );
  // A registration that may have been the merged player may be the kept one.
  await tx.execute(sql`UPDATE registrations SET matched_player_id = ${keptId} WHERE matched_player_id = ${mergedId}`);
  // Earlier merges into the merged player now lead to the kept one.
  await tx.update(playerMerges).set({ keptPlayerId: keptId }).where(eq(playerMerges.keptPlayerId, mergedId));
  await tx
    .update(players)
    .set({
      position: kept.position ?? merged.position,
      age: kept.age ?? merged.age,
      height: kept.height ?? merged.height,
      weight: kept.weight ?? merged.weight,
      jerseyNumber: kept.jerseyNumber ?? merged.jerseyNumber,
      isCaptain: kept.isCaptain || merged.isCaptain,
      updatedAt: new Date(),
    })
    .where(eq(players.id, keptId));
  await tx.delete(players).where(eq(players.id, mergedId));

  const moved: PlayerMergeCounts = {
    lines,
    emptyLinesDropped: dropped.length,
    teams,
    awards,
    registrations,
  };
  await tx.insert(playerMerges).values({
    keptPlayerId: keptId,
    mergedPlayerId: mergedId,
    mergedName: `${merged.firstName} ${merged.lastName}`,
    mergedEmail: merged.email,
    moved,
    userId: by.id,
    userName: by.name,
  });
  return done(moved);
}

/** The player a removed player was merged into, if they were. */
export async function keptPlayerOf(db: Executor, mergedId: number): Promise<number | null> {
  const [row] = await db
    .select({ keptPlayerId: playerMerges.keptPlayerId })
    .from(playerMerges)
    .where(eq(playerMerges.mergedPlayerId, mergedId));
  return row?.keptPlayerId ?? null;
}

/** The merges into a player, newest first. */
export async function mergesInto(db: Executor, keptId: number): Promise<PlayerMerge[]> {
  const rows = await db
    .select()
    .from(playerMerges)
    .where(eq(playerMerges.keptPlayerId, keptId))
    .orderBy(desc(playerMerges.mergedAt), desc(playerMerges.id));
  return rows.map((row) => ({
    mergedPlayerId: row.mergedPlayerId,
    mergedName: row.mergedName,
    mergedEmail: row.mergedEmail,
    moved: row.moved,
    mergedBy: row.userName,
    mergedAt: row.mergedAt.toISOString(),
  }));
}
