/** A task waiting for a slot: its turn comes by `due`, the time it came plus the time it is expected to take. */
type Waiting = { resume: () => void; due: number };

/**
 * At most `size` tasks at once; the rest wait their turn. Public reads that miss the cache run
 * through it, so they can never hold every database connection: an admin's write always finds
 * one free.
 *
 * A freed slot goes to the waiting task with the earliest `due`: when it came plus how long it
 * is expected to take. Among tasks expected to take alike, that is the order they came; a
 * quick read (the site's settings, the list of leagues, which every page waits for) goes ahead
 * of slow ones that came a little before it, and a slow one waits at most about its own
 * expected time behind quicker ones that came after it, never for ever.
 */
export class Slots {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  /** Runs `task` in a slot; `expectedMs` is how long it is expected to take (0 when not known). */
  async run<T>(task: () => Promise<T>, expectedMs = 0): Promise<T> {
    if (this.running >= this.size) {
      const due = performance.now() + expectedMs;
      await new Promise<void>((resume) => this.waiting.push({ resume, due }));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.next();
      if (next) next.resume();
      else this.running -= 1;
    }
  }

  /** Takes the waiting task with the earliest `due` (the first of equals) out of the line. */
  private next(): Waiting | undefined {
    if (this.waiting.length === 0) return undefined;
    let first = 0;
    for (let index = 1; index < this.waiting.length; index += 1) {
      if (this.waiting[index]!.due < this.waiting[first]!.due) first = index;
    }
    return this.waiting.splice(first, 1)[0];
  }

  get busy(): number {
    return this.running;
  }
}
