import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** The rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
