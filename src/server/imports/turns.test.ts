import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batches, CODE_TURN_MS, nextBatchSize, now, STATEMENT_TURN_MS } from './turns.ts';

describe('batches sized by time', () => {
  it('scale the next batch to the time the last one took', () => {
    expect(STATEMENT_TURN_MS).toBe(30);
    // 100 lines in 75 ms: 40 fit in 30 ms.
    expect(nextBatchSize(100, 75)).toBe(40);
    // 40 in 30 ms: the same again.
    expect(nextBatchSize(40, 30)).toBe(40);
    // 40 in 20 ms would be 60 in 30 ms, which is half as many again: allowed.
    expect(nextBatchSize(40, 20)).toBe(60);
    // 40 in 5 ms would be 240: it grows by half at most, to 60.
    expect(nextBatchSize(40, 5)).toBe(60);
  });

  it('never shrink below one item nor grow past 200', () => {
    expect(nextBatchSize(1, 400)).toBe(1);
    expect(nextBatchSize(150, 0)).toBe(200);
  });

  it('hand over every item once, in order, the first batch as large as asked', async () => {
    const items = Array.from({ length: 1_000 }, (_, index) => index);
    const seen: number[][] = [];
    for await (const batch of batches(items, 7)) seen.push(batch);
    expect(seen[0]).toHaveLength(7);
    expect(seen.flat()).toEqual(items);
  });

  it('shrink when each item takes long', async () => {
    const items = Array.from({ length: 40 }, (_, index) => index);
    const sizes: number[] = [];
    for await (const batch of batches(items, 10)) {
      sizes.push(batch.length);
      const until = performance.now() + batch.length * 6;
      while (performance.now() < until);
    }
    // Ten items of 6 ms took 60 ms or more: at most five fit in 30 ms.
    expect(sizes[0]).toBe(10);
    expect(sizes[1]).toBeLessThanOrEqual(5);
  });
});

describe("an import's own code", () => {
  it(`gives the event loop a turn once it has run ${CODE_TURN_MS} ms`, async () => {
    let turns = 0;
    let running = true;
    const ticker = (async () => {
      while (running) {
        await nextTurn();
        turns += 1;
      }
    })();
    const began = performance.now();
    const stretches: number[] = [];
    let stretchBegan = performance.now();
    let turnsBefore = turns;
    // 80 ms of work in steps of 2 ms, asking for a turn after each step.
    while (performance.now() - began < 80) {
      const until = performance.now() + 2;
      while (performance.now() < until);
      await now();
      if (turns !== turnsBefore) {
        stretches.push(performance.now() - stretchBegan);
        stretchBegan = performance.now();
        turnsBefore = turns;
      }
    }
    running = false;
    await ticker;
    // About eight turns in 80 ms: never none, as a loop without them would give.
    expect(stretches.length).toBeGreaterThanOrEqual(3);
  });
});
