import { affects, type Change } from '../../db/changes.ts';
import { isDatabaseUnavailable } from '../errors.ts';
import { Slots } from '../slots.ts';
import { Answer, type FreshAnswer } from './answer.ts';
import { ChangeLog } from './change-log.ts';

/** While the change feed is down, news of other servers' writes may be missed: kept answers are read again after this long. */
export const UNCONFIRMED_MAX_AGE_MS = 2000;
/** After the database could not be reached, kept answers are served as they are for this long before it is tried again. */
const UNAVAILABLE_PAUSE_MS = 1000;
/** How long the reads of this many answers last took is remembered, to order the reads waiting for a slot. */
const READ_TIMES_KEPT = 4096;
/**
 * An answer in demand: asked for this many times since it was read, the last time within
 * `IN_DEMAND_WITHIN_MS`. A change that forgets it has it read again at once (`readAgain`).
 */
const IN_DEMAND_ASKS = 10;
const IN_DEMAND_WITHIN_MS = 10_000;
/** At most this many answers are read again after one change, those asked for most first. */
const READ_AGAIN_AT_MOST = 64;
/**
 * An answer whose last read took longer is read when a visitor asks, not ahead: the unfiltered
 * games list of 90 seasons, asked for by the thousand in a flood, took the server's thread for
 * most of the second after a change on PGlite when it was read again ahead of every page.
 */
const READ_AGAIN_UP_TO_MS = 50;
/**
 * Nor is an answer larger than this, however quick its last read: a read's time leaves out
 * what follows it (the body's compression), and a read made of other kept answers (the games
 * list of all seasons, from each league's slice) is quick only while they are kept. The 3 MB
 * games list, in demand after a flood, was read again ahead of every page on PGlite after a
 * change of everything: the mix's first second after it took 539 ms at p99 (205 ms on
 * PostgreSQL, which reads in a process of its own).
 */
const READ_AGAIN_UP_TO_BYTES = 256 * 1024;

/**
 * For this long after a change forgot an answer, a visitor who asks for it while its new answer
 * is being read, while every read slot is taken or while a crowd waits to be read, is served the
 * answer from before the change rather than wait for the read (decision 058). Otherwise the first
 * to ask reads the new answer, and waits for it.
 */
export const PREVIOUS_ANSWER_MS = 2000;
/**
 * A crowd: this many visitors' reads waiting to go on at once. On PGlite, whose reads run in the
 * server's thread one after another, the read slots are seldom all taken, but 200 connections
 * after a change of everything keep tens of reads waiting; one browser opening a page, a few.
 */
export const CROWD_WAITING = 32;

/** Reads that several answers are made of, kept until the next change: at most this many. */
const SHARED_READS_KEPT = 16;

type ReadOptions = {
  /**
   * Whether the read takes a read slot (the default). A read made of other kept answers (a
   * page and its first data) takes none: those reads take theirs, and a slot held while they
   * wait for one could leave none for them.
   */
  slot?: boolean;
  /** The address the answer is read at, for reading it again after a change (`readAgain`). */
  url?: string;
  /**
   * Whether the answer from before the last change may be served while the new one is read
   * (`PREVIOUS_ANSWER_MS`): a visitor's request, not one the server makes of its own answers.
   */
  previous?: boolean;
};

/**
 * How an answer was found: kept, read now, shared with a read already under way, kept and
 * served while the database is unreachable, or the answer from before a change, served while
 * the new one is read.
 */
export type Served = 'hit' | 'miss' | 'shared' | 'stale' | 'previous';

/** After which changes the answer from before a change is served (`PublicCacheOptions.servePrevious`). */
export type ServePrevious = boolean | 'everything';

type PublicCacheOptions = {
  /** The budget of kept answers, in bytes (`PUBLIC_CACHE_MB`). */
  maxBytes?: number;
  /** At most this many reads run at once (the rest wait), so reads never hold every database connection. */
  readSlots?: number;
  /** Whether news of every server's writes is reaching this one (the change feed is up). */
  confirmed?: () => boolean;
  /**
   * Reads these addresses again, as the server's own reads (never served an answer from before
   * a change): after a change forgot their answers while they were in demand, the reads first,
   * the quickest first, then the pages made of them; and for a visitor served the answer from
   * before a change while every read slot was taken.
   */
  readAgain?: (urls: string[]) => void;
  /** Whether answers are compressed in the server's own thread (`Answer.of`). */
  compressInThread?: boolean;
  /** How many visitors' reads wait to go on (`WritesFirst.readsWaiting`): a crowd when `CROWD_WAITING` or more. */
  waiting?: () => number;
  /**
   * After which changes the answers forgotten are kept for `PREVIOUS_ANSWER_MS`, to serve
   * visitors while their new ones are read: after every change (`true`, the default), only after
   * a change of everything (`'everything'`), or none (`false`), each answer then let go at once.
   * On PostgreSQL, where reads run beside the server's thread, visitors kept at full pace after
   * a save cost the next saves their turns, while after a change of everything they would all
   * wait for the reads (decision 058).
   */
  servePrevious?: ServePrevious;
};

/**
 * The answers of public reads, kept in memory until a write changes what they depend on.
 * Reads are far more frequent than writes, and every answer is the same for every anonymous
 * visitor. Concurrent misses of one answer share one read; an answer read across a change
 * it depends on is sent but not kept.
 */
export class PublicCache {
  private readonly answers = new Map<string, Answer>();
  private readonly flights = new Map<string, Promise<Answer>>();
  /** Reads that several answers are made of, under way or kept since the last change (`shared`). */
  private readonly sharedReads = new Map<string, { reading: Promise<unknown>; at: number }>();
  private readonly maxBytes: number;
  private keptBytes = 0;
  private readonly slots: Slots;
  private readonly confirmed: () => boolean;
  private readonly changes = new ChangeLog();
  /** How long each answer's last read took, in ms, the least recently read forgotten first. */
  private readonly readTimes = new Map<string, number>();
  /** Answers forgotten by the last change whose new answer is asked for (`readAgain`), not yet under way. */
  private readonly readsAsked = new Set<string>();
  private unavailableUntil = 0;
  private readonly listeners: ((change: Change) => void)[] = [];
  private readonly readAgain: ((urls: string[]) => void) | undefined;
  private readonly compressInThread: boolean;
  private readonly waiting: () => number;
  private readonly servePrevious: ServePrevious;

  constructor(options: PublicCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.slots = new Slots(options.readSlots ?? 6);
    this.confirmed = options.confirmed ?? (() => true);
    this.readAgain = options.readAgain;
    this.compressInThread = options.compressInThread ?? false;
    this.waiting = options.waiting ?? (() => 0);
    this.servePrevious = options.servePrevious ?? true;
  }

  /**
   * Forgets every answer the change may alter, and every read under way. A forgotten answer
   * stays for `PREVIOUS_ANSWER_MS`, served to visitors only while its new one is read, where
   * the cache serves the answer from before such a change (`servePrevious`).
   */
  invalidate(change: Change) {
    const keepPrevious = this.servePrevious === true || (this.servePrevious === 'everything' && 'everything' in change);
    this.changes.record(change);
    // A request from now on never joins a read that began before the change.
    this.flights.clear();
    this.sharedReads.clear();
    this.readsAsked.clear();
    const inDemand: [string, Answer][] = [];
    const now = Date.now();
    for (const [key, answer] of this.answers) {
      if (answer.forgottenAt !== undefined) {
        if (now - answer.forgottenAt > PREVIOUS_ANSWER_MS) this.forget(key, answer);
        continue;
      }
      if (!affects(change, answer.tags)) continue;
      if (keepPrevious) {
        answer.forgottenAt = now;
        // Let go first when room is needed.
        answer.used = false;
      } else {
        this.forget(key, answer);
      }
      if (this.worthReadingAgain(key, answer, now)) inDemand.push([key, answer]);
    }
    for (const listener of this.listeners) listener(change);
    if (inDemand.length > 0 && this.readAgain) {
      const chosen = this.inTurn(inDemand);
      for (const [key] of chosen) this.readsAsked.add(key);
      this.readAgain(chosen.map(([, answer]) => answer.url!));
    }
  }

  /** Whether a forgotten answer was in demand, and small and quick enough to read again ahead of its visitors. */
  private worthReadingAgain(key: string, answer: Answer, now: number): boolean {
    if (!answer.url || answer.asks < IN_DEMAND_ASKS || now - answer.askedAt > IN_DEMAND_WITHIN_MS) return false;
    if (answer.size > READ_AGAIN_UP_TO_BYTES) return false;
    return (this.readTimes.get(key) ?? 0) <= READ_AGAIN_UP_TO_MS;
  }

  /**
   * The addresses of answers to read again, in the order to ask for them: the most asked for
   * if there are too many; the reads before the pages made of them, the quickest first.
   */
  private inTurn(answers: [string, Answer][]): [string, Answer][] {
    const chosen = answers.sort(([, a], [, b]) => b.asks - a.asks).slice(0, READ_AGAIN_AT_MOST);
    // A page takes no read slot: it has no read time here, and comes after the reads.
    const time = ([key]: [string, Answer]) => this.readTimes.get(key) ?? Number.POSITIVE_INFINITY;
    return chosen.sort((a, b) => time(a) - time(b));
  }

  /**
   * Calls `listener` after every change the cache forgets answers for: a write on this server
   * and, through the change feed, another server's, since both come through `invalidate`.
   * Something that follows public answers (a live game's viewers) learns of changes here.
   */
  onInvalidate(listener: (change: Change) => void) {
    this.listeners.push(listener);
  }

  /** The bytes the kept answers take, with those from before a change still held (`PREVIOUS_ANSWER_MS`). */
  get bytes(): number {
    return this.keptBytes;
  }

  /** How many answers are kept, not counting those from before a change. */
  get size(): number {
    let kept = 0;
    for (const answer of this.answers.values()) if (answer.forgottenAt === undefined) kept += 1;
    return kept;
  }

  /** The kept answer, if it is still good to serve. */
  get(key: string): Answer | undefined {
    const answer = this.answers.get(key);
    if (!answer || answer.forgottenAt !== undefined) return undefined;
    if (!this.confirmed() && Date.now() - answer.readAt > UNCONFIRMED_MAX_AGE_MS) return undefined;
    // Marked, not moved: a hit costs next to nothing, and the answer is spared when room is made.
    answer.used = true;
    answer.asks += 1;
    answer.askedAt = Date.now();
    return answer;
  }

  /**
   * The answer for `key`: kept, or read by `read` (once, however many ask at the same time).
   * When the database cannot be reached, a kept answer is served however old it is. With
   * `previous`, for `PREVIOUS_ANSWER_MS` after a change, the answer from before it is served
   * while the new one is read; or while every read slot is taken, and the new one is then asked
   * for through `readAgain`, not waited for.
   */
  async answer(
    key: string,
    read: () => Promise<FreshAnswer>,
    { slot = true, url, previous = false }: ReadOptions = {},
  ): Promise<{ answer: Answer; served: Served }> {
    const kept = this.get(key);
    if (kept) return { answer: kept, served: 'hit' };
    const held = this.answers.get(key);
    const old = held?.forgottenAt === undefined ? held : undefined;
    if (old && Date.now() < this.unavailableUntil) return { answer: old, served: 'stale' };
    const underWay = this.flights.get(key);
    if (previous && held?.forgottenAt !== undefined && Date.now() - held.forgottenAt <= PREVIOUS_ANSWER_MS) {
      if (underWay || this.readsAsked.has(key)) return { answer: held, served: 'previous' };
      if (url && this.readAgain && (this.slots.busy >= this.slots.size || this.waiting() >= CROWD_WAITING)) {
        if (!this.readsAsked.has(key)) {
          this.readsAsked.add(key);
          this.readAgain([url]);
        }
        return { answer: held, served: 'previous' };
      }
    }
    try {
      return { answer: await (underWay ?? this.fly(key, read, slot, url)), served: underWay ? 'shared' : 'miss' };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      this.unavailableUntil = Date.now() + UNAVAILABLE_PAUSE_MS;
      if (old) return { answer: old, served: 'stale' };
      throw error;
    }
  }

  /**
   * The result of `read`, a read that several answers are made of (a league's sums, which its
   * totals and its averages show two ways): read once, and kept for the other answers until
   * the next change of any kind. A read that began before a change is never kept after it;
   * one that fails is not kept. At most `SHARED_READS_KEPT` are kept, the oldest let go first;
   * while the change feed is down, none is used older than `UNCONFIRMED_MAX_AGE_MS`.
   */
  shared<T>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.sharedReads.get(key);
    // While news of other servers' writes may be missed, no older than a kept answer may be.
    if (kept && (this.confirmed() || Date.now() - kept.at <= UNCONFIRMED_MAX_AGE_MS)) return kept.reading as Promise<T>;
    const reading = read();
    this.sharedReads.delete(key);
    this.sharedReads.set(key, { reading, at: Date.now() });
    if (this.sharedReads.size > SHARED_READS_KEPT) this.sharedReads.delete(this.sharedReads.keys().next().value!);
    reading.catch(() => {
      if (this.sharedReads.get(key)?.reading === reading) this.sharedReads.delete(key);
    });
    return reading;
  }

  /** Runs `read` in a read slot: a read of the database that is not itself an answer kept here. */
  inSlot<T>(read: () => Promise<T>): Promise<T> {
    return this.slots.run(read);
  }

  private fly(key: string, read: () => Promise<FreshAnswer>, slot: boolean, url: string | undefined): Promise<Answer> {
    const version = this.changes.version;
    this.readsAsked.delete(key);
    // After a change that forgets many answers, the quick reads (which every page waits for)
    // go ahead of the slow ones in the line for a slot.
    const flight = (slot ? this.slots.run(() => this.timed(key, read), this.readTimes.get(key)) : read()).then(
      async (fresh) => {
        const answer = await Answer.of(fresh, { inThread: this.compressInThread, url });
        if (!this.changes.changedSince(version, answer.tags)) this.keep(key, answer);
        return answer;
      },
    );
    this.flights.set(key, flight);
    const landed = () => {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    };
    flight.then(landed, landed);
    return flight;
  }

  /** Runs `read`, noting how long it took. */
  private async timed(key: string, read: () => Promise<FreshAnswer>): Promise<FreshAnswer> {
    const began = performance.now();
    try {
      return await read();
    } finally {
      this.readTimes.delete(key);
      this.readTimes.set(key, performance.now() - began);
      if (this.readTimes.size > READ_TIMES_KEPT) this.readTimes.delete(this.readTimes.keys().next().value!);
    }
  }

  private keep(key: string, answer: Answer) {
    const before = this.answers.get(key);
    if (before) this.forget(key, before);
    // An answer larger than the whole budget is sent, never kept.
    if (answer.bytes > this.maxBytes) return;
    this.makeRoom(answer.bytes);
    this.answers.set(key, answer);
    this.keptBytes += answer.bytes;
    // A body made later (gzip, when first asked for) counts while the answer is kept.
    answer.grew = (bytes) => {
      if (this.answers.get(key) !== answer) return;
      this.keptBytes += bytes;
      this.makeRoom(0);
    };
  }

  private forget(key: string, answer: Answer) {
    this.answers.delete(key);
    this.keptBytes -= answer.bytes;
  }

  /**
   * Lets answers go until `bytes` more fit: those from before a change, then the least recently
   * used, by a second chance: in the order they were kept, an answer asked for since the last
   * pass goes to the back, unmarked; the first one not asked for is let go.
   */
  private makeRoom(bytes: number) {
    // Answers from before a change go first.
    if (this.keptBytes + bytes > this.maxBytes)
      for (const [key, answer] of this.answers) {
        if (this.keptBytes + bytes <= this.maxBytes) break;
        if (answer.forgottenAt !== undefined) this.forget(key, answer);
      }
    while (this.keptBytes + bytes > this.maxBytes && this.answers.size > 0) {
      const [key, answer] = this.answers.entries().next().value as [string, Answer];
      this.answers.delete(key);
      if (answer.used) {
        answer.used = false;
        this.answers.set(key, answer);
      } else {
        this.keptBytes -= answer.bytes;
      }
    }
  }
}
