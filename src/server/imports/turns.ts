import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * An import in short turns of the event loop (docs/decisions/055-import-turns-by-time.md).
 * PGlite answers in the server's own thread, and the preview's work is the server's own code:
 * nothing lets a timer or another request in unless the import gives the loop a turn. The turns
 * are measured in time, not in rows, as the same rows took three times as long on one day as on
 * another on the same machine.
 */

/** The longest an import's own code runs before it gives the loop a turn. */
export const CODE_TURN_MS = 10;

/** The time a batch of rows, its statement and the code around it, may take in one turn. */
export const STATEMENT_TURN_MS = 30;

const FIRST_BATCH = 50;
const SMALLEST_BATCH = 1;
const LARGEST_BATCH = 200;

let turnBegan = performance.now();

/**
 * Gives the event loop a turn when the import's code has run `CODE_TURN_MS` since the last
 * one it gave. After a wait on something else the clock is stale, and the turn comes at once.
 */
export async function now(): Promise<void> {
  if (performance.now() - turnBegan < CODE_TURN_MS) return;
  await nextTurn();
  turnBegan = performance.now();
}

/**
 * The size of the next batch, after one of `size` items took `tookMs`: as near
 * `STATEMENT_TURN_MS` as its pace says, growing by half at most at a time.
 */
export function nextBatchSize(size: number, tookMs: number): number {
  const paced = Math.floor((size * STATEMENT_TURN_MS) / Math.max(tookMs, 1));
  return Math.min(LARGEST_BATCH, Math.max(SMALLEST_BATCH, Math.min(paced, Math.ceil(size * 1.5))));
}

/**
 * The items a batch at a time, a turn of the event loop before each, each batch sized by the
 * time the caller took with the one before (`nextBatchSize`); `first` items in the first.
 */
export async function* batches<T>(items: readonly T[], first = FIRST_BATCH): AsyncGenerator<T[]> {
  let size = first;
  for (let start = 0; start < items.length;) {
    await nextTurn();
    const began = performance.now();
    const batch = items.slice(start, start + size);
    yield batch;
    start += batch.length;
    size = nextBatchSize(batch.length, performance.now() - began);
  }
}
