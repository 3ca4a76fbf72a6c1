import {
  entryProblem,
  GAME_OVER,
  nextSeq,
  type Book,
  type BookEntry,
  type GameSettings,
  type Rosters,
} from '#domain/play-by-play.ts';

/** What the book's own rules need to check an entry, beside the book. */
export type BookRules = { rosters: Rosters; settings: GameSettings; closed: boolean };

/**
 * Why `entry` may not join the book, as the server asks it: the domain's `entryProblem`, and a
 * closed game takes only corrections and deletions.
 */
export function bookProblem(book: Book, entry: BookEntry, rules: BookRules): string | null {
  if (rules.closed && entry.kind !== 'delete' && entry.kind !== 'replace') return GAME_OVER;
  return entryProblem(book, entry, rules.rosters, rules.settings);
}

/** The book this device keeps: every entry it knows, and those of them it has not sent yet. */
export type LocalBook = { entries: Book; unsent: readonly BookEntry[] };

export type Merged =
  /** The server's entries, then this device's unsent ones, renumbered to follow them. */
  | { kind: 'merged'; entries: BookEntry[]; unsent: BookEntry[] }
  /** The answer lacks entries the server has already stored for this device: it is older than what the device knows. */
  | { kind: 'behind' }
  /** Another device holds the book: this device's unsent entries wait, as they are, for the book to be taken over. */
  | { kind: 'waiting' }
  /** This device's unsent entries no longer fit the server's book: the domain's message. */
  | { kind: 'refused'; message: string };

/**
 * This device's book once the server's has been read (docs/decisions/049-scoring-offline.md).
 * The server's entries are the truth; an unsent entry the server already has was sent (only
 * its answer was lost); the others follow the server's entries, each checked again with the
 * domain's rules, in their order, with the `seq` that comes next. An answer that misses an
 * entry the server has stored (the service worker's copy, read offline) changes nothing.
 * `holding` is false while another device holds the book: then unsent entries wait.
 */
export function mergeServerBook(
  local: LocalBook | null,
  server: Book,
  rules: BookRules,
  { holding }: { holding: boolean },
): Merged {
  if (!local) return { kind: 'merged', entries: [...server], unsent: [] };
  const onServer = new Set(server.map((entry) => entry.id));
  const unsent = new Set(local.unsent.map((entry) => entry.id));
  if (local.entries.some((entry) => !unsent.has(entry.id) && !onServer.has(entry.id))) return { kind: 'behind' };
  const pending = local.unsent.filter((entry) => !onServer.has(entry.id));
  if (pending.length === 0) return { kind: 'merged', entries: [...server], unsent: [] };
  if (!holding) return { kind: 'waiting' };
  const entries = [...server];
  const renumbered: BookEntry[] = [];
  for (const entry of pending) {
    const moved = { ...entry, seq: nextSeq(entries) };
    const problem = bookProblem(entries, moved, rules);
    if (problem) return { kind: 'refused', message: problem };
    entries.push(moved);
    renumbered.push(moved);
  }
  return { kind: 'merged', entries, unsent: renumbered };
}
