import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STORED_STATS } from '#domain/stat-catalogue.ts';
import { points } from '#domain/stat-formulas.ts';
import { createTestApp } from '../../../test/app.ts';
import { rowsOf } from './rows.ts';
import { LINE_HAS_STATS, LINE_POINTS } from './stat-sql.ts';

/**
 * The records' per-player sums are kept by a trigger written in SQL in the migrations
 * (docs/decisions/016-stat-catalogue.md). What the catalogue implies, the trigger must say too:
 * a stat added to one and not the other fails here.
 */
let app: FastifyInstance;
let trigger = '';
beforeAll(async () => {
  app = await createTestApp();
  const [row] = await rowsOf(
    z.object({ definition: z.string() }),
    app.db,
    sql`SELECT pg_get_functiondef('player_league_totals_refresh'::regproc) AS definition`,
  );
  trigger = oneLine(row!.definition);
});
afterAll(() => app.close());

/** SQL with its white space folded, so that line breaks and indents never decide. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();
/** The text of a SQL fragment of stat-sql.ts, its quoted names written as the trigger writes them. */
const sqlText = (fragment: SQL) => oneLine(new PgDialect().sqlToQuery(fragment).sql.replaceAll('"', ''));

describe("the records' trigger and the stat catalogue", () => {
  it('count a game played by the same stats: every stat that shows play, and no other', () => {
    const played = STORED_STATS.filter((stat) => stat.showsPlayed).map((stat) => `ps.${stat.column}`);
    expect(played.length).toBeGreaterThan(10);
    expect(trigger).toContain(oneLine(`greatest(${played.join(', ')}) > 0`));
    expect(sqlText(LINE_HAS_STATS)).toBe(oneLine(`greatest(${played.join(', ')}) > 0`));
  });

  it('add up points by the same formula as the domain', async () => {
    expect(trigger).toContain(`sum${sqlText(LINE_POINTS)}`);
    const line = { ftm: 3, fgm: 4, threepm: 2 };
    const [row] = await rowsOf(
      z.object({ points: z.number() }),
      app.db,
      sql`SELECT ${LINE_POINTS}::int AS points FROM (SELECT ${line.ftm}::int AS ftm, ${line.fgm}::int AS fgm, ${line.threepm}::int AS threepm) ps`,
    );
    // 3 free throws, 4 two-pointers and 2 threes: 3 + 8 + 6.
    expect(points(line)).toBe(17);
    expect(row!.points).toBe(17);
  });

  it('keep every column of the sums it names', () => {
    for (const column of ['ftm', 'fgm', 'threepm', 'rebounds', 'offensive_rebounds', 'assists', 'steals', 'blocks']) {
      expect(STORED_STATS.map((stat) => stat.column)).toContain(column);
      expect(trigger).toContain(`ps.${column}`);
    }
  });
});
