import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('the order of the waiting', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('gives a freed slot to the task due first: a quick one ahead of slow ones that came before it, a slow one ahead of quick ones that came after its expected time', async () => {
      vi.useFakeTimers({ toFake: ['performance'] });
      const slots = new Slots(1);
      const started: number[] = [];
      const holder = heldTask(started, 0);
      const results = [slots.run(holder.task)];
      // Waiting from t = 0: a read expected to take 50 ms, then one of 1 ms.
      const slow = heldTask(started, 1);
      const quick = heldTask(started, 2);
      results.push(slots.run(slow.task, 50), slots.run(quick.task, 1));
      // At t = 60 ms, a quick one of 1 ms: due at 61 ms, after the slow one (due at 50 ms).
      vi.advanceTimersByTime(60);
      const late = heldTask(started, 3);
      results.push(slots.run(late.task, 1));
      // Two unknown ones (0 ms), in the order they came.
      const unknown = [heldTask(started, 4), heldTask(started, 5)];
      results.push(...unknown.map(({ task }) => slots.run(task)));
      await settle();
      expect(started).toEqual([0]);

      for (const task of [holder, quick, slow, unknown[0]!, unknown[1]!, late]) {
        task.end();
        await settle();
      }
      expect(started).toEqual([0, 2, 1, 4, 5, 3]);
      expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(slots.busy).toBe(0);
    });
  });
});
