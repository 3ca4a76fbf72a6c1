import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { seedDemoLeague, todayIn } from '../src/server/seed/demo.ts';

const DAY_MS = 86_400_000;

/**
 * The large generated data set of the benchmark: `seasons` demo seasons nine months apart
 * (each two leagues, 88 players, about 1,150 stat lines), of which only the newest league
 * stays active.
 */
export async function seedLargeLeague(db: Database, timezone: string, seasons = 30) {
  const today = Date.parse(`${todayIn(timezone)}T00:00:00Z`);
  for (let season = seasons - 1; season >= 0; season--) {
    const day = new Date(today - season * 270 * DAY_MS).toISOString().slice(0, 10);
    await seedDemoLeague(db, { timezone, today: day });
  }
  await db.execute(
    sql`UPDATE leagues SET is_active = false, is_registration_open = false
        WHERE id <> (SELECT id FROM leagues ORDER BY start_date DESC, id LIMIT 1)`,
  );
  // A live database has statistics (autovacuum on PostgreSQL, start-up on PGlite): gather them
  // now, so the first minutes of the bench do not measure plans made without any.
  await db.execute(sql`ANALYZE`);
  const counts = await db.execute(
    sql`SELECT (SELECT count(*) FROM leagues)::int AS leagues, (SELECT count(*) FROM players)::int AS players,
          (SELECT count(*) FROM games)::int AS games, (SELECT count(*) FROM player_stats)::int AS lines`,
  );
  return (counts as unknown as { rows: { leagues: number; players: number; games: number; lines: number }[] }).rows[0]!;
}
