import { affects, gameTag, leagueTag, type Change } from '../db/changes.ts';

/** How often a comment goes down every stream, so that proxies in front do not close a quiet one. */
export const HEARTBEAT_MS = 20_000;
/** A viewer whose connection has not taken this much of what was sent is dropped: its browser reconnects. */
export const MAX_UNSENT_BYTES = 1024 * 1024;

/** A stream of server-sent events to one viewer. */
export type LiveViewer = {
  /** Writes down the stream. */
  send: (chunk: Buffer | string) => void;
  /** Ends the stream. */
  end: () => void;
};

/** The live answer of a game as the public cache serves it: its status and its JSON. */
export type LiveRead = (gameId: number) => Promise<{ status: number; body: string }>;

type Log = { warn: (object: object, message: string) => void };

/** One game that someone on this server watches. */
type Watched = {
  /** Each viewer, with the last message it was sent. */
  viewers: Map<LiveViewer, Buffer | null>;
  /** What the live answer depends on, once it is known from a first read. */
  tags: string[] | null;
  /** The latest live answer's JSON. */
  answer: string | null;
  /**
   * The same as an event, encoded once: every viewer is written these very bytes, so a thousand
   * viewers cost no thousand encodings of a long answer.
   */
  message: Buffer | null;
  /** A read is under way; `again` when a change came after it began. */
  reading: boolean;
  again: boolean;
};

/** The live answer as a server-sent event: `data` holds one line of JSON, which never holds a line break. */
export const liveEvent = (json: string) => `event: live\ndata: ${json}\n\n`;
const HEARTBEAT = ': still here\n\n';

/**
 * The viewers of live games on this server (docs/decisions/048-live-game-book.md). It hears of
 * every change the public cache forgets answers for, whether made here or told by another server
 * through the change feed, and reads the live answer of each watched game that the change
 * concerns, once, through the public cache, then sends the same bytes to every viewer of that
 * game. At most one read per game is under way, and one more follows it when changes came
 * meanwhile. A game nobody watches here is never read.
 */
export class LiveHub {
  private readonly games = new Map<number, Watched>();
  private readonly read: LiveRead;
  private readonly log: Log;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly pending = new Set<number>();
  private flushing: NodeJS.Immediate | undefined;
  private closed = false;
  private viewerCount = 0;
  /** The most streams this server holds at once (`LIVE_VIEWERS_MAX`). */
  readonly max: number;
  /** How many live answers the hub has read: a test's measure of "nothing read when nobody watches". */
  reads = 0;

  constructor({ read, max, log }: { read: LiveRead; max: number; log: Log }) {
    this.read = read;
    this.max = max;
    this.log = log;
  }

  /** The streams open now. */
  get viewers(): number {
    return this.viewerCount;
  }

  /** The streams open now to one game. */
  viewersOf(gameId: number): number {
    return this.games.get(gameId)?.viewers.size ?? 0;
  }

  /** Whether another stream may open: the server is not closing and holds fewer than `max`. */
  get accepting(): boolean {
    return !this.closed && this.viewerCount < this.max;
  }

  /**
   * Adds a viewer of a game: it is sent the live answer at once when the hub holds a current
   * one, else when the read under way lands. Answers the function that removes it, or null when
   * no stream may open.
   */
  join(gameId: number, viewer: LiveViewer): (() => void) | null {
    if (!this.accepting) return null;
    let watched = this.games.get(gameId);
    if (!watched) {
      watched = { viewers: new Map(), tags: null, answer: null, message: null, reading: false, again: false };
      this.games.set(gameId, watched);
    }
    watched.viewers.set(viewer, null);
    this.viewerCount += 1;
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    // Without a read under way, the message held is as new as every change heard.
    if (watched.message !== null && !watched.reading) this.deliver(watched, viewer, watched.message);
    else if (!watched.reading) void this.readGame(gameId, watched);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.leave(gameId, viewer);
    };
  }

  /** What a write changed: every watched game whose live answer it may alter is read again. */
  changed(change: Change) {
    for (const [gameId, watched] of this.games) {
      if (watched.tags === null || affects(change, watched.tags)) this.pending.add(gameId);
    }
    // After the turn in which the change was heard: the cache has forgotten what it must, and
    // changes heard together make one read.
    if (this.pending.size > 0) this.flushing ??= setImmediate(() => this.flush());
  }

  /** Ends every stream and takes no more: the server is stopping. */
  close() {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = undefined;
    this.pending.clear();
    const games = [...this.games.values()];
    this.games.clear();
    this.viewerCount = 0;
    for (const watched of games) for (const viewer of watched.viewers.keys()) viewer.end();
  }

  private flush() {
    this.flushing = undefined;
    const gameIds = [...this.pending];
    this.pending.clear();
    for (const gameId of gameIds) {
      const watched = this.games.get(gameId);
      if (!watched) continue;
      if (watched.reading) watched.again = true;
      else void this.readGame(gameId, watched);
    }
  }

  private leave(gameId: number, viewer: LiveViewer) {
    const watched = this.games.get(gameId);
    if (!watched?.viewers.delete(viewer)) return;
    this.viewerCount -= 1;
    // Nobody watches: the game is forgotten, and read no more.
    if (watched.viewers.size === 0) this.games.delete(gameId);
    if (this.viewerCount === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /** Reads the game's live answer until no change came during the last read, sending each to its viewers. */
  private async readGame(gameId: number, watched: Watched) {
    watched.reading = true;
    try {
      do {
        watched.again = false;
        this.reads += 1;
        const answer = await this.read(gameId).catch((error: unknown) => {
          this.log.warn({ err: error }, 'could not read a live game');
          return null;
        });
        if (this.games.get(gameId) !== watched) return;
        if (answer?.status === 200) {
          // The same answer read again (another game of the league changed) is the same message.
          if (answer.body !== watched.answer) {
            const { leagueId } = JSON.parse(answer.body) as { leagueId: number };
            watched.tags = [gameTag(gameId), leagueTag(leagueId)];
            watched.answer = answer.body;
            watched.message = Buffer.from(liveEvent(answer.body));
          }
          for (const viewer of watched.viewers.keys()) this.deliver(watched, viewer, watched.message!);
        } else if (answer?.status === 404) {
          // The game was deleted: there is nothing more to follow.
          this.games.delete(gameId);
          this.viewerCount -= watched.viewers.size;
          for (const viewer of watched.viewers.keys()) viewer.end();
          return;
        }
        // Another status (the database away) sends nothing: the next change reads again.
      } while (watched.again);
    } finally {
      watched.reading = false;
    }
  }

  /** Sends `message` to a viewer that has not had it yet: an answer is sent to each viewer once. */
  private deliver(watched: Watched, viewer: LiveViewer, message: Buffer) {
    if (watched.viewers.get(viewer) === message) return;
    watched.viewers.set(viewer, message);
    viewer.send(message);
  }

  private beat() {
    for (const watched of this.games.values()) for (const viewer of watched.viewers.keys()) viewer.send(HEARTBEAT);
  }
}
