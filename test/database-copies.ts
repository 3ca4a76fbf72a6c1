import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../src/server/db/client.ts';
import { onPostgresServer, postgresUrl } from './postgres-server.ts';

/**
 * Every API test starts from a copy of a database migrated once per run: making and migrating
 * a database takes seconds, a copy a fraction of one (docs/decisions/035-test-layout.md). On
 * PGlite a copy is loaded from a dump (test/pglite-setup.ts); on PostgreSQL it is a new
 * database made from a template (test/postgres-setup.ts).
 */

let dump: Blob | undefined;

/** A new in-memory PGlite database that starts as a copy of the run's migrated one. */
export function pgliteCopy(): DatabaseTarget {
  dump ??= new Blob([readFileSync(inject('pgliteDump'))]);
  return { kind: 'pglite', dataDir: null, copyOf: dump };
}

/** Makes a new PostgreSQL database as a copy of the run's migrated template; returns its address. */
export async function postgresCopy(): Promise<{ name: string; url: string }> {
  const name = `${inject('postgresTemplate')}_${randomBytes(4).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  return { name, url: postgresUrl(name) };
}

export const dropPostgresDatabase = (name: string) => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

let fileDatabase: { name: string; url: string } | undefined;

/** The PostgreSQL database of the test file running now (test/postgres-file-database.ts makes it). */
export function filePostgresUrl(): string {
  if (!fileDatabase) throw new Error('no PostgreSQL database for this test file: its set-up file did not run');
  return fileDatabase.url;
}

/** Gives the test file running now a PostgreSQL database of its own, or drops it. */
export async function setFilePostgresDatabase(made: boolean) {
  if (made) {
    fileDatabase = await postgresCopy();
  } else if (fileDatabase) {
    const { name } = fileDatabase;
    fileDatabase = undefined;
    await dropPostgresDatabase(name);
  }
}
