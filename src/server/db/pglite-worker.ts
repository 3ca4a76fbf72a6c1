import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * PGlite in a worker thread of its own (decision 057): PostgreSQL's WebAssembly runs here, so
 * a statement never holds the thread that answers visitors, which meanwhile renders pages and
 * sends answers. The main thread's side is src/server/db/pglite-thread.ts. Plain TypeScript
 * that Node runs itself: only Node's modules and PGlite.
 */

/** How the database is opened: its folder (none keeps it in memory), or a dump it starts as. */
export type PgliteOpening = { dataDir: string | undefined; loadDataDir: Blob | undefined };

/**
 * What the worker starts with: how to open the database, and the port and the count of
 * answers of the statements the server's thread waits for (those of an open transaction).
 */
export type PgliteWorkerData = { opening: PgliteOpening; nowPort: MessagePort; answered: Int32Array };

/** A statement's options as they cross threads: a parser cannot, so only the types read as text are named. */
export type StatementOptions = { rowMode?: 'array' | 'object'; textTypes?: number[] };

/** What the main thread asks for; `transaction` names the open transaction a statement belongs to. */
export type PgliteTask =
  | { kind: 'query'; text: string; params: unknown[]; options: StatementOptions; transaction?: number }
  | { kind: 'begin'; transaction: number }
  | { kind: 'end'; transaction: number; commit: boolean }
  | { kind: 'dump' }
  | { kind: 'close' };

/** A task with the number its answer comes back with. */
export type PgliteAsk = PgliteTask & { id: number };

/** A database error's fields that name what went wrong (never a query's values). */
export type ThreadError = { name: string; message: string; fields: Record<string, string | number> };

/** What the worker answers, with the size of PostgreSQL's memory at that moment. */
export type PgliteAnswer = { id: number; memoryBytes: number } & (
  { ok: true; value: Results<unknown> | Blob | null } | { ok: false; error: ThreadError }
);

const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/** An error as it can cross threads: its class's name, its message and its database fields. */
function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  const source = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  return { name: error.constructor.name, message: error.message, fields };
}

/** The parsers that keep these types' text as it is, made once for each set of types. */
const textParsers = new Map<string, Record<number, (text: string) => string>>();
function parsersFor(types: number[] | undefined) {
  if (!types || types.length === 0) return undefined;
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (text: string) => text]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

type Open = { tx: Transaction; end: (commit: boolean) => void; ended: Promise<unknown> };

/** Thrown inside a transaction to have PGlite roll it back. */
const ROLL_BACK = Symbol('roll back');

async function serve(port: NonNullable<typeof parentPort>, { opening, nowPort, answered }: PgliteWorkerData) {
  const pg = new PGlite({ dataDir: opening.dataDir, loadDataDir: opening.loadDataDir });
  const memory = pg as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } };
  const memoryBytes = () => memory.mod?.wasmMemory?.buffer.byteLength ?? 0;
  const open = new Map<number, Open>();

  const answer = (to: MessagePort, id: number, work: () => Promise<Results<unknown> | Blob | null>) =>
    work().then(
      (value) => to.postMessage({ id, ok: true, value, memoryBytes: memoryBytes() } satisfies PgliteAnswer),
      (error: unknown) =>
        to.postMessage({ id, ok: false, error: threadError(error), memoryBytes: memoryBytes() } satisfies PgliteAnswer),
    );

  /** Opens a transaction and answers once it has begun; it ends when the main thread says how. */
  const begin = (transaction: number) =>
    new Promise<null>((begun, failed) => {
      let end!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => (end = resolve));
      const ended = pg
        .transaction(async (tx) => {
          open.set(transaction, { tx, end, ended });
          begun(null);
          if (!(await decided)) throw ROLL_BACK;
        })
        .catch((error: unknown) => {
          if (error !== ROLL_BACK) throw error;
        })
        .finally(() => open.delete(transaction));
      // A transaction that could not begin says why.
      ended.catch(failed);
    });

  const end = async (transaction: number, commit: boolean) => {
    const current = open.get(transaction);
    if (!current) throw new Error('This transaction is closed.');
    current.end(commit);
    await current.ended;
    return null;
  };

  const query = async (ask: Extract<PgliteAsk, { kind: 'query' }>) => {
    const options = { rowMode: ask.options.rowMode, parsers: parsersFor(ask.options.textTypes) };
    if (ask.transaction === undefined) return pg.query(ask.text, ask.params, options);
    const current = open.get(ask.transaction);
    if (!current) throw new Error('This transaction is closed.');
    return current.tx.query(ask.text, ask.params, options);
  };

  const work = (ask: PgliteAsk): Promise<Results<unknown> | Blob | null> => {
    switch (ask.kind) {
      case 'query':
        return query(ask);
      case 'begin':
        return begin(ask.transaction);
      case 'end':
        return end(ask.transaction, ask.commit);
      case 'dump':
        return pg.dumpDataDir('none');
      case 'close':
        return pg.close().then(() => null);
    }
  };
  port.on('message', (ask: PgliteAsk) => void answer(port, ask.id, () => work(ask)));
  // The server's thread is blocked until the answer is on the port: the count wakes it.
  nowPort.on('message', (ask: PgliteAsk) =>
    answer(nowPort, ask.id, () => work(ask)).then(() => {
      Atomics.add(answered, 0, 1);
      Atomics.notify(answered, 0);
    }),
  );
  await pg.waitReady;
  port.postMessage({ id: 0, ok: true, value: null, memoryBytes: memoryBytes() } satisfies PgliteAnswer);
}

if (parentPort) {
  const port = parentPort;
  serve(port, workerData as PgliteWorkerData).catch((error: unknown) =>
    port.postMessage({ id: 0, ok: false, error: threadError(error), memoryBytes: 0 } satisfies PgliteAnswer),
  );
}
