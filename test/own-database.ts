import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { POSTGRES_ADMIN_URL, onPostgresServer } from './postgres-setup.ts';

/**
 * Databases a test file owns alone, on the tier it runs on: PGlite in memory, or a fresh
 * PostgreSQL database that `dropAll` removes. For tests that must not share the run's database.
 */
export function ownDatabases() {
  const handles: DatabaseHandle[] = [];
  const created: string[] = [];

  /** A new, migrated, empty database; `connections` handles open on it at once. */
  async function fresh(connections = 1): Promise<DatabaseHandle[]> {
    let opened: DatabaseHandle[];
    if (process.env.TEST_DB === 'postgres') {
      const name = `league_own_${randomBytes(4).toString('hex')}`;
      await onPostgresServer(`CREATE DATABASE ${name}`);
      created.push(name);
      const url = new URL(POSTGRES_ADMIN_URL);
      url.pathname = `/${name}`;
      opened = await Promise.all(
        Array.from({ length: connections }, () => openDatabase({ kind: 'postgres', url: url.toString() })),
      );
    } else {
      opened = [await openDatabase({ kind: 'pglite', dataDir: null })];
    }
    handles.push(...opened);
    return opened;
  }

  async function dropAll() {
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
    for (const name of created.splice(0)) await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  return { fresh, dropAll };
}
