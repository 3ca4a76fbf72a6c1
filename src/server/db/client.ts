import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

/** The same Drizzle API over PGlite and over PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/** News that league data changed, shared by every server of one database. */
export type ChangeFeed = {
  /** Tells every other server sharing the database that data changed (this one knows). */
  announce: () => Promise<void>;
  /** Calls `listener` whenever any server announced a change (or news may have been missed). */
  subscribe: (listener: () => void) => void;
};

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseTarget['kind'];
  changes: ChangeFeed;
  close: () => Promise<void>;
};

const CHANGE_CHANNEL = 'league_data_changed';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Closing twice (a test's own teardown, then its helper's) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Opens the database and applies the committed migrations (DESIGN §1). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    try {
      await migrateWithLock(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const changes = await postgresChangeFeed(pool);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      changes,
      close: once(async () => {
        await changes.stop();
        await pool.end();
      }),
    };
  }
  // A null data directory keeps the database in memory (tests).
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  // One process owns a PGlite database: there is no other server to tell.
  const changes: ChangeFeed = { announce: async () => undefined, subscribe: () => undefined };
  return { db: db as unknown as Database, kind: 'pglite', changes, close: once(() => client.close()) };
}

/**
 * LISTEN/NOTIFY on a connection of its own. When that connection drops it is opened again,
 * and listeners are told, since news may have been missed meanwhile. Each notice names the
 * server that sent it, and a server ignores its own: it has told its listeners already, and
 * hearing itself later would throw away answers read after the change.
 */
async function postgresChangeFeed(pool: pg.Pool): Promise<ChangeFeed & { stop: () => Promise<void> }> {
  const listeners: (() => void)[] = [];
  const self = randomUUID();
  const notify = () => listeners.forEach((listener) => listener());
  /** Gives the listening connection back to the pool once, however often it fails afterwards. */
  let release: ((destroy: boolean) => void) | undefined;
  let stopped = false;

  const listen = async () => {
    const connection = await pool.connect();
    let released = false;
    const releaseThis = (destroy: boolean) => {
      if (released) return;
      released = true;
      connection.release(destroy);
      if (release === releaseThis) release = undefined;
    };
    connection.on('notification', (message) => {
      if (message.payload !== self) notify();
    });
    // A dropped connection (server restart, database dropped) errors, perhaps after stop.
    connection.on('error', () => {
      releaseThis(true);
      if (!stopped) setTimeout(() => void listen().then(notify, () => undefined), 1000).unref();
    });
    await connection.query(`LISTEN ${CHANGE_CHANNEL}`);
    release = releaseThis;
  };
  await listen();

  return {
    announce: async () => {
      await pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, self]);
    },
    subscribe: (listener) => void listeners.push(listener),
    stop: async () => {
      stopped = true;
      release?.(false);
    },
  };
}

/** Several servers may start on one database: one migrates while the others wait. */
async function migrateWithLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('league-migrations'))`);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('league-migrations'))`);
    }
  } finally {
    client.release();
  }
}

export { schema };
