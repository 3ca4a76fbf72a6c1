import { BOOK_HELD_ELSEWHERE, MAX_BATCH, type GameBook } from '#domain/book-schemas.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import type { Book, BookEntry, Rosters } from '#domain/play-by-play.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { closeBook } from '../api/close-book.ts';
import { getBook } from '../api/get-book.ts';
import { sendEntries } from '../api/send-entries.ts';
import { takeBook } from '../api/take-book.ts';
import { askToKeepStorage, forgetSent, keepEntry, readBook, replaceBook, type BookGame } from './book-db.ts';
import { deviceId } from './device.ts';
import { bookProblem, mergeServerBook, type BookRules } from './server-book.ts';

/** What the scoring screen shows of a book: this device's copy, and how its sending goes. */
export type LiveBookView = {
  /** Opening: reading this device's copy and the server's; unavailable: neither could be read. */
  phase: 'opening' | 'open' | 'unavailable';
  /** Why the book cannot be shown. */
  unavailable: string | null;
  game: BookGame | null;
  /** Every entry this device knows, in `seq` order. */
  entries: Book;
  /** The entries the server has not confirmed yet, in `seq` order. */
  unsent: readonly BookEntry[];
  /** Another device holds the book: this one shows it and scores nothing until it takes the book over. */
  heldElsewhere: boolean;
  online: boolean;
  sending: boolean;
  /** The last send failed for the network or the server, and will be tried again. */
  retrying: boolean;
  /** The server refused an entry: the unsent entries wait for the book to be reloaded. */
  refusal: string | null;
  /** The session ended, or the account may not keep this game: sending waits for a sign-in. */
  accessProblem: string | null;
};

/** The view of a book that is open: its game is known. */
export type OpenView = LiveBookView & { game: BookGame };

const OPENING: LiveBookView = {
  phase: 'opening',
  unavailable: null,
  game: null,
  entries: [],
  unsent: [],
  heldElsewhere: false,
  online: true,
  sending: false,
  retrying: false,
  refusal: null,
  accessProblem: null,
};

export const NOT_ON_THIS_DEVICE =
  'This game is not on this device yet, and the server cannot be reached. Open it once with a connection to score it offline.';
export const NOT_KEPT =
  'This device could not keep the play, so it was not recorded. Check that the browser may store data for this site, then try again.';
export const NOTHING_TO_UNDO = 'There is no play to undo.';
export const SEND_FIRST =
  'Some plays have not reached the server yet. Close the game once they are sent: the server stores only the plays it has.';

/** The first retry after a failed send; each next one waits twice as long, up to the most. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MOST_MS = 30_000;
/** How often an open screen asks whether another device has taken the book. */
const HOLDER_CHECK_MS = 15_000;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);
const rostersOf = (game: BookGame): Rosters => ({
  home: game.home.players.map((player) => player.id),
  away: game.away.players.map((player) => player.id),
});
export const rulesOf = (game: BookGame): BookRules => ({
  rosters: rostersOf(game),
  settings: game.settings,
  closed: game.closed,
});

/**
 * A game's book on this device (docs/decisions/049-scoring-offline.md). The screen is driven
 * from the copy in IndexedDB: a new entry is checked with the domain's rules, written there,
 * then shown, and a sender sends the outbox in order whenever the device is online, again on a
 * timer while sends fail, and at once when the connection returns. Changes to the book run one
 * after another, so two quick taps never take the same `seq`.
 */
export class LiveBook {
  readonly device = deviceId();
  private view: LiveBookView = OPENING;
  private readonly listeners = new Set<() => void>();
  private changes: Promise<unknown> = Promise.resolve();
  private sendingNow: Promise<void> | null = null;
  private sendAgain = false;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private holderTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  readonly gameId: number;

  constructor(gameId: number) {
    this.gameId = gameId;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getView = () => this.view;

  /** Opens the book and starts sending; a book stopped and started again (React's strict mode) starts afresh. */
  start() {
    this.stopped = false;
    askToKeepStorage();
    this.update({ online: navigator.onLine });
    window.addEventListener('online', this.wentOnline);
    window.addEventListener('offline', this.wentOffline);
    document.addEventListener('visibilitychange', this.cameBack);
    this.holderTimer = setInterval(() => this.checkHolder(), HOLDER_CHECK_MS);
    void this.open();
  }

  stop() {
    this.stopped = true;
    window.removeEventListener('online', this.wentOnline);
    window.removeEventListener('offline', this.wentOffline);
    document.removeEventListener('visibilitychange', this.cameBack);
    clearInterval(this.holderTimer);
    clearTimeout(this.retryTimer);
  }

  /**
   * Adds the entry `make` builds from the book as it stands (none: an undo with nothing left to
   * undo): the domain's refusal, or null once the entry is kept on this device (and shown);
   * sending follows.
   */
  record(make: (book: Book) => BookEntry | null): Promise<string | null> {
    return this.inTurn(async () => {
      const { game, entries, heldElsewhere } = this.view;
      if (!game) return NOT_KEPT;
      if (heldElsewhere) return BOOK_HELD_ELSEWHERE;
      const entry = make(entries);
      if (!entry) return NOTHING_TO_UNDO;
      const problem = bookProblem(entries, entry, rulesOf(game));
      if (problem) return problem;
      const book = { gameId: this.gameId, game, entries: [...entries, entry] };
      try {
        await keepEntry(book, entry);
      } catch {
        return NOT_KEPT;
      }
      this.update({ entries: book.entries, unsent: [...this.view.unsent, entry] });
      // While sends fail, the retry timer sends it, waiting longer each time.
      if (!this.view.retrying) void this.flush();
      return null;
    });
  }

  /** Sends the outbox, a batch at a time, until it is empty or a send fails; resolves when done. */
  flush(): Promise<void> {
    if (this.sendingNow) {
      this.sendAgain = true;
      return this.sendingNow;
    }
    // This is the retry, if one was waiting: a failure schedules the next.
    clearTimeout(this.retryTimer);
    this.update({ retrying: false });
    this.sendingNow = this.sendAll().finally(() => {
      this.sendingNow = null;
      this.update({ sending: false });
      const again = this.sendAgain && !this.view.retrying;
      this.sendAgain = false;
      if (again) void this.flush();
    });
    return this.sendingNow;
  }

  /** Takes the book over to this device, then sends what waits: null, or why it failed. */
  async takeOver(): Promise<string | null> {
    await this.sendingNow;
    let answer: GameBook;
    try {
      answer = await takeBook(this.gameId, { device: this.device });
    } catch (error) {
      return errorMessage(error, 'The book could not be taken over. Check the connection and try again.');
    }
    await this.inTurn(() => {
      this.update({ refusal: null, accessProblem: null });
      return this.takeAnswer(answer, { takeOver: true });
    });
    void this.flush();
    return null;
  }

  /** Starts again from the server's book, leaving this device's unsent entries out: null, or why it failed. */
  async reloadFromServer(): Promise<string | null> {
    await this.sendingNow;
    let answer: GameBook;
    try {
      answer = await getBook(this.gameId);
    } catch (error) {
      return errorMessage(error, 'The book could not be read. Check the connection and try again.');
    }
    await this.inTurn(async () => {
      const { entries, ...game } = answer;
      await replaceBook({ gameId: this.gameId, game, entries }, []);
      this.update({
        game,
        entries,
        unsent: [],
        refusal: null,
        accessProblem: null,
        heldElsewhere: this.isOthers(game),
      });
    });
    return null;
  }

  /** Sends what waits, then closes the game: the server stores its lines and score. The game, or why not. */
  async close(): Promise<GameDetail | string> {
    await this.flush();
    if (this.view.unsent.length > 0) return SEND_FIRST;
    let detail: GameDetail;
    try {
      detail = await closeBook(this.gameId, { device: this.device });
    } catch (error) {
      if (statusOf(error) === 409 && errorMessage(error, '') === BOOK_HELD_ELSEWHERE) this.heldByOther();
      return errorMessage(error, 'The game could not be closed. Check the connection and try again.');
    }
    await this.inTurn(async () => {
      const { game, entries, unsent } = this.view;
      if (!game) return;
      const closed = { ...game, closed: true };
      await replaceBook({ gameId: this.gameId, game: closed, entries: [...entries] }, unsent).catch(() => undefined);
      this.update({ game: closed });
    });
    return detail;
  }

  private update(change: Partial<LiveBookView>) {
    if (this.stopped) return;
    this.view = { ...this.view, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Runs `work` once the changes before it are done: the book changes one step at a time. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.changes.then(work, work);
    this.changes = turn.catch(() => undefined);
    return turn;
  }

  private isOthers(game: BookGame) {
    return game.holder !== null && game.holder.device !== this.device;
  }

  /** This device's copy first, so the screen shows at once and offline; then the server's. */
  private async open() {
    const kept = await readBook(this.gameId).catch(() => null);
    if (kept) {
      this.update({
        phase: 'open',
        game: kept.book.game,
        entries: kept.book.entries,
        unsent: kept.unsent,
        heldElsewhere: this.isOthers(kept.book.game),
      });
    }
    await this.refresh();
    void this.flush();
  }

  /** Reads the server's book and merges it with this device's copy; a failure leaves the copy as it is. */
  private async refresh() {
    let answer: GameBook;
    try {
      answer = await getBook(this.gameId);
    } catch (error) {
      const status = statusOf(error);
      if (this.view.phase === 'opening') {
        const unavailable = status === 0 ? NOT_ON_THIS_DEVICE : errorMessage(error, 'The game could not be loaded.');
        this.update({ phase: 'unavailable', unavailable });
      } else if (status === 401 || status === 403 || status === 404) {
        this.update({ accessProblem: errorMessage(error, 'This account may not keep this game.') });
      }
      return;
    }
    await this.inTurn(() => this.takeAnswer(answer, { takeOver: false }));
  }

  /**
   * Merges the server's answer into this device's copy and keeps the result. While a batch is
   * on its way the entries wait for the next read: the answer may have been read before it arrived.
   */
  private async takeAnswer(answer: GameBook, { takeOver }: { takeOver: boolean }) {
    const { entries, ...game } = answer;
    const heldElsewhere = this.isOthers(game);
    const { phase } = this.view;
    const local = phase === 'open' ? { entries: this.view.entries, unsent: this.view.unsent } : null;
    if (this.sendingNow && local && !takeOver) {
      this.update({ heldElsewhere });
      return;
    }
    const merged = mergeServerBook(local, entries, rulesOf(game), { holding: takeOver || !heldElsewhere });
    switch (merged.kind) {
      case 'merged':
        await replaceBook({ gameId: this.gameId, game, entries: merged.entries }, merged.unsent).catch(() => undefined);
        this.update({ phase: 'open', game, entries: merged.entries, unsent: merged.unsent, heldElsewhere });
        return;
      case 'behind':
        return;
      case 'waiting':
        this.update({ game, heldElsewhere });
        return;
      case 'refused':
        this.update({ game, heldElsewhere, refusal: merged.message });
        return;
    }
  }

  private async sendAll() {
    while (!this.stopped) {
      const { phase, unsent, heldElsewhere, refusal, accessProblem } = this.view;
      if (phase !== 'open' || unsent.length === 0 || heldElsewhere || refusal || accessProblem) return;
      // Offline, the `online` event sends again.
      if (!navigator.onLine) return this.update({ online: false });
      const batch = unsent.slice(0, MAX_BATCH);
      this.update({ sending: true });
      try {
        await sendEntries(this.gameId, { device: this.device, entries: batch });
      } catch (error) {
        return this.sendFailed(error);
      }
      this.failures = 0;
      const sent = new Set(batch.map((entry) => entry.id));
      await this.inTurn(async () => {
        // Should IndexedDB fail, the entries are sent again later, which changes nothing on the server.
        await forgetSent(this.gameId, sent).catch(() => undefined);
        this.update({ unsent: this.view.unsent.filter((entry) => !sent.has(entry.id)), retrying: false });
      });
    }
  }

  private sendFailed(error: unknown) {
    const status = statusOf(error);
    if (status === 409 && errorMessage(error, '') === BOOK_HELD_ELSEWHERE) return this.heldByOther();
    if (status === 400 || status === 409) {
      return this.update({ refusal: errorMessage(error, 'The server refused a play.'), retrying: false });
    }
    if (status === 401 || status === 403 || status === 404) {
      return this.update({ accessProblem: errorMessage(error, 'This account may not keep this game.') });
    }
    // The network or the server is away: try again, waiting longer after each failure.
    this.failures += 1;
    this.update({ retrying: true });
    const delay = Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** (this.failures - 1));
    this.retryTimer = setTimeout(() => void this.flush(), delay);
  }

  /** Another device took the book: this one stops sending and learns who holds it. */
  private heldByOther() {
    this.update({ heldElsewhere: true, retrying: false });
    void this.refresh();
  }

  private checkHolder() {
    if (this.view.phase !== 'open' || this.sendingNow || !navigator.onLine) return;
    if (document.visibilityState !== 'visible') return;
    void this.refresh();
  }

  private wentOnline = () => {
    this.update({ online: true });
    void this.flush().then(() => this.refresh());
  };

  private wentOffline = () => this.update({ online: false });

  private cameBack = () => {
    if (document.visibilityState === 'visible') this.checkHolder();
  };
}
