import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import type { Config } from '../env.ts';
import { adminUsers, leagues } from '../db/schema.ts';
import { ensurePages } from '../site/pages.ts';
import { ensureSettings } from '../site/settings.ts';
import { seedDemoLeague } from './demo.ts';

/**
 * Start-up work on a migrated database: the bootstrap admin when no admin exists
 * (docs/rules/roles.md#the-protected-account), the settings, waiver and pages of a first start,
 * then the demo league when asked for and the
 * database holds no league, then (PGlite) the planner's statistics.
 */
export async function prepareDatabase(db: Database, config: Config, log: FastifyBaseLogger) {
  await ensureBootstrapAdmin(db, config, log);
  await ensureSettings(db, config.site);
  await ensurePages(db);
  if (config.seedDemo) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(leagues);
    if ((row?.count ?? 0) === 0) {
      await seedDemoLeague(db, { timezone: config.leagueTimezone });
      log.info('loaded the demo league into the empty database');
    }
  }
  // PGlite runs no autovacuum, so its planner would never learn how the tables look and would
  // scan every stat line for one league's leaders: the statistics are gathered at each start.
  if (config.database.kind === 'pglite') await db.execute(sql`ANALYZE`);
}

async function ensureBootstrapAdmin(db: Database, config: Config, log: FastifyBaseLogger) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(adminUsers);
  if ((row?.count ?? 0) > 0) return;
  const generated = config.admin.password === undefined;
  const password = config.admin.password ?? randomBytes(9).toString('base64url');
  const inserted = await db
    .insert(adminUsers)
    .values({
      name: 'League Administrator',
      username: config.admin.username,
      passwordHash: await hashPassword(password),
      isProtected: true,
    })
    // Two servers starting on one empty database: the second one's insert is a no-op.
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  if (inserted.length === 0) return;
  if (generated) {
    log.warn(
      `Created the administrator "${config.admin.username}" with the generated password ${password} ` +
        '(shown only this once; set ADMIN_PASSWORD to choose it).',
    );
  } else {
    log.info(`Created the administrator "${config.admin.username}" from ADMIN_USERNAME / ADMIN_PASSWORD.`);
  }
}
