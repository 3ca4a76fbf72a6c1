import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { boxScoreBody, GameChange, GameChangeKind, GameNumbers } from '#domain/game-schemas.ts';
import { calledOffRefusal, isCalledOff, type CalledOffStatus } from '#domain/game-status.ts';
import { isPlayed, type GameScore } from '#domain/games.ts';
import type { StoredStatLine } from '#domain/player-stats.ts';
import { isAdmin, keepsScoresOf, OTHER_LEAGUE_REFUSED } from '#domain/roles.ts';
import { STORED_STATS } from '#domain/stat-catalogue.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { gameChanges, games, playerStats } from '../db/schema.ts';
import { done, refused, type Refusals, type Write } from '../db/write-result.ts';
import { conflict, forbidden } from '../http/errors.ts';
import { slotTaken } from './slots.ts';

/**
 * Scorekeeping (docs/rules/league-data.md#history-and-undo): every change to a game's score
 * or lines, from any screen, goes through here. Each write locks the game, so that changes to
 * one game are recorded one after another, keeps the numbers before and after in
 * `game_changes`, and is refused to a scorekeeper of another league, and to any scorekeeper
 * while the game is postponed, cancelled or forfeited (decision 032).
 */

type LineValues = NonNullable<GameNumbers['lines']>[string];
type Lines = Map<number, LineValues>;

/** Why a scorekeeping read is refused. */
export type KeepingRefusal = 'not found' | 'other league';
/** Why a scorekeeping write is refused: a called-off game is an admin's alone. */
export type WriteRefusal = KeepingRefusal | 'called off';
export const calledOffRefusals: Refusals<'called off'> = {
  'called off': ({ status }) => conflict(calledOffRefusal(status as CalledOffStatus)),
};
/** How `checkKeepsScores`'s refusal answers: 403. */
export const otherLeagueRefusals: Refusals<'other league'> = {
  'other league': () => forbidden(OTHER_LEAGUE_REFUSED),
};
/** Why a write that may set a score is refused: a result needs the gym slot a cancelled game gave up. */
export type ScoreRefusal = WriteRefusal | 'slot taken';

const lineColumns = Object.fromEntries(STORED_STATS.map((stat) => [stat.key, playerStats[stat.key]])) as {
  [Key in keyof LineValues]: (typeof playerStats)[Key];
};

const gameColumns = {
  id: games.id,
  leagueId: games.leagueId,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  homeTeamScore: games.homeTeamScore,
  awayTeamScore: games.awayTeamScore,
  status: games.status,
  locationId: games.locationId,
  date: games.date,
  time: games.time,
};
export type KeptGame = Pick<typeof games.$inferSelect, keyof typeof gameColumns>;

/**
 * The scorekeeper's check: the game, if the account keeps the scores of its league; a
 * scorekeeper of another league is refused (docs/rules/roles.md#scorekeepers). Every
 * scorekeeping read and write asks it of the game it read, a write under the game's lock.
 */
function checkKeepsScores(game: KeptGame | undefined, by: SessionUser): Write<KeptGame, KeepingRefusal> {
  if (!game) return refused('not found');
  if (!keepsScoresOf(by, game.leagueId)) return refused('other league');
  return done(game);
}

/** The game, if the account keeps its scores. */
export async function gameFor(db: Executor, gameId: number, by: SessionUser): Promise<Write<KeptGame, KeepingRefusal>> {
  const [game] = await db.select(gameColumns).from(games).where(eq(games.id, gameId));
  return checkKeepsScores(game, by);
}

/**
 * The game, locked until the transaction ends, if the account may change its numbers: a
 * postponed, cancelled or forfeited game only an admin changes.
 */
export async function gameToWrite(
  tx: Transaction,
  gameId: number,
  by: SessionUser,
): Promise<Write<KeptGame, WriteRefusal>> {
  const [found] = await tx.select(gameColumns).from(games).where(eq(games.id, gameId)).for('update');
  const game = checkKeepsScores(found, by);
  if (!game.ok) return game;
  if (isCalledOff(game.value) && !isAdmin(by)) return refused('called off', { status: game.value.status });
  return game;
}

/**
 * Whether a result may be written to the game: a cancelled game gave up its gym slot, so a
 * score above 0, which makes it final and holds the slot again, needs the slot free.
 */
async function resultRefusal(tx: Transaction, game: KeptGame, score: GameScore | undefined) {
  if (game.status !== 'cancelled' || !score || !isPlayed(score)) return null;
  return slotTaken(tx, game, game.id);
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
  if (isPlayed(score)) {
    // A result replaces a postponed, cancelled or forfeited status with its reason; a
    // rescheduled game keeps why it was postponed (decision 032).
    const statusReason = sql`CASE WHEN ${games.status} IN ('scheduled', 'final') THEN ${games.statusReason} END`;
    return { ...score, status: 'final' as const, forfeitedBy: null, statusReason };
  }
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
  game: KeptGame,
  by: SessionUser,
  kind: GameChangeKind,
  before: { score: GameScore; lines: Lines },
  after: { score: GameScore; lines: Lines },
): Promise<Write<{ leagueId: number }, 'slot taken'>> {
  const changed = difference(before, after);
  if (changed) {
    const taken = await resultRefusal(tx, game, changed.after.score);
    if (taken) return taken;
    await apply(tx, game.id, changed.after);
    await record(tx, game.id, by, kind, changed);
  }
  return done({ leagueId: game.leagueId });
}

/** Sets both scores of a game (the box score screen's score form). */
export async function saveScore(
  tx: Transaction,
  gameId: number,
  score: GameScore,
  by: SessionUser,
): Promise<Write<{ leagueId: number; onlyScores: boolean }, ScoreRefusal>> {
  const game = await gameToWrite(tx, gameId, by);
  if (!game.ok) return game;
  const lines: Lines = new Map();
  const written = await change(tx, game.value, by, 'score', { score: game.value, lines }, { score, lines });
  if (!written.ok) return written;
  // Whether a game is played decides which lines count (docs/rules/numbers.md), and a called-off
  // game's result changes its status: then more than its scores changed.
  const onlyScores = !isCalledOff(game.value) && isPlayed(game.value) === isPlayed(score);
  return done({ ...written.value, onlyScores });
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

/**
 * Marks a game "score only", or takes the mark back: a game the league keeps only the score of
 * leaves the games to enter (docs/decisions/043-numbers-with-partial-box-scores.md). Its
 * numbers do not change, so no change is recorded in its history.
 */
export async function setScoreOnly(
  tx: Transaction,
  gameId: number,
  scoreOnly: boolean,
  by: SessionUser,
): Promise<Write<{ leagueId: number }, WriteRefusal>> {
  const game = await gameToWrite(tx, gameId, by);
  if (!game.ok) return game;
  await tx.update(games).set({ scoreOnly, updatedAt: new Date() }).where(eq(games.id, gameId));
  return done({ leagueId: game.value.leagueId });
}

/** Replaces one stat line's numbers (the single-player stat screen). */
export async function saveLine(
  tx: Transaction,
  lineId: number,
  line: Partial<LineValues>,
  by: SessionUser,
): Promise<Write<StoredStatLine & { leagueId: number }, WriteRefusal>> {
  const [found] = await tx.select({ gameId: playerStats.gameId }).from(playerStats).where(eq(playerStats.id, lineId));
  if (!found) return refused('not found');
  const game = await gameToWrite(tx, found.gameId, by);
  if (!game.ok) return game;
  const before = await linesOf(tx, found.gameId, [lineId]);
  const current = before.get(lineId);
  // Deleted between the two reads, with its player.
  if (!current) return refused('not found');
  const score = scoreOf(game.value);
  const after: Lines = new Map([[lineId, withEntered(current, line)]]);
  // The score stays as it is, so no slot is asked for.
  await change(tx, game.value, by, 'line', { score, lines: before }, { score, lines: after });
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
): Promise<Write<{ leagueId: number }, ScoreRefusal | 'foreign line'>> {
  const game = await gameToWrite(tx, gameId, by);
  if (!game.ok) return game;
  const before = await linesOf(tx, gameId);
  const after: Lines = new Map();
  for (const { id, ...entered } of body.lines) {
    const current = before.get(id);
    if (!current) return refused('foreign line', { id });
    after.set(id, withEntered(current, entered));
  }
  const score = { homeTeamScore: body.homeTeamScore, awayTeamScore: body.awayTeamScore };
  return change(tx, game.value, by, 'boxScore', { score: game.value, lines: before }, { score, lines: after });
}

/** A game's history, newest change first. */
export async function gameHistory(
  db: Executor,
  gameId: number,
  by: SessionUser,
): Promise<Write<GameChange[], KeepingRefusal>> {
  const game = await gameFor(db, gameId, by);
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

export type UndoRefusal = ScoreRefusal | 'nothing to undo' | 'not the last' | 'changed since';

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
  const game = await gameToWrite(tx, gameId, by);
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
  const taken = await resultRefusal(tx, game.value, last.before.score);
  if (taken) return taken;
  await apply(tx, gameId, last.before);
  await record(tx, gameId, by, 'undo', { before: last.after, after: last.before }, last.id);
  return done({ leagueId: game.value.leagueId });
}
