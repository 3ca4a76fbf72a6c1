import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type {
  PgliteAnswer,
  PgliteOpening,
  PgliteTask,
  PgliteWorkerData,
  StatementOptions,
  ThreadError,
} from './pglite-worker.ts';

/** The worker's module beside this one: its TypeScript where the server runs from the sources, its build in dist/server. */
const built = !import.meta.url.endsWith('.ts');
const workerModule = new URL(built ? './pglite-worker.js' : './pglite-worker.ts', import.meta.url);
/** Node older than 22.18 runs TypeScript through tsx, in the worker as in the server (scripts/start.js). */
const execArgv = built || (process.features as { typescript?: unknown }).typescript ? [] : ['--import', 'tsx'];

/** A statement's options as Drizzle gives them: its parsers keep some types' text as it is. */
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };

/** An error of the database, as PGlite threw it in the worker: its message and its fields (`code`, `constraint`…). */
export class DatabaseError extends Error {
  constructor(error: ThreadError) {
    super(error.message);
    this.name = error.name;
    Object.assign(this, error.fields);
  }
}

/** The message of a call made after the worker stopped, or that was under way when it did. */
export const THREAD_STOPPED = 'The database thread is not queryable: it stopped.';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** The longest the server's thread waits for one statement of an open transaction. */
const TRANSACTION_STATEMENT_MAX_MS = 10 * 60_000;
/**
 * A transaction's statements are waited for, the thread blocked, until they have blocked it
 * this long in all; its later statements are awaited. A save or a play takes a few
 * milliseconds in all and never waits for a turn of the event loop; an import, a restore or a
 * migration runs for seconds, and lets the server answer others between its statements.
 */
const BLOCKING_BUDGET_MS = 20;
/** The longest one wait for the worker's count lasts before the port is looked at again. */
const WAIT_SLICE_MS = 50;

/**
 * PGlite as Drizzle uses it (`query`, `transaction`), run in a worker thread
 * (src/server/db/pglite-worker.ts, decision 057). Statements go to the worker and their rows
 * come back; a transaction stays open in the worker while its statements are sent one by one.
 *
 * A statement on its own is awaited: the server's thread answers others meanwhile. A statement
 * of an open transaction is waited for, the server's thread blocked until it ends, as it was
 * while PGlite ran in it, up to `BLOCKING_BUDGET_MS` for the transaction. A save's statements
 * so never wait behind a turn of the event loop each, which under load is ten or twenty
 * milliseconds of other requests; and no other statement can run while the transaction is
 * open, so the wait is the statement's alone.
 *
 * The worker keeps the process alive only while a call is under way.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTransaction = 1;
  private stopped: Error | undefined;
  private lastMemoryBytes = 0;
  private readonly ready: Promise<unknown>;
  /** The port a transaction's statements are sent and answered on, and the count of answers the worker keeps. */
  private readonly nowPort: MessagePort;
  private readonly answered = new Int32Array(new SharedArrayBuffer(4));

  private constructor(opening: PgliteOpening) {
    const { port1, port2 } = new MessageChannel();
    this.nowPort = port1;
    const workerData: PgliteWorkerData = { opening, nowPort: port2, answered: this.answered };
    this.worker = new Worker(workerModule, { execArgv, workerData, transferList: [port2] });
    this.worker.unref();
    this.ready = this.expect(0);
    this.worker.on('message', (answer: PgliteAnswer) => this.settle(answer));
    this.worker.on('error', (error) => this.stop(error));
    this.worker.on('exit', (code) => this.stop(new Error(`${THREAD_STOPPED} (exit code ${code})`)));
  }

  /** Starts the worker and waits until PGlite has opened the database there. */
  static async open(opening: PgliteOpening): Promise<PgliteThread> {
    const thread = new PgliteThread(opening);
    try {
      await thread.ready;
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  /** The size of PostgreSQL's memory in the worker when it last answered (it grows, and never shrinks). */
  get memoryBytes(): number {
    return this.lastMemoryBytes;
  }

  async query<Row>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<Row>> {
    return (await this.ask({ kind: 'query', text, params, options: statementOptions(options) })) as Results<Row>;
  }

  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws.
   * Statements of others wait meanwhile, as PGlite makes them wait.
   */
  async transaction<T>(work: (tx: { query: PgliteThread['query'] }) => Promise<T>): Promise<T> {
    const transaction = this.nextTransaction++;
    await this.ask({ kind: 'begin', transaction });
    // Waited for while the transaction has blocked the thread less than its budget, then awaited.
    let blockedMs = 0;
    const send = async (task: PgliteTask) => {
      if (blockedMs >= BLOCKING_BUDGET_MS) return this.ask(task);
      const began = performance.now();
      try {
        return this.askNow(task);
      } finally {
        blockedMs += performance.now() - began;
      }
    };
    const tx = {
      query: async <Row>(text: string, params: unknown[] = [], options: QueryOptions = {}) =>
        (await send({ kind: 'query', text, params, options: statementOptions(options), transaction })) as Results<Row>,
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      // The work's own error says more than a failed rollback.
      await send({ kind: 'end', transaction, commit: false }).catch(() => undefined);
      throw error;
    }
    await send({ kind: 'end', transaction, commit: true });
    return result;
  }

  /** The database's folder as a tar file (a test's template). */
  dumpDataDir(): Promise<Blob> {
    return this.ask({ kind: 'dump' }) as Promise<Blob>;
  }

  /** Closes the database (PostgreSQL writes what it holds to its folder), then stops the worker. */
  async close(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.ask({ kind: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  private ask(ask: PgliteTask): Promise<unknown> {
    if (this.stopped) return Promise.reject(new Error(this.stopped.message));
    const id = this.nextId++;
    const answered = this.expect(id);
    this.worker.postMessage({ ...ask, id });
    return answered;
  }

  /**
   * Sends a statement of an open transaction and waits for its answer, the thread blocked:
   * the worker answers on `nowPort`, then counts one more in `answered`. The answer on the
   * port is what ends the wait; the count only wakes the thread to look, and a wake with no
   * answer yet (or a look between the two) is followed by another wait, a short one.
   */
  private askNow(task: PgliteTask): unknown {
    if (this.stopped) throw new Error(this.stopped.message);
    const id = this.nextId++;
    this.nowPort.postMessage({ ...task, id });
    const deadline = performance.now() + TRANSACTION_STATEMENT_MAX_MS;
    for (;;) {
      const seen = Atomics.load(this.answered, 0);
      const received = receiveMessageOnPort(this.nowPort);
      const answer = received?.message as PgliteAnswer | undefined;
      if (answer?.id === id) {
        this.lastMemoryBytes = answer.memoryBytes || this.lastMemoryBytes;
        if (!answer.ok) throw new DatabaseError(answer.error);
        return answer.value;
      }
      // An answer to a statement given up on before is passed over.
      if (answer) continue;
      const left = deadline - performance.now();
      if (left <= 0) {
        this.stop(new Error(`${THREAD_STOPPED} (no answer within ${TRANSACTION_STATEMENT_MAX_MS / 60_000} minutes)`));
        throw new Error(this.stopped!.message);
      }
      Atomics.wait(this.answered, 0, seen, Math.min(left, WAIT_SLICE_MS));
    }
  }

  private expect(id: number): Promise<unknown> {
    // Referenced while a call is under way: a script awaiting its last statement is not left to exit.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  private settle(answer: PgliteAnswer) {
    this.lastMemoryBytes = answer.memoryBytes || this.lastMemoryBytes;
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    if (this.pending.size === 0) this.worker.unref();
    if (answer.ok) pending.resolve(answer.value);
    else pending.reject(new DatabaseError(answer.error));
  }

  private stop(reason: Error) {
    this.stopped ??= reason;
    for (const pending of this.pending.values()) pending.reject(new Error(reason.message));
    this.pending.clear();
    this.worker.unref();
  }
}

const SAMPLE_TEXT = '2000-01-02 03:04:05+00';

/**
 * Drizzle's parsers keep the text of dates, times and intervals as it is: the worker does the
 * same for the types they name. A parser that does anything else cannot cross, and is refused.
 */
function statementOptions({ rowMode, parsers }: QueryOptions): StatementOptions {
  if (!parsers) return { rowMode };
  const textTypes = Object.keys(parsers).map(Number);
  for (const type of textTypes) {
    const parser = parsers[type];
    if (typeof parser !== 'function' || parser(SAMPLE_TEXT) !== SAMPLE_TEXT) {
      throw new TypeError(
        `The parser of type ${type} changes its text: only parsers that keep it reach the database thread.`,
      );
    }
  }
  return { rowMode, textTypes };
}
