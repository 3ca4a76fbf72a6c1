import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WritesFirst } from './writes-first.ts';

/** Whether a read has been let go yet. */
function track(turn: Promise<void>) {
  const state = { going: false };
  void turn.then(() => (state.going = true));
  return state;
}

/** The end of this turn of the event loop, when reads that may go are let go. */
const endOfTurn = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WritesFirst', () => {
  it('lets reads go at the end of the turn while no write is under way', async () => {
    const gate = new WritesFirst(100);
    expect(gate.open).toBe(true);
    const read = track(gate.turn());
    expect(read.going).toBe(false);
    await endOfTurn();
    expect(read.going).toBe(true);
    expect(gate.held).toBe(0);
  });

  it('holds a read that arrived ahead of a write in the same turn until the write ends', async () => {
    const gate = new WritesFirst(100);
    const read = track(gate.turn());
    const leave = gate.enter();
    await endOfTurn();
    expect(read.going).toBe(false);
    expect(gate.held).toBe(1);
    leave();
    await endOfTurn();
    expect(read.going).toBe(true);
  });

  it('holds reads while a write is under way and lets them all go when it ends', async () => {
    const gate = new WritesFirst(100);
    const leave = gate.enter();
    const first = track(gate.turn());
    const second = track(gate.turn());
    await endOfTurn();
    expect(gate.held).toBe(2);
    await vi.advanceTimersByTimeAsync(50);
    expect([first.going, second.going]).toEqual([false, false]);
    leave();
    await endOfTurn();
    expect([first.going, second.going]).toEqual([true, true]);
    expect(gate.held).toBe(0);
    // Saying twice that it ended changes nothing.
    leave();
    expect(gate.open).toBe(true);
  });

  it('opens by itself once a long write has held reads its longest', async () => {
    const gate = new WritesFirst(100);
    gate.enter();
    const read = track(gate.turn());
    await vi.advanceTimersByTimeAsync(99);
    expect(read.going).toBe(false);
    await vi.advanceTimersByTimeAsync(3);
    expect(read.going).toBe(true);
    expect(gate.open).toBe(true);
    const next = track(gate.turn());
    await endOfTurn();
    expect(next.going).toBe(true);
  });

  it('holds no read longer than its limit, however many writes follow each other', async () => {
    const gate = new WritesFirst(100);
    gate.enter();
    const read = track(gate.turn());
    // A new write every 30 ms keeps the gate closed ...
    for (let step = 0; step < 3; step++) {
      await vi.advanceTimersByTimeAsync(30);
      gate.enter();
    }
    expect(gate.open).toBe(false);
    expect(read.going).toBe(false);
    // ... but the read that has waited 100 ms goes, and one that came later still waits.
    const later = track(gate.turn());
    await vi.advanceTimersByTimeAsync(12);
    expect(read.going).toBe(true);
    expect(later.going).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(later.going).toBe(true);
  });

  it('gives reads a stretch of each turn, so that a write read in the next turn goes before the rest', async () => {
    vi.useRealTimers();
    const gate = new WritesFirst(100, 5);
    const endOfThisTurn = () => new Promise((resume) => setImmediate(resume));
    // The first read works 6 ms; meanwhile a write arrives, read at the start of the next turn.
    const entered = new Promise<() => void>((resolve) => {
      void gate.turn().then(() => {
        setTimeout(() => resolve(gate.enter()));
        const began = performance.now();
        while (performance.now() - began < 6);
      });
    });
    const second = track(gate.turn());
    const leave = await entered;
    await endOfThisTurn();
    expect(second.going).toBe(false);
    expect(gate.held).toBe(1);
    leave();
    await endOfThisTurn();
    expect(second.going).toBe(true);
  });

  it('counts the reads waiting to go on: to the end of their turn, for the next, or for a write', async () => {
    const gate = new WritesFirst(100, 5);
    const first = track(gate.turn());
    const second = track(gate.turn());
    expect(gate.readsWaiting).toBe(2);
    await endOfTurn();
    expect([first.going, second.going]).toEqual([true, true]);
    expect(gate.readsWaiting).toBe(0);
    const leave = gate.enter();
    const held = track(gate.turn());
    await endOfTurn();
    expect(held.going).toBe(false);
    expect(gate.readsWaiting).toBe(1);
    leave();
    await endOfTurn();
    expect(held.going).toBe(true);
    expect(gate.readsWaiting).toBe(0);
  });
});
