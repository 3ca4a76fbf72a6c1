/**
 * Runs on every supported Node.js major: it writes and reads compressed files.
 * @module-tag node-apis
 */
import { copyFileSync, createReadStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { createGunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { emptyTables, fillLeague } from './filled-league.ts';
import { restoreBackup } from './restore.ts';
import { databaseText, siteAddresses, siteText } from './snapshots.ts';
import { BACKUP_TABLES } from './tables.ts';
import { writeBackup } from './write.ts';

type Kind = DatabaseHandle['kind'];
const tier: Kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const folder = mkdtempSync(path.join(tmpdir(), 'league-backup-test-'));
// A built app's page, so that the public pages arrive with their data as a visitor gets them.
const webDist = path.join(folder, 'web');
mkdirSync(webDist);
copyFileSync(new URL('../../web/index.html', import.meta.url), path.join(webDist, 'index.html'));

const databases = ownDatabases();
const others: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(others.map((handle) => handle.close()));
  await databases.dropAll();
  rmSync(folder, { recursive: true, force: true });
});

/** A migrated, empty database: the tier's own kind from its copies, PGlite in memory beside PostgreSQL. */
async function emptyDatabase(kind: Kind): Promise<DatabaseHandle> {
  if (kind === tier) return (await databases.fresh())[0]!;
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  others.push(handle);
  return handle;
}

async function appOn(database: DatabaseHandle) {
  const app = await buildApp(testConfig({ WEB_DIST: webDist, PUBLIC_ORIGIN: 'https://league.example.org' }), {
    logger: false,
    database,
  });
  apps.push(app);
  await app.ready();
  return app;
}

/** The file's lines after its header, but for the end line's checksum, which covers the header. */
async function linesAfterHeader(file: string): Promise<string[]> {
  const lines = (await text(createReadStream(file).pipe(createGunzip()))).split('\n');
  return lines.slice(1).map((line) => line.replace(/"sha256":"[0-9a-f]+"/, '"sha256":"…"'));
}

/** PGlite to PGlite on the PGlite tier; on the PostgreSQL tier, PostgreSQL to PostgreSQL and across the two. */
const pairs: [Kind, Kind][] =
  tier === 'pglite'
    ? [['pglite', 'pglite']]
    : [
        ['postgres', 'postgres'],
        ['pglite', 'postgres'],
        ['postgres', 'pglite'],
      ];

describe('a backup restored into an empty database', () => {
  it.each(pairs)(
    'from %s into %s holds every row of every table and gives every answer of the site, byte for byte',
    async (from, to) => {
      const source = await emptyDatabase(from);
      const original = await appOn(source);
      const { adminCookie } = await fillLeague(original);
      expect(
        await emptyTables(
          original,
          BACKUP_TABLES.map((table) => table.name),
        ),
      ).toEqual([]);

      const file = path.join(folder, `${from}-to-${to}.jsonl.gz`);
      const written = await writeBackup(source, file);
      const target = await emptyDatabase(to);
      const restored = await restoreBackup(target, file);
      expect(restored).toMatchObject({ tables: BACKUP_TABLES.length, rows: written!.rows, warnings: [] });

      const copy = await appOn(target);
      expect(await databaseText(target.db)).toEqual(await databaseText(source.db));
      const again = path.join(folder, `${from}-to-${to}-again.jsonl.gz`);
      await writeBackup(target, again);
      expect(await linesAfterHeader(again)).toEqual(await linesAfterHeader(file));

      const { addresses } = await siteAddresses(original);
      expect(addresses.length).toBeGreaterThan(500);
      const expected = await siteText(original, addresses, adminCookie);
      const answered = await siteText(copy, addresses, adminCookie);
      expect(Object.keys(answered)).toEqual(Object.keys(expected));
      const differing = Object.keys(expected).filter((address) => answered[address] !== expected[address]);
      expect(differing).toEqual([]);
    },
    180_000,
  );
});
