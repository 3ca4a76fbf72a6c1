import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BOOK_HELD_ELSEWHERE, type BookTeam, type GameBook } from '#domain/book-schemas.ts';
import type { boxScoreBody } from '#domain/game-schemas.ts';
import {
  bookState,
  entryProblem,
  GAME_OVER,
  LEAGUE_GAME_SETTINGS,
  nextSeq,
  standingPlays,
  statLines,
  type Book,
  type BookEntry,
  type PlayerId,
  type Rosters,
  type Side,
} from '#domain/play-by-play.ts';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { gameBookEntries, gameBooks, games, leagues, players, playerStats, playerTeams, teams } from '../db/schema.ts';
import { done, refused, type Refusals, type Write } from '../db/write-result.ts';
import { conflict } from '../http/errors.ts';
import {
  gameFor,
  gameToWrite,
  saveBoxScore,
  type KeepingRefusal,
  type KeptGame,
  type ScoreRefusal,
  type WriteRefusal,
} from './scorekeeping.ts';

/**
 * A live game's book on the server (docs/decisions/048-live-game-book.md): the entries a
 * device sends, kept in order and checked with the domain's own `entryProblem`, which device
 * holds the book, and the close that turns the book into the game's stored lines and score
 * through the whole-game grid's write. Every write locks the game as scorekeeping does, so one
 * game's entries are added one batch after another.
 */

const settings = LEAGUE_GAME_SETTINGS;

export type HolderRefusal = 'held elsewhere';
export const holderRefusals: Refusals<HolderRefusal> = { 'held elsewhere': () => conflict(BOOK_HELD_ELSEWHERE) };

type Holder = Pick<typeof gameBooks.$inferSelect, 'device' | 'holderName' | 'takenAt' | 'closedAt'>;
type StoredBook = { holder: Holder | null; entries: BookEntry[] };

/** The book's holder row and every entry, in `seq` order, in one statement. */
async function storedBook(db: Executor, gameId: number): Promise<StoredBook> {
  const [row] = await db
    .select({
      device: gameBooks.device,
      holderName: gameBooks.holderName,
      takenAt: gameBooks.takenAt,
      closedAt: gameBooks.closedAt,
      // No entry is without its book's row (the foreign key), so no row means no entry.
      entries: sql<BookEntry[]>`coalesce((select json_agg(${gameBookEntries.entry} order by ${gameBookEntries.seq})
        from ${gameBookEntries} where ${gameBookEntries.gameId} = ${gameId}), '[]')`,
    })
    .from(gameBooks)
    .where(eq(gameBooks.gameId, gameId));
  if (!row) return { holder: null, entries: [] };
  const { entries, ...holder } = row;
  return { holder, entries };
}

/**
 * The players a side may record: the team's current roster and anyone with a line for the
 * team in this game (a game's lines are made from the rosters: src/server/rosters/stat-lines.ts).
 */
async function teamOf(db: Executor, gameId: number, teamId: number): Promise<BookTeam> {
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  const onRoster = db
    .select({ id: playerTeams.playerId })
    .from(playerTeams)
    .where(and(eq(playerTeams.teamId, teamId), eq(playerTeams.isCurrentTeam, true)));
  const withLine = db
    .select({ id: playerStats.playerId })
    .from(playerStats)
    .where(and(eq(playerStats.gameId, gameId), eq(playerStats.teamId, teamId)));
  const rows = await db
    .select({ id: players.id, firstName: players.firstName, lastName: players.lastName, number: players.jerseyNumber })
    .from(players)
    .where(or(inArray(players.id, onRoster), inArray(players.id, withLine)))
    .orderBy(asc(players.jerseyNumber), asc(players.lastName), asc(players.firstName), asc(players.id));
  return {
    id: teamId,
    name: team?.name ?? '',
    players: rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, number: row.number })),
  };
}

/** The game's two teams with the players each may record. */
async function teamsOf(db: Executor, game: { id: number; homeTeamId: number; awayTeamId: number }) {
  const [home, away] = await Promise.all([teamOf(db, game.id, game.homeTeamId), teamOf(db, game.id, game.awayTeamId)]);
  return { home, away } satisfies Record<Side, BookTeam>;
}

/**
 * The players each side may record, as `teamOf` reads them, in one statement: a play's
 * round trips wait for turns of a loaded event loop, so it makes few.
 */
async function rostersOf(db: Executor, game: Pick<KeptGame, 'id' | 'homeTeamId' | 'awayTeamId'>): Promise<Rosters> {
  const sides = [game.homeTeamId, game.awayTeamId];
  const rows = await db
    .select({ teamId: playerTeams.teamId, playerId: playerTeams.playerId })
    .from(playerTeams)
    .where(and(inArray(playerTeams.teamId, sides), eq(playerTeams.isCurrentTeam, true)))
    .union(
      db
        .select({ teamId: playerStats.teamId, playerId: playerStats.playerId })
        .from(playerStats)
        .where(and(eq(playerStats.gameId, game.id), inArray(playerStats.teamId, sides))),
    );
  const of = (teamId: number) => rows.filter((row) => row.teamId === teamId).map((row) => row.playerId);
  return { home: of(game.homeTeamId), away: of(game.awayTeamId) };
}

/** The book as `GET /api/games/{id}/book` answers it. */
export async function bookAnswer(db: Executor, gameId: number): Promise<GameBook> {
  const [game] = await db
    .select({
      id: games.id,
      date: games.date,
      time: games.time,
      status: games.status,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      league: { id: leagues.id, name: leagues.name },
    })
    .from(games)
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .where(eq(games.id, gameId));
  if (!game) throw new Error(`game ${gameId} vanished`);
  const [sides, book] = await Promise.all([teamsOf(db, game), storedBook(db, gameId)]);
  const { holder } = book;
  return {
    gameId: game.id,
    league: game.league,
    date: game.date,
    time: game.time,
    ...sides,
    settings: { ...settings },
    entries: book.entries,
    holder: holder && { device: holder.device, name: holder.holderName, since: holder.takenAt.toISOString() },
    closed: holder?.closedAt != null,
    status: game.status,
  };
}

/** `GET /api/games/{id}/book`: for an admin, or a scorekeeper of the game's league. */
export async function readBook(
  db: Executor,
  gameId: number,
  by: SessionUser,
): Promise<Write<GameBook, KeepingRefusal>> {
  const game = await gameFor(db, gameId, by);
  if (!game.ok) return game;
  return done(await bookAnswer(db, gameId));
}

/** Gives the book to `device`, for the signed-in account, from now on. */
async function holdBook(tx: Transaction, gameId: number, device: string, by: SessionUser) {
  const holder = { device, holderId: by.id, holderName: by.name, takenAt: new Date() };
  await tx
    .insert(gameBooks)
    .values({ gameId, ...holder })
    .onConflictDoUpdate({ target: gameBooks.gameId, set: holder });
}

/** Takes the book over to `device`: a question the screen asks, never automatic. A closed book still takes corrections. */
export async function takeBookOver(
  tx: Transaction,
  gameId: number,
  device: string,
  by: SessionUser,
): Promise<Write<void, WriteRefusal>> {
  const game = await gameToWrite(tx, gameId, by);
  if (!game.ok) return game;
  await holdBook(tx, gameId, device, by);
  return done();
}

/** Why a batch of entries is refused, beside the scorekeeping write's reasons. */
export type EntriesRefusal = WriteRefusal | HolderRefusal | 'received otherwise' | 'entry refused' | StoreRefusal;

/** What a batch did, and what it changed for the public answers. */
export type Received = {
  received: number;
  lastSeq: number;
  closed: boolean;
  leagueId: number;
  /** The batch held the book's first entries: the game is on. */
  started: boolean;
  /** The book was closed, so its lines were stored again. */
  restored: boolean;
};

const isAmendment = (entry: BookEntry) => entry.kind === 'delete' || entry.kind === 'replace';

/** The same JSON whatever the order of its keys (jsonb keeps them in an order of its own). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Why `entry` may not join the book: a closed game takes only corrections and deletions. */
function problemOf(book: Book, entry: BookEntry, rosters: Rosters, closed: boolean): string | null {
  if (closed && !isAmendment(entry)) return GAME_OVER;
  return entryProblem(book, entry, rosters, settings);
}

/**
 * Adds a device's entries to the book, in order, all or none. An entry already received as
 * it is now is skipped, so a device that did not hear the answer sends its batch again
 * safely; an unheld book goes to the first device that sends one. A closed book stores its
 * lines again after a correction.
 */
export async function receiveEntries(
  tx: Transaction,
  gameId: number,
  { device, entries }: { device: string; entries: readonly BookEntry[] },
  by: SessionUser,
): Promise<Write<Received, EntriesRefusal>> {
  const game = await gameToWrite(tx, gameId, by);
  if (!game.ok) return game;
  const stored = await storedBook(tx, gameId);
  if (stored.holder && stored.holder.device !== device) return refused('held elsewhere');
  if (!stored.holder) await holdBook(tx, gameId, device, by);
  const closed = stored.holder?.closedAt != null;
  const rosters = await rostersOf(tx, game.value);
  const book: BookEntry[] = [...stored.entries];
  const received = new Map(book.map((entry) => [entry.id, canonical(entry)]));
  const kept: BookEntry[] = [];
  for (const entry of entries) {
    const earlier = received.get(entry.id);
    if (earlier !== undefined) {
      if (earlier === canonical(entry)) continue;
      return refused('received otherwise', { entryId: entry.id });
    }
    const problem = problemOf(book, entry, rosters, closed);
    if (problem) return refused('entry refused', { entryId: entry.id, message: problem });
    book.push(entry);
    received.set(entry.id, canonical(entry));
    kept.push(entry);
  }
  if (kept.length > 0) {
    await tx
      .insert(gameBookEntries)
      .values(kept.map((entry) => ({ gameId, seq: entry.seq, entryId: entry.id, entry, device, userId: by.id })));
  }
  const restored = closed && kept.length > 0;
  if (restored) {
    const saved = await storeLines(tx, game.value, book, by);
    if (!saved.ok) return saved;
  }
  return done({
    received: kept.length,
    lastSeq: nextSeq(book) - 1,
    closed,
    leagueId: game.value.leagueId,
    started: stored.entries.length === 0 && kept.length > 0,
    restored,
  });
}

export type CloseRefusal = WriteRefusal | HolderRefusal | 'nothing to close' | StoreRefusal;

/**
 * Closes the game: the book's stat lines and score are stored through the whole-game grid's
 * write, so the history records them as one change and every other screen reads them.
 */
export async function closeBook(
  tx: Transaction,
  gameId: number,
  device: string,
  by: SessionUser,
): Promise<Write<{ leagueId: number }, CloseRefusal>> {
  const game = await gameToWrite(tx, gameId, by);
  if (!game.ok) return game;
  const stored = await storedBook(tx, gameId);
  if (stored.holder && stored.holder.device !== device) return refused('held elsewhere');
  if (standingPlays(stored.entries).length === 0) return refused('nothing to close');
  const saved = await storeLines(tx, game.value, stored.entries, by);
  if (!saved.ok) return saved;
  await tx
    .update(gameBooks)
    .set({ closedAt: sql`coalesce(${gameBooks.closedAt}, now())` })
    .where(eq(gameBooks.gameId, gameId));
  return done({ leagueId: game.value.leagueId });
}

type StoreRefusal = ScoreRefusal | 'foreign line';

/** Every player any entry names, even in a play deleted or corrected since. */
function playersNamed(book: Book): Set<PlayerId> {
  const named = new Set<PlayerId>();
  for (const entry of book) {
    const play = entry.kind === 'replace' ? entry.play : entry;
    if ('playerId' in play && play.playerId != null) named.add(play.playerId);
    if ('players' in play) for (const playerId of play.players) named.add(playerId);
    if ('playerIn' in play && play.playerIn !== null) named.add(play.playerIn);
    if ('playerOut' in play && play.playerOut !== null) named.add(play.playerOut);
  }
  return named;
}

/**
 * Stores the book's lines and score as the whole-game grid saves a game. A player of the book
 * without a line in the game gets one; a player the book named but whose plays are all gone
 * goes back to an empty line; the other lines of the game stay as they are. Team rebounds and
 * turnovers belong to no line, and are not stored.
 */
async function storeLines(
  tx: Transaction,
  game: KeptGame,
  book: Book,
  by: SessionUser,
): Promise<Write<{ leagueId: number }, StoreRefusal>> {
  const lines = statLines(book, settings).players;
  const teamIds: Record<Side, number> = { home: game.homeTeamId, away: game.awayTeamId };
  if (lines.length > 0) {
    await tx
      .insert(playerStats)
      .values(lines.map((line) => ({ gameId: game.id, playerId: line.playerId, teamId: teamIds[line.side] })))
      .onConflictDoNothing();
  }
  const rows = await tx
    .select({ id: playerStats.id, playerId: playerStats.playerId })
    .from(playerStats)
    .where(eq(playerStats.gameId, game.id));
  const lineIds = new Map(rows.map((row) => [row.playerId, row.id]));
  const inLines = new Set(lines.map((line) => line.playerId));
  const emptied = [...playersNamed(book)].filter((playerId) => !inLines.has(playerId) && lineIds.has(playerId));
  const { score } = bookState(book, settings);
  const body: z.output<typeof boxScoreBody> = {
    homeTeamScore: score.home,
    awayTeamScore: score.away,
    lines: [
      ...lines.map((line) => ({ id: lineIds.get(line.playerId)!, ...line.line })),
      ...emptied.map((playerId) => ({ id: lineIds.get(playerId)!, ...EMPTY_LINE })),
    ],
  };
  return saveBoxScore(tx, game.id, body, by);
}
