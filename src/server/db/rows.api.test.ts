import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ownDatabases } from '../../../test/own-database.ts';
import type { Database } from './client.ts';
import { RowShapeError, rowsOf } from './rows.ts';
import { leagues } from './schema.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

/** A database of this file's own: PGlite in memory, or a fresh PostgreSQL database. */
const databases = ownDatabases();
let db: Database;

beforeAll(async () => {
  const [handle] = await databases.fresh();
  db = handle!.db;
  await db.insert(leagues).values({ name: 'Typed Reads League', startDate: '2026-09-01', endDate: '2026-12-01' });
});
afterAll(() => databases.dropAll());

const leagueRow = z.object({ id: z.number().int(), name: z.string(), startDate: z.string(), isActive: z.boolean() });

describe('a raw read parsed by its schema (docs/decisions/038-typed-reads.md)', () => {
  it('answers the rows the schema describes, the same on PGlite and PostgreSQL', async () => {
    const rows = await rowsOf(
      leagueRow,
      db,
      sql`SELECT id, name, start_date::text AS "startDate", is_active AS "isActive" FROM leagues WHERE name = ${'Typed Reads League'}`,
    );
    expect(rows).toEqual([
      { id: expect.any(Number), name: 'Typed Reads League', startDate: '2026-09-01', isActive: false },
    ]);
  });

  it('refuses a row that lacks a column, naming the column, when the query answers another name', async () => {
    const renamed = rowsOf(
      leagueRow,
      db,
      sql`SELECT id, name, start_date::text AS start_date, is_active AS "isActive" FROM leagues WHERE name = ${'Typed Reads League'}`,
    );
    await expect(renamed).rejects.toThrow(RowShapeError);
    await expect(renamed).rejects.toThrow(
      /^Row 1 of a raw read does not have the declared shape:\n.*received undefined\n.*at startDate$/s,
    );
  });

  it.runIf(onPostgres)(
    'refuses a count node-postgres answers as text (PGlite answers a number): a cast keeps both the same',
    async () => {
      const leaguesCounted = z.object({ leagues: z.number().int() });
      const uncast = rowsOf(leaguesCounted, db, sql`SELECT count(*) AS leagues FROM leagues`);
      await expect(uncast).rejects.toThrow(/expected number, received string\n.*at leagues/s);
      const cast = await rowsOf(leaguesCounted, db, sql`SELECT count(*)::int AS leagues FROM leagues`);
      expect(cast).toEqual([{ leagues: 1 }]);
    },
  );
});
