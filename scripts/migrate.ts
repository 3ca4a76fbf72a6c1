/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { openDatabase } from '../src/server/db/client.ts';
import { loadConfig } from '../src/server/env.ts';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.close();
console.log(`Migrations applied (${config.database.kind}).`);
