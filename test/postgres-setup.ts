import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/server/db/client.ts';

/** Where the API tests find PostgreSQL; `TEST_POSTGRES_URL` overrides it. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's maintenance database (creating and dropping databases). */
export async function onPostgresServer(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** A fresh, migrated database for this run, dropped afterwards. */
export default async function setup(project: TestProject) {
  const name = `league_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const migrated = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrated.close();
  project.provide('postgresUrl', url.toString());

  return async () => {
    const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}
