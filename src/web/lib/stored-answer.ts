/** An API answer kept in the browser's local storage, with the time it was stored. */
export type StoredAnswer<T> = { storedAt: number; data: T };

/** The browser's local storage, or nothing where it is missing or refused (private modes, tests). */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The answer stored under `key` when it is younger than `maxAgeMs` and `isValid` accepts it;
 * an entry that is stale, from the future, unreadable or of another shape counts as none.
 */
export function readStoredAnswer<T>(
  key: string,
  maxAgeMs: number,
  isValid: (data: unknown) => data is T,
  { now = Date.now(), storage = browserStorage() }: { now?: number; storage?: Storage } = {},
): StoredAnswer<T> | undefined {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<StoredAnswer<unknown>> | null;
    const storedAt = entry?.storedAt;
    if (typeof storedAt !== 'number' || storedAt > now || now - storedAt >= maxAgeMs) return undefined;
    const data = entry?.data;
    return isValid(data) ? { storedAt, data } : undefined;
  } catch {
    return undefined;
  }
}

/** Stores `data` under `key`; a full or refused storage is no error (the answer is fetched again). */
export function storeAnswer<T>(
  key: string,
  data: T,
  { now = Date.now(), storage = browserStorage() }: { now?: number; storage?: Storage } = {},
) {
  try {
    storage?.setItem(key, JSON.stringify({ storedAt: now, data } satisfies StoredAnswer<T>));
  } catch {
    // Nothing to do: the next visit asks the server again.
  }
}
