import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client.ts';
import { POSTGRES_ADMIN_URL, onPostgresServer, postgresUrl } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database that no one connects to, for test files to copy. */
    postgresTemplate: string;
  }
}

/**
 * Global set-up of the PostgreSQL tier: one migrated template database per run, dropped
 * afterwards with every copy a test file left behind (test/database-copies.ts).
 */
export default async function setup(project: TestProject) {
  const name = `league_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${name}`);
  const migrated = await openDatabase({ kind: 'postgres', url: postgresUrl(name) }, { log: console });
  await migrated.close();
  project.provide('postgresTemplate', name);
  return async () => {
    // A copy a test file could not drop (a run stopped half-way) goes with its template.
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    try {
      const left = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `${name}%`,
      ]);
      for (const { datname } of left.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}
