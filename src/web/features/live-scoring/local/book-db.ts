import type { GameBook } from '#domain/book-schemas.ts';
import type { BookEntry } from '#domain/play-by-play.ts';

/**
 * The books this device scores, kept in IndexedDB (docs/decisions/049-scoring-offline.md): per
 * game, the game as the server last described it and the book as this device knows it, and an
 * outbox of the entries not sent yet, in `seq` order. A play is written here before the screen
 * shows it, so a reload, a closed tab or a flat battery loses nothing.
 */

const DATABASE = 'live-scoring';
const VERSION = 1;
const BOOKS = 'books';
const OUTBOX = 'outbox';

/** The game as the server last described it: teams, rosters, settings, holder; its entries are kept apart. */
export type BookGame = Omit<GameBook, 'entries'>;

/** A game's book as this device keeps it. */
export type KeptBook = {
  gameId: number;
  game: BookGame;
  /** Every entry this device knows, in `seq` order: the server's, then those it has not sent yet. */
  entries: BookEntry[];
};

/** An entry waiting to be sent, keyed by game and `seq` so that the outbox reads in the book's order. */
type OutboxRow = { gameId: number; seq: number; entry: BookEntry };

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(BOOKS, { keyPath: 'gameId' });
      request.result.createObjectStore(OUTBOX, { keyPath: ['gameId', 'seq'] });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    // The next call tries again (a private window may refuse once, a full disk may recover).
    opening = null;
    throw error;
  });
  return opening;
}

const gameOutbox = (gameId: number) => IDBKeyRange.bound([gameId, 0], [gameId, Infinity]);

/**
 * Runs `work` in one transaction over both stores: all its writes are kept, or none. `work`
 * makes its requests at once and answers a reader of their results, called once the
 * transaction has completed. A write is durable (`strict`) before it counts as done.
 */
async function inTransaction<T>(mode: IDBTransactionMode, work: (tx: IDBTransaction) => () => T): Promise<T> {
  const db = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction([BOOKS, OUTBOX], mode, { durability: mode === 'readwrite' ? 'strict' : 'default' });
    const result = work(tx);
    tx.oncomplete = () => resolve(result());
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB refused the write'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB gave the write up'));
  });
}

/** The game's book and its entries not sent yet, or null when this device has never opened it. */
export function readBook(gameId: number): Promise<{ book: KeptBook; unsent: BookEntry[] } | null> {
  return inTransaction('readonly', (tx) => {
    const book = tx.objectStore(BOOKS).get(gameId) as IDBRequest<KeptBook | undefined>;
    const rows = tx.objectStore(OUTBOX).getAll(gameOutbox(gameId)) as IDBRequest<OutboxRow[]>;
    return () => (book.result ? { book: book.result, unsent: rows.result.map((row) => row.entry) } : null);
  });
}

/** Keeps a new entry: the book with it, and the entry in the outbox, in one write. */
export function keepEntry(book: KeptBook, entry: BookEntry): Promise<void> {
  return inTransaction('readwrite', (tx) => {
    tx.objectStore(BOOKS).put(book);
    tx.objectStore(OUTBOX).put({ gameId: book.gameId, seq: entry.seq, entry } satisfies OutboxRow);
    return () => undefined;
  });
}

/** Takes the entries the server has stored out of the outbox. */
export function forgetSent(gameId: number, sent: ReadonlySet<string>): Promise<void> {
  return inTransaction('readwrite', (tx) => {
    const outbox = tx.objectStore(OUTBOX);
    const rows = outbox.getAll(gameOutbox(gameId)) as IDBRequest<OutboxRow[]>;
    rows.onsuccess = () => {
      for (const row of rows.result) if (sent.has(row.entry.id)) outbox.delete([gameId, row.seq]);
    };
    return () => undefined;
  });
}

/** Replaces the game's book and its whole outbox: after the server's book was read, taken over or reloaded. */
export function replaceBook(book: KeptBook, unsent: readonly BookEntry[]): Promise<void> {
  return inTransaction('readwrite', (tx) => {
    tx.objectStore(BOOKS).put(book);
    const outbox = tx.objectStore(OUTBOX);
    outbox.delete(gameOutbox(book.gameId));
    for (const entry of unsent) outbox.put({ gameId: book.gameId, seq: entry.seq, entry } satisfies OutboxRow);
    return () => undefined;
  });
}

/** Asks the browser not to clear this site's storage when space runs low; a refusal changes nothing. */
export function askToKeepStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}
