import { describe, expect, it } from 'vitest';
import { Slots } from './slots.ts';

/** A task that runs until the test ends it, noting when it started. */
function heldTask(started: number[], id: number) {
  let end!: () => void;
  let fail!: (error: Error) => void;
  const task = () =>
    new Promise<number>((resolve, reject) => {
      started.push(id);
      end = () => resolve(id);
      fail = reject;
    });
  return { task, end: () => end(), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Slots', () => {
  it('runs at most its size at once, the rest in the order they came, and frees a slot however a task ends', async () => {
    const slots = new Slots(2);
    const started: number[] = [];
    const tasks = [1, 2, 3, 4].map((id) => heldTask(started, id));
    const results = tasks.map(({ task }) => slots.run(task));
    await settle();
    expect(started).toEqual([1, 2]);
    expect(slots.busy).toBe(2);

    tasks[1]!.fail(new Error('query failed'));
    await expect(results[1]).rejects.toThrow('query failed');
    await settle();
    expect(started).toEqual([1, 2, 3]);

    tasks[0]!.end();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    expect(slots.busy).toBe(2);

    tasks[2]!.end();
    tasks[3]!.end();
    expect(await Promise.all([results[0], results[2], results[3]])).toEqual([1, 3, 4]);
    expect(slots.busy).toBe(0);
  });
});
