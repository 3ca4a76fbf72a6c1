import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { decodeChange, encodeChange, EVERYTHING, type Change } from './changes.ts';
import * as schema from './schema.ts';

/** The same Drizzle API over PGlite and over PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction: repository writes run in the caller's (see `inTransaction` in write-result.ts). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A transaction or the database itself: reads and single-statement writes accept either. */
export type Executor = Database | Transaction;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `copyOf`: a dump of another PGlite database (its `dumpDataDir`) that a new one starts as. */
  | { kind: 'pglite'; dataDir: string | null; copyOf?: Blob };

/** News of writes, shared by every server of one database. */
export type ChangeFeed = {
  /** Tells every other server sharing the database what a write changed (this one knows). */
  announce: (change: Change) => Promise<void>;
  /** Calls `listener` with what another server's write changed, or with everything when news may have been missed. */
  subscribe: (listener: (change: Change) => void) => void;
  /** Whether news is reaching this server now; while it is not, kept answers must not grow old. */
  readonly connected: boolean;
};

/** Where the database layer reports what happens to its connections. */
export type DatabaseLog = { info: (message: string) => void; warn: (message: string) => void };

export type DatabaseOptions = {
  log?: DatabaseLog;
  /** A statement running longer is cancelled (PostgreSQL), so a slow read cannot hold a connection for long. */
  statementTimeoutMs?: number;
};

/** Connections to PostgreSQL per server. Reads that miss the cache may use all but a few (`READ_SLOTS`). */
export const POOL_SIZE = 10;
export const READ_SLOTS = POOL_SIZE - 4;
/**
 * PGlite runs one statement at a time in the server's own thread: more reads at once only
 * queue inside it, ahead of a write's statements. Two keep it busy (decision 047).
 */
export const PGLITE_READ_SLOTS = 2;
/** A connection that cannot be made in this time counts as the database being unreachable. */
const CONNECT_TIMEOUT_MS = 1000;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** The memory the database takes in this process, in bytes: PGlite's; none for PostgreSQL. */
  memoryBytes: () => number;
  changes: ChangeFeed;
  close: () => Promise<void>;
};

const CHANGE_CHANNEL = 'league_data_changed';

/** The committed migrations, which `openDatabase` applies: src/server/db/migrations, copied beside the built server (dist/server). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Closing twice (a test's own teardown, then its helper's) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** PGlite and Drizzle's parts for it, loaded when first needed: a server on PostgreSQL never holds their code. */
export async function pgliteModules() {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, drizzle, migrate };
}

/** Opens the database and applies the committed migrations (docs/decisions/002-pglite-and-postgresql.md). */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const log = options.log ?? { info: (message) => console.info(message), warn: (message) => console.warn(message) };
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: POOL_SIZE,
      // A connection stays open once made: PostgreSQL keeps, per connection, the plans of the
      // statements and triggers it has run, and the saves warmed at start (decision 059).
      min: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => log.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    try {
      await migrateWithLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const changes = await postgresChangeFeed(target.url, pool, log);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      memoryBytes: () => 0,
      changes,
      close: once(async () => {
        await changes.stop();
        await pool.end();
      }),
    };
  }
  // A null data directory keeps the database in memory (tests).
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const { PGlite, drizzle: drizzlePglite, migrate: migratePglite } = await pgliteModules();
  const client = new PGlite({ dataDir: target.dataDir ?? undefined, loadDataDir: target.copyOf });
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  // One process owns a PGlite database: there is no other server to tell.
  const changes: ChangeFeed = { announce: async () => undefined, subscribe: () => undefined, connected: true };
  // PGlite's heap is the WebAssembly memory of its PostgreSQL build (it grows, and never shrinks).
  const wasm = client as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } };
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    memoryBytes: () => wasm.mod?.wasmMemory?.buffer.byteLength ?? 0,
    changes,
    close: once(() => client.close()),
  };
}

/** Waits between attempts to listen again: quick at first, then every half second, forever. */
const RELISTEN_DELAYS_MS = [50, 100, 200, 400, 500];

/**
 * LISTEN/NOTIFY on a connection of its own, outside the pool. When that connection drops it
 * is opened again until it succeeds, and listeners are told that everything may have
 * changed, since news may have been missed meanwhile. Each notice names the server that
 * sent it, and a server ignores its own: it has told its listeners already, and hearing
 * itself later would throw away answers read after the change.
 */
async function postgresChangeFeed(
  url: string,
  pool: pg.Pool,
  log: DatabaseLog,
): Promise<ChangeFeed & { stop: () => Promise<void> }> {
  const listeners: ((change: Change) => void)[] = [];
  const self = randomUUID();
  const tell = (change: Change) => listeners.forEach((listener) => listener(change));
  let current: pg.Client | undefined;
  let connected = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  /** Opens a listening connection; the first one must succeed, later ones are retried. */
  const listen = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      void client.end().catch(() => undefined);
      if (current !== client) return;
      current = undefined;
      connected = false;
      if (stopped) return;
      log.warn(`the change feed lost its connection (${error?.message ?? 'closed'}); listening again`);
      relisten(0);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.payload === undefined || message.payload.startsWith(self)) return;
      tell(decodeChange(message.payload.slice(message.payload.indexOf(' ') + 1)));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost = true;
      void client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      lost = true;
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    connected = true;
  };

  const relisten = (attempt: number) => {
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)]!;
    retry = setTimeout(() => {
      listen().then(
        () => {
          if (stopped) return;
          log.info(`the change feed is listening again after ${attempt + 1} attempt(s)`);
          tell(EVERYTHING);
        },
        (error: Error) => {
          // Said once, then once a minute or so, however long the database is away.
          if (attempt === 0 || attempt % 120 === 0) {
            log.warn(`the change feed cannot listen yet (${error.message}); trying again every 500 ms`);
          }
          if (!stopped) relisten(attempt + 1);
        },
      );
    }, delay);
    retry.unref();
  };

  await listen();

  return {
    announce: async (change) => {
      await pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, `${self} ${encodeChange(change)}`]);
    },
    subscribe: (listener) => void listeners.push(listener),
    get connected() {
      return connected;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      connected = false;
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Several servers may start on one database: one migrates while the others wait. */
async function migrateWithLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('league-migrations'))`);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('league-migrations'))`);
    }
  } finally {
    client.release();
  }
}

export { schema };
