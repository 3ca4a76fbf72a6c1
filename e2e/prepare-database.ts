/**
 * Prepares a PGlite directory for a browser test that needs a league the shared demo server
 * does not have. Run by `startServer` in its own process before the server starts:
 *   node --import tsx e2e/prepare-database.ts <dataDir> <scenario>
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDemoLeague } from '../src/server/seed/demo.ts';

export const SCENARIOS = ['two-active-leagues', 'registration-closed'] as const;
export type Scenario = (typeof SCENARIOS)[number];

const [dataDir, scenario] = process.argv.slice(2) as [string, Scenario];
if (!dataDir || !SCENARIOS.includes(scenario)) {
  throw new Error(`usage: prepare-database.ts <dataDir> <${SCENARIOS.join('|')}>`);
}

const handle = await openDatabase({ kind: 'pglite', dataDir });
try {
  await seedDemoLeague(handle.db, { timezone: process.env.LEAGUE_TIMEZONE ?? 'America/New_York' });
  if (scenario === 'two-active-leagues') {
    // Last season's league is active again: two active leagues, the newest one first.
    await handle.db.execute(sql`UPDATE leagues SET is_active = true`);
  } else {
    await handle.db.execute(sql`UPDATE leagues SET is_registration_open = false`);
  }
} finally {
  await handle.close();
}
