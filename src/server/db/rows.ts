import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from './client.ts';

/**
 * A row of a raw query that does not have the shape its read declares: a column the query no
 * longer answers (renamed, misspelt, dropped) or answers with another type. The message names
 * the row and each column at fault.
 */
export class RowShapeError extends Error {
  constructor(index: number, error: z.ZodError) {
    super(`Row ${index + 1} of a raw read does not have the declared shape:\n${z.prettifyError(error)}`);
    this.name = 'RowShapeError';
  }
}

/**
 * The rows of a query's result, each parsed by `row`; node-postgres and PGlite both answer
 * `{ rows }`. A row that does not fit the schema throws a `RowShapeError`: a missing column fails
 * here, at the read, instead of reaching a page as `undefined`.
 */
export function parseRows<Row extends z.ZodType>(row: Row, result: unknown): z.output<Row>[] {
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new TypeError('A raw read answered no rows array.');
  return rows.map((value, index) => {
    const parsed = row.safeParse(value);
    if (!parsed.success) throw new RowShapeError(index, parsed.error);
    return parsed.data;
  });
}

/**
 * The rows of a raw query, typed by the schema that parses them
 * (docs/decisions/038-typed-reads.md). A read the query builder writes naturally does not need
 * this: the tables type its columns.
 */
export async function rowsOf<Row extends z.ZodType>(row: Row, db: Executor, query: SQL): Promise<z.output<Row>[]> {
  return parseRows(row, await db.execute(query));
}
