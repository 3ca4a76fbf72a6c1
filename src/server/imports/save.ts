import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { sameName } from '#domain/import-values.ts';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import { isPlayed } from '#domain/games.ts';
import { STORED_STATS } from '#domain/stat-catalogue.ts';
import type { Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { games, leagues, locations, players, playerStats, playerTeams, teams } from '../db/schema.ts';
import type { ImportRecord } from '../db/schema/imports.ts';
import { LINE_HAS_STATS } from '../db/stat-sql.ts';
import { scoreValues } from '../games/scorekeeping.ts';
import { addLinesForGames, addLinesForNewTeammate } from '../rosters/stat-lines.ts';
import type { Plan, Ref } from './plan.ts';
import { batches } from './turns.ts';

/**
 * Saving a plan, and undoing a saved import (docs/imports.md#undo). Everything happens in the
 * caller's transaction: all of it is saved, or none.
 */

/** A list of ids as one parameter, so that a long list is never thousands of them. */
const idsIn = (ids: readonly number[]): SQL =>
  sql`(SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** Saves the plan into `leagueId` (null: the plan's new past league). */
export async function savePlan(
  tx: Transaction,
  plan: Plan,
  leagueId: number | null,
): Promise<{ leagueId: number | null; record: ImportRecord }> {
  // The players' totals are worked out once, at the end, not again at every statement.
  await tx.execute(sql`SET LOCAL league.totals_deferred = 'on'`);
  const ids = new Map<string, number>();
  const idOf = (ref: Ref): number => (typeof ref === 'number' ? ref : ids.get(ref)!);
  let league = leagueId;
  if (plan.newLeague) {
    const [created] = await tx
      .insert(leagues)
      .values({ ...plan.newLeague, isActive: false, isRegistrationOpen: false })
      .returning({ id: leagues.id });
    league = created!.id;
  }
  const record: ImportRecord = {
    leagueCreated: plan.newLeague !== null,
    gyms: [],
    teams: [],
    players: [],
    links: [],
    games: [],
    scoredGames: [],
    filledLines: [],
    addedLines: [],
  };
  if (plan.gyms.length > 0) {
    const made = await tx
      .insert(locations)
      .values(plan.gyms.map(({ key: _key, ...gym }) => gym))
      .returning({ id: locations.id, name: locations.name });
    for (const gym of made) {
      ids.set(`gym:${sameName(gym.name)}`, gym.id);
      record.gyms.push(gym.id);
    }
  }
  if (plan.teams.length > 0) {
    const made = await tx
      .insert(teams)
      .values(plan.teams.map((team) => ({ name: team.name, logoUrl: team.logoUrl, leagueId: league! })))
      .returning({ id: teams.id, name: teams.name });
    for (const team of made) {
      ids.set(`team:${sameName(team.name)}`, team.id);
      record.teams.push(team.id);
    }
  }
  for await (const batch of batches(plan.players)) {
    // PostgreSQL returns the rows of one INSERT ... VALUES in the order of its values.
    const made = await tx
      .insert(players)
      .values(batch.map(({ key: _key, ...player }) => player))
      .returning({ id: players.id });
    made.forEach((player, index) => {
      ids.set(batch[index]!.key, player.id);
      record.players.push(player.id);
    });
  }
  for await (const batch of batches(plan.links)) {
    const made = await tx
      .insert(playerTeams)
      .values(
        batch.map((link) => ({
          playerId: idOf(link.player),
          teamId: idOf(link.team),
          isCurrentTeam: link.isCurrentTeam,
        })),
      )
      .onConflictDoNothing()
      .returning({
        playerId: playerTeams.playerId,
        teamId: playerTeams.teamId,
        isCurrentTeam: playerTeams.isCurrentTeam,
      });
    for (const link of made) {
      await nextTurn();
      record.links.push([link.playerId, link.teamId]);
      // A player joining a team's roster has a line in each of its unplayed games, as on the roster screen.
      if (link.isCurrentTeam) await addLinesForNewTeammate(tx, link.playerId, link.teamId);
    }
  }
  for await (const batch of batches(plan.games)) {
    const made = await tx
      .insert(games)
      .values(
        batch.map((game) => ({
          homeTeamId: idOf(game.home),
          awayTeamId: idOf(game.away),
          leagueId: league!,
          locationId: game.gym,
          date: game.date,
          time: game.time,
          homeTeamScore: game.homeTeamScore,
          awayTeamScore: game.awayTeamScore,
          status: isPlayed(game) ? ('final' as const) : ('scheduled' as const),
        })),
      )
      .returning({ id: games.id });
    made.forEach((game, index) => {
      ids.set(batch[index]!.key, game.id);
      record.games.push(game.id);
    });
    await addLinesForGames(
      tx,
      made.map((game) => game.id),
    );
  }
  for (const score of plan.scores) {
    await nextTurn();
    const values = { homeTeamScore: score.homeTeamScore, awayTeamScore: score.awayTeamScore };
    await tx
      .update(games)
      .set({ ...scoreValues(values), updatedAt: new Date() })
      .where(eq(games.id, score.gameId));
    record.scoredGames.push(score.gameId);
  }
  const statSet = Object.fromEntries(
    STORED_STATS.map((stat) => [stat.key, sql`excluded.${sql.identifier(stat.column)}`]),
  );
  // A player's lines together: the totals the triggers keep are worked out again for the players
  // of each statement, from all their lines, so a statement of few players costs little.
  const lines = plan.lines
    .map((entry) => ({
      gameId: idOf(entry.game),
      playerId: idOf(entry.player),
      teamId: idOf(entry.team),
      ...entry.line,
    }))
    .sort((a, b) => a.playerId - b.playerId || a.gameId - b.gameId);
  const created = new Set(record.games);
  for await (const batch of batches(lines)) {
    const saved = await tx
      .insert(playerStats)
      .values(batch)
      .onConflictDoUpdate({
        target: [playerStats.gameId, playerStats.playerId],
        set: { ...statSet, teamId: sql`excluded.team_id`, updatedAt: new Date() },
      })
      .returning({ id: playerStats.id, gameId: playerStats.gameId, inserted: sql<boolean>`(xmax = 0)` });
    for (const line of saved) {
      if (created.has(line.gameId)) continue;
      (line.inserted ? record.addedLines : record.filledLines).push(line.id);
    }
  }
  const inGames = await playersInGames(tx, [...record.games, ...record.scoredGames]);
  await refreshDeferredTotals(tx, [...inGames, ...lines.map((line) => line.playerId)]);
  return { leagueId: league, record };
}

/** The players with a line in one of the games. */
async function playersInGames(tx: Transaction, gameIds: readonly number[]): Promise<number[]> {
  const rows = await rowsOf(
    z.object({ id: z.number() }),
    tx,
    sql`SELECT DISTINCT player_id AS id FROM player_stats WHERE game_id IN ${idsIn(gameIds)}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Works out again the totals of the players an import or its undo touched, which it put off
 * while it wrote (migration 0016): everyone with a line in its games, made or scored, and
 * everyone whose line it filled in or emptied. A few players a statement, as many as a turn of
 * the event loop has room for.
 */
async function refreshDeferredTotals(tx: Transaction, touched: Iterable<number>) {
  await tx.execute(sql`SET LOCAL league.totals_deferred = 'off'`);
  const playerIds = [...new Set(touched)].sort((a, b) => a - b);
  for await (const batch of batches(playerIds, 1)) {
    await tx.execute(sql`SELECT player_league_totals_refresh(ARRAY${idsIn(batch)})`);
  }
}

const digestRow = z.object({ digest: z.string() });
const pageRow = z.object({ digest: z.string(), rows: z.number(), last: z.number().nullable() });

/**
 * Stat lines digested a statement at a time, in the order of their ids: an import of a season
 * touches some 10,000, which PGlite, in the server's thread, takes about 100 ms to digest in
 * one statement (docs/decisions/052-imports-in-short-turns.md).
 */
export const FOOTPRINT_PAGE_ROWS = 2_000;

/** The digest of the rows `part` selects (`r`, each row as JSON), in one statement. */
async function digestOfPart(tx: Transaction, part: SQL): Promise<string> {
  const [row] = await rowsOf(
    digestRow,
    tx,
    sql`SELECT coalesce(md5(string_agg(r, '|' ORDER BY r)), '') AS digest FROM (${part}) rows_of_part`,
  );
  return row?.digest ?? '';
}

/**
 * The digests of the rows of `table` (named as `x`) that `where` selects, `pageRows` rows a
 * statement in the order of their ids; with no more than that, one digest, as `digestOfPart`.
 */
async function* digestsInPages(tx: Transaction, table: SQL, where: SQL, pageRows: number): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const limit = Number.isFinite(pageRows) ? sql`LIMIT ${pageRows}` : sql``;
    const [page] = await rowsOf(
      pageRow,
      tx,
      sql`SELECT coalesce(md5(string_agg(r, '|' ORDER BY r)), '') AS digest, count(*)::int AS rows, max(id) AS last
          FROM (SELECT x.id, row_to_json(x)::text AS r FROM ${table} x WHERE (${where}) AND x.id > ${after}
                ORDER BY x.id ${limit}) rows_of_page`,
    );
    yield page!.digest;
    if (page!.rows < pageRows || page!.last === null) return;
    after = page!.last;
    await nextTurn();
  }
}

/**
 * A digest of every row the import made or filled in, and of every row that refers to them:
 * when it differs from the one taken as the import ended, something was built on the import.
 * Rows are compared as JSON with timestamps in UTC, whatever the session's time zone. The stat
 * lines are digested `pageRows` at a time; `Infinity` digests them in one statement, as imports
 * saved before they were paged did (their footprint is the same when they touched fewer).
 */
export async function footprintOf(
  tx: Transaction,
  record: ImportRecord,
  leagueId: number | null,
  pageRows = FOOTPRINT_PAGE_ROWS,
): Promise<string> {
  await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
  const gameIds = [...record.games, ...record.scoredGames];
  const lineIds = [...record.filledLines, ...record.addedLines];
  const league = record.leagueCreated && leagueId !== null ? [leagueId] : [];
  const linkJson = JSON.stringify(record.links);
  const inLinks = sql`(player_id, team_id) IN (SELECT (value->>0)::int, (value->>1)::int FROM jsonb_array_elements(${linkJson}::jsonb))`;
  const part = (table: SQL, where: SQL) => sql`SELECT row_to_json(x)::text AS r FROM ${table} x WHERE ${where}`;
  const parts: SQL[] = [
    part(sql`leagues`, sql`id IN ${idsIn(league)}`),
    part(sql`locations`, sql`id IN ${idsIn(record.gyms)}`),
    part(sql`teams`, sql`id IN ${idsIn(record.teams)} OR league_id IN ${idsIn(league)}`),
    part(sql`players`, sql`id IN ${idsIn(record.players)}`),
    part(
      sql`player_teams`,
      sql`player_id IN ${idsIn(record.players)} OR team_id IN ${idsIn(record.teams)} OR ${inLinks}`,
    ),
    part(
      sql`games`,
      sql`id IN ${idsIn(gameIds)} OR home_team_id IN ${idsIn(record.teams)} OR away_team_id IN ${idsIn(record.teams)}
          OR location_id IN ${idsIn(record.gyms)} OR league_id IN ${idsIn(league)}`,
    ),
  ];
  const lines = sql`game_id IN ${idsIn(gameIds)} OR player_id IN ${idsIn(record.players)} OR team_id IN ${idsIn(record.teams)}
          OR id IN ${idsIn(lineIds)} OR ${inLinks}`;
  const after: SQL[] = [
    part(sql`game_changes`, sql`game_id IN ${idsIn(gameIds)}`),
    part(sql`award_players`, sql`player_id IN ${idsIn(record.players)}`),
    part(sql`awards`, sql`league_id IN ${idsIn(league)}`),
    part(
      sql`registrations`,
      sql`team_id IN ${idsIn(record.teams)} OR player_id IN ${idsIn(record.players)} OR matched_player_id IN ${idsIn(record.players)}`,
    ),
    part(sql`playoff_brackets`, sql`league_id IN ${idsIn(league)}`),
    part(sql`playoff_seeds`, sql`team_id IN ${idsIn(record.teams)}`),
    part(sql`playoff_games`, sql`game_id IN ${idsIn(gameIds)}`),
    part(sql`admin_users`, sql`league_id IN ${idsIn(league)}`),
    part(sql`player_merges`, sql`kept_player_id IN ${idsIn(record.players)}`),
  ];
  const hash = createHash('sha256');
  for (const each of parts) {
    await nextTurn();
    hash.update(await digestOfPart(tx, each)).update('/');
  }
  await nextTurn();
  for await (const digest of digestsInPages(tx, sql`player_stats`, lines, pageRows)) hash.update(digest).update('/');
  for (const each of after) {
    await nextTurn();
    hash.update(await digestOfPart(tx, each)).update('/');
  }
  return hash.digest('hex');
}

/**
 * Takes an import back out: what it filled in is emptied again, and what it made is removed. As
 * the import itself, in batches sized by time with the players' totals put off until the end: a
 * season's undo in one statement held PGlite for as long as its trigger worked out every touched
 * player's totals, and a list of ids as parameters has room for 65,535 at most.
 */
export async function undoRecord(tx: Transaction, record: ImportRecord, leagueId: number | null) {
  await tx.execute(sql`SET LOCAL league.totals_deferred = 'on'`);
  const touched = await playersInGames(tx, [...record.games, ...record.scoredGames]);
  const playerOf = { playerId: playerStats.playerId };
  for await (const batch of batches(record.filledLines)) {
    const emptied = await tx
      .update(playerStats)
      .set({ ...EMPTY_LINE, updatedAt: new Date() })
      .where(sql`${playerStats.id} IN ${idsIn(batch)}`)
      .returning(playerOf);
    touched.push(...emptied.map((line) => line.playerId));
  }
  for await (const batch of batches(record.addedLines)) {
    const removed = await tx
      .delete(playerStats)
      .where(sql`${playerStats.id} IN ${idsIn(batch)}`)
      .returning(playerOf);
    touched.push(...removed.map((line) => line.playerId));
  }
  for await (const batch of batches(record.scoredGames)) {
    await tx
      .update(games)
      .set({ ...scoreValues({ homeTeamScore: null, awayTeamScore: null }), updatedAt: new Date() })
      .where(sql`${games.id} IN ${idsIn(batch)}`);
  }
  // A game's lines go with it.
  for await (const batch of batches(record.games)) await tx.delete(games).where(sql`${games.id} IN ${idsIn(batch)}`);
  for (const [playerId, teamId] of record.links) {
    await nextTurn();
    // The empty lines a player got in the team's games by joining its roster go with the link.
    await tx.execute(
      sql`DELETE FROM player_stats ps WHERE ps.player_id = ${playerId} AND ps.team_id = ${teamId} AND NOT ${LINE_HAS_STATS}`,
    );
    await tx.delete(playerTeams).where(and(eq(playerTeams.playerId, playerId), eq(playerTeams.teamId, teamId)));
  }
  for await (const batch of batches(record.players))
    await tx.delete(players).where(sql`${players.id} IN ${idsIn(batch)}`);
  if (record.teams.length > 0) await tx.delete(teams).where(sql`${teams.id} IN ${idsIn(record.teams)}`);
  if (record.gyms.length > 0) await tx.delete(locations).where(sql`${locations.id} IN ${idsIn(record.gyms)}`);
  if (record.leagueCreated && leagueId !== null) await tx.delete(leagues).where(eq(leagues.id, leagueId));
  await refreshDeferredTotals(tx, touched);
}
