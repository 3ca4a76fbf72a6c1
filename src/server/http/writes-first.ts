import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSessionToken, SESSION_COOKIE } from '../auth/sessions.ts';
import { onWriteRoutes } from './write-hooks.ts';

/** The longest a public read waits for writes under way. */
export const WRITE_HOLD_MS = 100;
/**
 * The longest stretch of one turn of the event loop given to reads that go on: the others go
 * on in the next turn, after the loop has read its sockets, where a write that has arrived
 * meanwhile closes the gate before them.
 */
export const READ_STRETCH_MS = 5;

type Held = { resume: () => void; since: number };

/**
 * Writes go first (docs/decisions/047-writes-first.md). While a write is under way, public
 * reads that arrive wait at this gate instead of taking turns of the event loop and of the
 * database: under a full load of visitors, each round trip of a write would otherwise queue
 * behind hundreds of reads. A read is held at most `holdMs`, however long writes run or
 * however many follow each other (an import), so writes never stall the site. Reads go on
 * `stretchMs` of a turn at most, so that a write is read soon after it arrives (decision 054).
 */
export class WritesFirst {
  /** Writes under way, by number, with the time each began. */
  private readonly writes = new Map<number, number>();
  /** Reads held, oldest first, with the time each arrived. */
  private waiting: Held[] = [];
  private timer: NodeJS.Timeout | undefined;
  private numbered = 0;
  /** When reads began to go on in this turn of the event loop, if they have. */
  private stretchBegan: number | undefined;
  private asked = 0;

  /** The longest a read is held. */
  readonly holdMs: number;
  /** The longest stretch of a turn given to reads. */
  readonly stretchMs: number;

  constructor(holdMs: number, stretchMs = READ_STRETCH_MS) {
    this.holdMs = holdMs;
    this.stretchMs = stretchMs;
  }

  /** Whether reads may go now: no write under way, or each has had its time. */
  get open(): boolean {
    const now = performance.now();
    for (const began of this.writes.values()) if (now - began < this.holdMs) return false;
    return true;
  }

  /** A write begins; the function returned says it ended (a second call does nothing). */
  enter(): () => void {
    const id = (this.numbered += 1);
    this.writes.set(id, performance.now());
    return () => {
      if (this.writes.delete(id)) this.release();
    };
  }

  /**
   * Resolves when the read may go: at the end of this turn of the event loop, once every
   * request read in it has arrived, when no write is under way then; else once the writes end
   * or the read has waited its longest. A read that arrived in the same turn as a write, ahead
   * of it, so waits for it too: within a turn, writes go first. Once reads have gone on for
   * `stretchMs` of a turn, the rest wait for the next.
   */
  turn(): Promise<void> {
    const since = performance.now();
    this.asked += 1;
    const going = (resume: () => void) => () => {
      this.asked -= 1;
      resume();
    };
    return new Promise((resume) => setImmediate(() => this.admit({ resume: going(resume), since })));
  }

  /**
   * How many reads wait to go on now: to the end of their turn, to the next turn once the
   * stretch is spent, or for writes. Under a crowd of visitors, tens; one browser, a few.
   */
  get readsWaiting(): number {
    return this.asked;
  }

  /** How many reads are held now. */
  get held(): number {
    return this.waiting.length;
  }

  /** At the end of a turn: the read goes on, waits for the next turn, or is held for the writes. */
  private admit(read: Held) {
    const now = performance.now();
    if (now - read.since < this.holdMs && !this.open) {
      this.waiting.push(read);
      this.schedule();
      return;
    }
    if (this.stretchBegan === undefined) {
      this.stretchBegan = now;
      // Queued before any read this turn puts off, so it runs first in the next turn.
      setImmediate(() => (this.stretchBegan = undefined));
    } else if (now - this.stretchBegan >= this.stretchMs) {
      setImmediate(() => this.admit(read));
      return;
    }
    read.resume();
  }

  /** Lets go every held read when the gate is open, else those held their longest. */
  private release() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = performance.now();
    const open = this.open;
    let going = 0;
    while (going < this.waiting.length && (open || now - this.waiting[going]!.since >= this.holdMs)) going += 1;
    const released = this.waiting.slice(0, going);
    this.waiting = this.waiting.slice(going);
    // Each goes on at the end of the turn, in the stretch reads are given.
    for (const read of released) setImmediate(() => this.admit(read));
    this.schedule();
  }
  /** Looks again when the oldest held read has waited its longest, or a write's hold ends. */
  private schedule() {
    if (this.timer || this.waiting.length === 0) return;
    const now = performance.now();
    let next = this.waiting[0]!.since + this.holdMs;
    for (const began of this.writes.values()) if (began + this.holdMs > now) next = Math.min(next, began + this.holdMs);
    this.timer = setTimeout(() => this.release(), Math.max(0, next - now) + 1);
    this.timer.unref();
  }
}

/**
 * Puts the gate in front of public reads (`app.writesFirst`, which they await) and makes every
 * signed-in write close it from the moment it arrives until it has answered. Such a write's
 * answer says how long the server took over it (`Server-Timing: app;dur=…`), so that the time it
 * spent waiting to be read, before, shows apart.
 */
export function installWritesFirst(app: FastifyInstance, holdMs = WRITE_HOLD_MS) {
  const gate = new WritesFirst(holdMs);
  app.decorate('writesFirst', gate);
  const writes = new WeakSet<FastifyRequest>();
  onWriteRoutes(app, {
    onRequest: (request, reply, done) => {
      // A visitor's write (a registration) does not hold the site's readers, nor does a write
      // that changes nothing they read (a visit, a sign-in).
      if (!request.routeOptions.config.keepsPublicCache && isSessionToken(request.cookies[SESSION_COOKIE] ?? '')) {
        writes.add(request);
        const leave = gate.enter();
        reply.raw.once('close', leave);
        reply.raw.once('finish', leave);
      }
      done();
    },
    onSend: (request, reply, payload, done) => {
      if (writes.has(request)) reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
      done(null, payload);
    },
  });
}
