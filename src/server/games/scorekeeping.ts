import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { boxScoreBody, GameChange, GameChangeKind, GameNumbers } from '#domain/game-schemas.ts';
import { isPlayed, type GameScore } from '#domain/games.ts';
import type { StoredStatLine } from '#domain/player-stats.ts';
import { keepsScoresOf } from '#domain/roles.ts';
import { STORED_STATS } from '#domain/stat-catalogue.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { gameChanges, games, playerStats } from '../db/schema.ts';
import { done, refused, type Write } from '../db/write-result.ts';

/**
 * Scorekeeping (docs/rules/league-data.md#history-and-undo): every change to a game's score
 * or lines, from any screen, goes through here. Each write locks the game, so that changes to
 * one game are recorded one after another, keeps the numbers before and after in
 * `game_changes`, and is refused to a scorekeeper of another league.
 */

type LineValues = NonNullable<GameNumbers['lines']>[string];
type Lines = Map<number, LineValues>;

/** Why a scorekeeping write is refused. */
export type KeepingRefusal = 'not found' | 'other league';

const lineColumns = Object.fromEntries(STORED_STATS.map((stat) => [stat.key, playerStats[stat.key]])) as {
  [Key in keyof LineValues]: (typeof playerStats)[Key];
};

/** The game, if the account keeps its scores; a write locks it until the transaction ends. */
async function gameFor(db: Executor, gameId: number, by: SessionUser, { lock }: { lock: boolean }) {
  const query = db
    .select({
      id: games.id,
      leagueId: games.leagueId,
      homeTeamScore: games.homeTeamScore,
      awayTeamScore: games.awayTeamScore,
    })
    .from(games)
    .where(eq(games.id, gameId));
  const [game] = lock ? await query.for('update') : await query;
  if (!game) return refused('not found');
  if (!keepsScoresOf(by, game.leagueId)) return refused('other league');
  return done(game);
}

/** The stored numbers of a game's lines (or of some of them), by stat line id. */
async function linesOf(db: Executor, gameId: number, ids?: readonly number[]): Promise<Lines> {
  const rows = await db
    .select({ id: playerStats.id, ...lineColumns })
    .from(playerStats)
    .where(
      ids ? and(eq(playerStats.gameId, gameId), inArray(playerStats.id, [...ids])) : eq(playerStats.gameId, gameId),
    );
  return new Map(rows.map(({ id, ...values }) => [id, values]));
}

const scoreOf = (game: GameScore): GameScore => ({
  homeTeamScore: game.homeTeamScore,
  awayTeamScore: game.awayTeamScore,
});
const sameScore = (a: GameScore, b: GameScore) =>
  a.homeTeamScore === b.homeTeamScore && a.awayTeamScore === b.awayTeamScore;
const sameLine = (a: LineValues, b: LineValues) => STORED_STATS.every((stat) => a[stat.key] === b[stat.key]);

/** Only what differs: the score if it changed, and the lines that changed. */
function difference(before: { score: GameScore; lines: Lines }, after: { score: GameScore; lines: Lines }) {
  const was: GameNumbers = {};
  const is: GameNumbers = {};
  if (!sameScore(before.score, after.score)) {
    was.score = scoreOf(before.score);
    is.score = scoreOf(after.score);
  }
  for (const [id, line] of after.lines) {
    const old = before.lines.get(id);
    if (!old || sameLine(old, line)) continue;
    (was.lines ??= {})[id] = old;
    (is.lines ??= {})[id] = line;
  }
  return was.score || was.lines ? { before: was, after: is } : null;
}

/**
 * The columns a score write sets: the score, and the status that goes with it. A score above 0
 * makes a game final and only a final game has one (the database checks it), so a client that
 * knows nothing of status keeps working (docs/rules/league-data.md#game-status).
 */
export function scoreValues(score: GameScore) {
  if (isPlayed(score)) return { ...score, status: 'final' as const, forfeitedBy: null };
  // Cleared: a final game is scheduled again; a postponed, cancelled or forfeited one stays so.
  return { ...score, status: sql`CASE WHEN ${games.status} = 'final' THEN 'scheduled' ELSE ${games.status} END` };
}

/** Writes `numbers` (a score and lines) to the game. */
async function apply(tx: Transaction, gameId: number, numbers: GameNumbers) {
  const now = new Date();
  if (numbers.score)
    await tx
      .update(games)
      .set({ ...scoreValues(numbers.score), updatedAt: now })
      .where(eq(games.id, gameId));
  for (const [id, line] of Object.entries(numbers.lines ?? {})) {
    await tx
      .update(playerStats)
      .set({ ...line, updatedAt: now })
      .where(and(eq(playerStats.id, Number(id)), eq(playerStats.gameId, gameId)));
  }
}

async function record(
  tx: Transaction,
  gameId: number,
  by: SessionUser,
  kind: GameChangeKind,
  change: { before: GameNumbers; after: GameNumbers },
  undoes: number | null = null,
) {
  await tx.insert(gameChanges).values({ gameId, userId: by.id, userName: by.name, kind, ...change, undoes });
}

/** Changes the game's numbers to `after` and records it, if anything changes. */
async function change(
  tx: Transaction,
  gameId: number,
  by: SessionUser,
  kind: GameChangeKind,
  before: { score: GameScore; lines: Lines },
  after: { score: GameScore; lines: Lines },
) {
  const changed = difference(before, after);
  if (!changed) return;
  await apply(tx, gameId, changed.after);
  await record(tx, gameId, by, kind, changed);
}

/** Sets both scores of a game (the box score screen's score form). */
export async function saveScore(
  tx: Transaction,
  gameId: number,
  score: GameScore,
  by: SessionUser,
): Promise<Write<{ leagueId: number }, KeepingRefusal>> {
  const game = await gameFor(tx, gameId, by, { lock: true });
  if (!game.ok) return game;
  const lines: Lines = new Map();
  await change(tx, gameId, by, 'score', { score: game.value, lines }, { score, lines });
  return done({ leagueId: game.value.leagueId });
}

/**
 * Records a score changed by the game's edit form, which saves the rest of the game itself;
 * the game must be locked already.
 */
export async function recordEditedScore(
  tx: Transaction,
  gameId: number,
  before: GameScore,
  after: GameScore,
  by: SessionUser,
) {
  const lines: Lines = new Map();
  const changed = difference({ score: before, lines }, { score: after, lines });
  if (changed) await record(tx, gameId, by, 'game', changed);
}

/** Replaces one stat line's numbers (the single-player stat screen). */
export async function saveLine(
  tx: Transaction,
  lineId: number,
  line: Partial<LineValues>,
  by: SessionUser,
): Promise<Write<StoredStatLine & { leagueId: number }, KeepingRefusal>> {
  const [found] = await tx.select({ gameId: playerStats.gameId }).from(playerStats).where(eq(playerStats.id, lineId));
  if (!found) return refused('not found');
  const game = await gameFor(tx, found.gameId, by, { lock: true });
  if (!game.ok) return game;
  const before = await linesOf(tx, found.gameId, [lineId]);
  const current = before.get(lineId);
  // Deleted between the two reads, with its player.
  if (!current) return refused('not found');
  const score = scoreOf(game.value);
  const after: Lines = new Map([[lineId, withEntered(current, line)]]);
  await change(tx, found.gameId, by, 'line', { score, lines: before }, { score, lines: after });
  const [saved] = await tx
    .select({
      id: playerStats.id,
      GameId: playerStats.gameId,
      PlayerId: playerStats.playerId,
      teamId: playerStats.teamId,
      ...lineColumns,
    })
    .from(playerStats)
    .where(eq(playerStats.id, lineId));
  return done({ ...saved!, leagueId: game.value.leagueId });
}

/** A line's new numbers: a stat left out of the request (minutes) keeps its value. */
function withEntered(current: LineValues, entered: Partial<LineValues>): LineValues {
  const next = { ...current };
  for (const stat of STORED_STATS) {
    const value = entered[stat.key];
    if (value !== undefined) (next as Record<string, number | null>)[stat.key] = value;
  }
  return next;
}

/**
 * The whole game at once (the whole-game grid): both scores and any of its lines, in one
 * transaction; a line of another game refuses all of it.
 */
export async function saveBoxScore(
  tx: Transaction,
  gameId: number,
  body: z.output<typeof boxScoreBody>,
  by: SessionUser,
): Promise<Write<{ leagueId: number }, KeepingRefusal | 'foreign line'>> {
  const game = await gameFor(tx, gameId, by, { lock: true });
  if (!game.ok) return game;
  const before = await linesOf(tx, gameId);
  const after: Lines = new Map();
  for (const { id, ...entered } of body.lines) {
    const current = before.get(id);
    if (!current) return refused('foreign line', { id });
    after.set(id, withEntered(current, entered));
  }
  const score = { homeTeamScore: body.homeTeamScore, awayTeamScore: body.awayTeamScore };
  await change(tx, gameId, by, 'boxScore', { score: game.value, lines: before }, { score, lines: after });
  return done({ leagueId: game.value.leagueId });
}

/** A game's history, newest change first. */
export async function gameHistory(
  db: Executor,
  gameId: number,
  by: SessionUser,
): Promise<Write<GameChange[], KeepingRefusal>> {
  const game = await gameFor(db, gameId, by, { lock: false });
  if (!game.ok) return game;
  const rows = await db
    .select()
    .from(gameChanges)
    .where(eq(gameChanges.gameId, gameId))
    .orderBy(desc(gameChanges.id))
    .limit(200);
  return done(
    rows.map((row) => ({
      id: row.id,
      changedAt: row.changedAt.toISOString(),
      by: row.userName,
      kind: row.kind,
      before: row.before,
      after: row.after,
      undoes: row.undoes,
    })),
  );
}

export type UndoRefusal = KeepingRefusal | 'nothing to undo' | 'not the last' | 'changed since';

/**
 * Takes back the game's last change: its numbers return to what they were before it, if they
 * are still what it left. The undo is itself a change, which the next undo takes back.
 */
export async function undoLastChange(
  tx: Transaction,
  gameId: number,
  changeId: number,
  by: SessionUser,
): Promise<Write<{ leagueId: number }, UndoRefusal>> {
  const game = await gameFor(tx, gameId, by, { lock: true });
  if (!game.ok) return game;
  const [last] = await tx
    .select()
    .from(gameChanges)
    .where(eq(gameChanges.gameId, gameId))
    .orderBy(desc(gameChanges.id))
    .limit(1);
  if (!last) return refused('nothing to undo');
  if (last.id !== changeId) return refused('not the last');
  const ids = Object.keys(last.after.lines ?? {}).map(Number);
  const current = await linesOf(tx, gameId, ids);
  const untouched =
    (!last.after.score || sameScore(last.after.score, game.value)) &&
    ids.every((id) => current.has(id) && sameLine(current.get(id)!, last.after.lines![id]!));
  if (!untouched) return refused('changed since');
  await apply(tx, gameId, last.before);
  await record(tx, gameId, by, 'undo', { before: last.after, after: last.before }, last.id);
  return done({ leagueId: game.value.leagueId });
}
