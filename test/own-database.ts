import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { dropPostgresDatabase, pgliteCopy, postgresCopy } from './database-copies.ts';

/**
 * Databases a test file owns alone, on the tier it runs on: PGlite in memory, or a new
 * PostgreSQL database that `dropAll` removes. Each starts as a copy of the run's migrated
 * database. For tests that must not share the test file's database.
 */
export function ownDatabases() {
  const handles: DatabaseHandle[] = [];
  const created: string[] = [];

  /** A new, migrated, empty database; `connections` handles open on it at once. */
  async function fresh(connections = 1): Promise<DatabaseHandle[]> {
    let opened: DatabaseHandle[];
    if (process.env.TEST_DB === 'postgres') {
      const { name, url } = await postgresCopy();
      created.push(name);
      opened = await Promise.all(Array.from({ length: connections }, () => openDatabase({ kind: 'postgres', url })));
    } else {
      opened = [await openDatabase(pgliteCopy())];
    }
    handles.push(...opened);
    return opened;
  }

  async function dropAll() {
    await Promise.all(handles.splice(0).map((handle) => handle.close()));
    for (const name of created.splice(0)) await dropPostgresDatabase(name);
  }

  return { fresh, dropAll };
}
