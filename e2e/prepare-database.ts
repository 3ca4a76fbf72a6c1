/**
 * Prepares a PGlite directory for a browser test that needs a league the shared demo server
 * does not have. Run by `startServer` in its own process before the server starts:
 *   node --import tsx e2e/prepare-database.ts <dataDir> <scenario>
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { leagues } from '../src/server/db/schema.ts';
import { seedDemoLeague, todayIn } from '../src/server/seed/demo.ts';

export const SCENARIOS = ['two-active-leagues', 'registration-closed', 'empty-league'] as const;
export type Scenario = (typeof SCENARIOS)[number];

const [dataDir, scenario] = process.argv.slice(2) as [string, Scenario];
if (!dataDir || !SCENARIOS.includes(scenario)) {
  throw new Error(`usage: prepare-database.ts <dataDir> <${SCENARIOS.join('|')}>`);
}

const timezone = process.env.LEAGUE_TIMEZONE ?? 'America/New_York';
const handle = await openDatabase({ kind: 'pglite', dataDir });
try {
  if (scenario === 'empty-league') {
    // A league that has just been created: active, open for registration, no team yet.
    const today = todayIn(timezone);
    const endDate = new Date(Date.parse(`${today}T00:00:00Z`) + 84 * 86_400_000).toISOString().slice(0, 10);
    await handle.db.insert(leagues).values({
      name: 'Opening Season',
      startDate: today,
      endDate,
      isActive: true,
      isRegistrationOpen: true,
    });
  } else {
    await seedDemoLeague(handle.db, { timezone });
  }
  if (scenario === 'two-active-leagues') {
    // Last season's league is active again: two active leagues, the newest one first.
    await handle.db.execute(sql`UPDATE leagues SET is_active = true`);
  } else if (scenario === 'registration-closed') {
    await handle.db.execute(sql`UPDATE leagues SET is_registration_open = false`);
  }
} finally {
  await handle.close();
}
