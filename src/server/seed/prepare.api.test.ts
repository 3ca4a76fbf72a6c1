import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/app.ts';
import { rowsOf } from '../db/rows.ts';

const onPglite = process.env.TEST_DB !== 'postgres';

describe('start-up on PGlite', () => {
  const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it.runIf(onPglite)('gathers the planner statistics, which PGlite has no autovacuum to gather', async () => {
    const app = await createTestApp({ SEED_DEMO: 'true' });
    apps.push(app);
    const [table] = await rowsOf(
      z.object({ estimated: z.number(), counted: z.number() }),
      app.db,
      sql`SELECT reltuples::int AS estimated, (SELECT count(*)::int FROM player_stats) AS counted
          FROM pg_class WHERE relname = 'player_stats'`,
    );
    // A table never analyzed estimates -1 rows; an analyzed small one knows its exact size.
    expect(table!.counted).toBeGreaterThan(0);
    expect(table!.estimated).toBe(table!.counted);
  });
});
