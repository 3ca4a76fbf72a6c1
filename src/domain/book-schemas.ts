import { z } from 'zod';
import { errorBody } from './fields.ts';
import { gameTime } from './game-schemas.ts';
import { GAME_STATUS_KEYS } from './game-status.ts';
import { isoDate } from './leagues.ts';
import {
  LEAGUE_GAME_SETTINGS,
  PLAY_KIND_KEYS,
  playKind,
  SIDES,
  type BookEntry,
  type GameSettings,
  type PlayKind,
} from './play-by-play.ts';

/**
 * A live game's book on the wire (docs/decisions/048-live-game-book.md): the entries a device
 * sends, made from `PLAY_KINDS` so that a new kind of play needs no second declaration, and
 * what the server answers. The types are the domain's (src/domain/play-by-play.ts); these
 * check their bounds, and whether an entry may join the book is `entryProblem`'s question.
 */

/** The longest id a device may give an entry, or itself. */
export const MAX_BOOK_ID = 64;
/** Far more periods than a game has: two halves, an overtime and sudden death. */
export const MAX_PERIOD = 20;
/** The most entries one request may carry: a device back online sends what it kept. */
export const MAX_BATCH = 200;
const MAX_ON_COURT = 5;
const MAX_INT = 2_147_483_647;

export const BOOK_ID_MESSAGE = `An id is 1 to ${MAX_BOOK_ID} letters, digits, dashes or underscores.`;
export const BATCH_MESSAGE = `Send 1 to ${MAX_BATCH} entries at a time.`;
/** A device that does not hold the book is refused: the holder's entries may change what its own mean. */
export const BOOK_HELD_ELSEWHERE = "Another device holds this game's book. Take the book over to score on this device.";
export const NOTHING_TO_CLOSE = 'The book has no plays to close.';
/** An entry id can mean one entry only: a device never reuses one. */
export const entryReceivedOtherwise = (entryId: string) => `Entry ${entryId} was already received with other content.`;

const bookId = z
  .string({ error: BOOK_ID_MESSAGE })
  .max(MAX_BOOK_ID, { error: BOOK_ID_MESSAGE, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, BOOK_ID_MESSAGE);
const seq = z.number().int().positive().max(MAX_INT);
const playerId = z.number().int().positive().max(MAX_INT);
const side = z.enum(SIDES);

/** A play's fields but its id and seq, as its kind declares them (`by`, `shot`, `lineup`). */
function contentShape(kind: PlayKind) {
  const spec = playKind(kind);
  return {
    kind: z.literal(kind),
    period: z.number().int().min(1).max(MAX_PERIOD),
    clock: z.number().int().min(0).nullable().optional(),
    ...(spec.by === 'player' && { side, playerId }),
    ...(spec.by === 'playerOrTeam' && { side, playerId: playerId.nullable().optional() }),
    ...(spec.by === 'team' && { side }),
    ...(spec.shot && { spot: z.strictObject({ x: z.number(), y: z.number() }).nullable().optional() }),
    ...(spec.lineup === 'startingFive' && { players: z.array(playerId).max(MAX_ON_COURT) }),
    ...(spec.lineup === 'substitution' && { playerIn: playerId.nullable(), playerOut: playerId.nullable() }),
  };
}

const [firstKind, ...otherKinds] = PLAY_KIND_KEYS;
const eachKind = <T>(make: (kind: PlayKind) => T): [T, ...T[]] => [make(firstKind), ...otherKinds.map(make)];

/** What a correction puts in the place of a play: a play without its own id and seq. */
const playContent = z.discriminatedUnion(
  'kind',
  eachKind((kind) => z.strictObject(contentShape(kind))),
);

/**
 * One entry of a book: a play of one of `PLAY_KINDS`, a deletion or a correction
 * (docs/rules/play-by-play.md#undo-corrections-and-deletions). Unknown fields are refused:
 * an entry is stored as it came, and read back by every device. Built from the kinds'
 * declarations, which its type cannot follow: book-schemas.test.ts holds it to `BookEntry`.
 */
export const bookEntry = z.discriminatedUnion('kind', [
  ...eachKind((kind) => z.strictObject({ ...contentShape(kind), id: bookId, seq })),
  z.strictObject({ kind: z.literal('delete'), id: bookId, seq, target: bookId }),
  z.strictObject({ kind: z.literal('replace'), id: bookId, seq, target: bookId, play: playContent }),
]) as unknown as z.ZodType<BookEntry>;

/** `POST /api/games/{id}/book/entries`: entries in the book's order, from the device that holds it. */
export const bookEntriesBody = z.object(
  {
    device: bookId,
    entries: z.array(bookEntry, { error: BATCH_MESSAGE }).min(1, BATCH_MESSAGE).max(MAX_BATCH, BATCH_MESSAGE),
  },
  { error: 'The request body must be a JSON object.' },
);
export type BookEntriesBody = z.input<typeof bookEntriesBody>;

/** `PUT /api/games/{id}/book/holder` and `POST /api/games/{id}/book/close`: the device asking. */
export const bookDeviceBody = z.object({ device: bookId }, { error: 'The request body must be a JSON object.' });
export type BookDeviceBody = z.input<typeof bookDeviceBody>;

/** How the league plays a game, on the wire. */
export const gameSettings = z.object(
  Object.fromEntries(Object.keys(LEAGUE_GAME_SETTINGS).map((key) => [key, z.number().int()])) as Record<
    keyof GameSettings,
    z.ZodNumber
  >,
);

/** A player who may be recorded for a side: the scorer's screen shows the number and name. */
const bookPlayer = z.object({ id: z.number().int(), name: z.string(), number: z.number().int().nullable() });
const bookTeam = z.object({ id: z.number().int(), name: z.string(), players: z.array(bookPlayer) });
export type BookTeam = z.infer<typeof bookTeam>;

/** `GET /api/games/{id}/book`: all a device needs to score the game, or to pick it up from another. */
export const gameBook = z.object({
  gameId: z.number().int(),
  league: z.object({ id: z.number().int(), name: z.string() }),
  date: isoDate,
  time: gameTime,
  home: bookTeam,
  away: bookTeam,
  settings: gameSettings,
  /** In `seq` order. */
  entries: z.array(bookEntry),
  /** The device holding the book and for whom, since when (ISO 8601); null before the first entry. */
  holder: z.object({ device: z.string(), name: z.string(), since: z.string() }).nullable(),
  /** The game was closed: its lines are stored, and only corrections may follow. */
  closed: z.boolean(),
  status: z.enum(GAME_STATUS_KEYS),
});
export type GameBook = z.infer<typeof gameBook>;

/** What a batch of entries did: how many were new, the book's last `seq`, whether it is closed. */
export const bookReceipt = z.object({ received: z.number().int(), lastSeq: z.number().int(), closed: z.boolean() });
export type BookReceipt = z.infer<typeof bookReceipt>;

/** A refused batch names the entry that was refused, when one was. */
export const bookRefusalBody = errorBody.extend({ entryId: z.string().optional() });
