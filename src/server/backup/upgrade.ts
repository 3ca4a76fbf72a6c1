import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteModules, type Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { loadBackup } from './load.ts';
import { MIGRATIONS_FOLDER, knownMigrations } from './migrations.ts';
import { writeBackup } from './write.ts';

/**
 * A backup made before this version's last migration holds rows of an older schema, and a
 * later migration may have changed rows as well as tables (0006 set each played game's status).
 * Such a file is brought up to date the way the site's own database would have been: loaded
 * into a scratch PGlite database migrated only as far as the file's migration, migrated the
 * rest of the way, and backed up again. That file is then restored like any other.
 */

/** A copy of the migrations folder that ends with migration `last` (its index in the journal). */
async function migrationsUpTo(last: number, folder: string) {
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const migration of knownMigrations().slice(0, last + 1)) {
    await copyFile(path.join(MIGRATIONS_FOLDER, `${migration.tag}.sql`), path.join(folder, `${migration.tag}.sql`));
  }
}

/**
 * Brings `file`, made at migration `index` of this version's journal, up to this version's
 * schema; `use` gets the new file, which is deleted afterwards with the scratch database.
 */
export async function withUpgradedBackup<T>(file: string, index: number, use: (upgraded: string) => Promise<T>) {
  const scratch = await mkdtemp(path.join(tmpdir(), 'league-restore-'));
  try {
    const folder = path.join(scratch, 'migrations');
    await migrationsUpTo(index, folder);
    const { PGlite, drizzle, migrate } = await pgliteModules();
    // On disk rather than in memory: the whole league passes through it.
    const client = new PGlite(path.join(scratch, 'data'));
    const upgraded = path.join(scratch, 'upgraded.jsonl.gz');
    try {
      const pglite = drizzle(client, { schema });
      const db = pglite as unknown as Database;
      await migrate(pglite, { migrationsFolder: folder });
      await loadBackup(db, file, { exact: false });
      await migrate(pglite, { migrationsFolder: MIGRATIONS_FOLDER });
      await writeBackup({ db, kind: 'pglite' }, upgraded);
    } finally {
      await client.close();
    }
    return await use(upgraded);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
