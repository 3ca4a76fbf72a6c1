/**
 * At most `size` tasks at once; the rest wait their turn, first come first served. Public
 * reads that miss the cache run through it, so they can never hold every database
 * connection: an admin's write always finds one free.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resume) => this.waiting.push(resume));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get busy(): number {
    return this.running;
  }
}
