/** `npm run db:seed`: loads the demo league, but only into a database that has no league yet. */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { leagues } from '../src/server/db/schema.ts';
import { seedDemoLeague } from '../src/server/seed/demo.ts';
import { loadConfig } from '../src/server/env.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(leagues);
  if ((row?.count ?? 0) > 0) {
    console.error('The database already holds leagues; the demo is loaded only into an empty one.');
    process.exitCode = 1;
  } else {
    await seedDemoLeague(database.db, { timezone: config.leagueTimezone });
    console.log(`Demo league loaded (${config.database.kind}).`);
  }
} finally {
  await database.close();
}
