import { describe, expect, it } from 'vitest';
import { readStoredAnswer, storeAnswer } from './stored-answer.ts';

/** A local storage of the test's own, as the browser's behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const isNumbers = (data: unknown): data is number[] =>
  Array.isArray(data) && data.every((value) => typeof value === 'number');
const TEN_MINUTES = 600_000;
const storedAt = Date.UTC(2025, 10, 2, 18, 0, 0);

describe('answers kept in local storage', () => {
  it('reads back a fresh answer with the time it was stored', () => {
    const storage = memoryStorage();
    storeAnswer('feed', [1, 2], { now: storedAt, storage });
    expect(readStoredAnswer('feed', TEN_MINUTES, isNumbers, { now: storedAt, storage })).toEqual({
      storedAt,
      data: [1, 2],
    });
    // 9 min 59.999 s later it is still fresh.
    expect(readStoredAnswer('feed', TEN_MINUTES, isNumbers, { now: storedAt + 599_999, storage })?.data).toEqual([
      1, 2,
    ]);
  });

  it('counts an answer 10 minutes old, or from the future, as none', () => {
    const storage = memoryStorage();
    storeAnswer('feed', [1], { now: storedAt, storage });
    expect(readStoredAnswer('feed', TEN_MINUTES, isNumbers, { now: storedAt + 600_000, storage })).toBeUndefined();
    expect(readStoredAnswer('feed', TEN_MINUTES, isNumbers, { now: storedAt - 1, storage })).toBeUndefined();
  });

  it('counts a missing, corrupt or differently shaped entry as none', () => {
    const storage = memoryStorage();
    const read = () => readStoredAnswer('feed', TEN_MINUTES, isNumbers, { now: storedAt, storage });
    expect(read()).toBeUndefined();
    for (const raw of ['{"storedAt": 1', 'null', '"text"', '{"data": [1]}', `{"storedAt": ${storedAt}, "data": "x"}`]) {
      storage.setItem('feed', raw);
      expect(read(), raw).toBeUndefined();
    }
  });

  it('does without a storage that refuses to work', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeAnswer('feed', [1], { storage: refusing })).not.toThrow();
    expect(readStoredAnswer('feed', TEN_MINUTES, isNumbers, { storage: refusing })).toBeUndefined();
    // No local storage at all (Node here): nothing stored, nothing read.
    storeAnswer('feed', [1]);
    expect(readStoredAnswer('feed', TEN_MINUTES, isNumbers)).toBeUndefined();
  });
});
