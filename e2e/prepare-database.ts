/**
 * Prepares the PGlite directories the browser tests' servers start from, once per run: a
 * migrated, empty database, and one per scenario, a league the shared demo server must not
 * have. Each server then starts on a copy of one (e2e/server.ts), in a fraction of the time
 * making and migrating a database takes. Run by the global set-up in a process of its own:
 *   node --import tsx e2e/prepare-database.ts <folder>
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { leagues } from '../src/server/db/schema.ts';
import { seedDemoLeague, todayIn } from '../src/server/seed/demo.ts';
import { MIGRATED } from './server.ts';

const timezone = process.env.LEAGUE_TIMEZONE ?? 'America/New_York';

export const SCENARIOS = {
  /** Last season's league is active again: two active leagues, the newest one first. */
  'two-active-leagues': async (db: Database) => {
    await seedDemoLeague(db, { timezone });
    await db.execute(sql`UPDATE leagues SET is_active = true`);
  },
  'registration-closed': async (db: Database) => {
    await seedDemoLeague(db, { timezone });
    await db.execute(sql`UPDATE leagues SET is_registration_open = false`);
  },
  /** A league that has just been created: active, open for registration, no team yet. */
  'empty-league': async (db: Database) => {
    const today = todayIn(timezone);
    const endDate = new Date(Date.parse(`${today}T00:00:00Z`) + 84 * 86_400_000).toISOString().slice(0, 10);
    await db.insert(leagues).values({
      name: 'Opening Season',
      startDate: today,
      endDate,
      isActive: true,
      isRegistrationOpen: true,
    });
  },
};
export type Scenario = keyof typeof SCENARIOS;

async function prepare(folder: string) {
  const migrated = path.join(folder, MIGRATED);
  await (await openDatabase({ kind: 'pglite', dataDir: migrated })).close();
  for (const [scenario, fill] of Object.entries(SCENARIOS)) {
    const dataDir = path.join(folder, scenario);
    cpSync(migrated, dataDir, { recursive: true });
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await fill(handle.db);
    } finally {
      await handle.close();
    }
  }
}

const [folder] = process.argv.slice(2);
if (!folder) throw new Error('usage: prepare-database.ts <folder>');
await prepare(folder);
