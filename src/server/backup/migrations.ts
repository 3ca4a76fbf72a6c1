import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export { MIGRATIONS_FOLDER };

/** A migration as a backup names it: its file's tag, Drizzle's hash of it, and its journal time. */
export type Migration = { tag: string; hash: string; createdAt: number };

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

let known: Migration[] | undefined;

/** The migrations this version of the code knows, oldest first. */
export function knownMigrations(): Migration[] {
  return (known ??= readMigrations(MIGRATIONS_FOLDER));
}

function readMigrations(folder: string): Migration[] {
  const journal = journalSchema.parse(JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')));
  // Drizzle reads the same journal in the same order, hashing each file as it records it.
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    hash: files[index]!.hash,
    createdAt: entry.when,
  }));
}

const appliedRow = z.object({ hash: z.string(), createdAt: z.coerce.number() });

/**
 * The last migration applied to the database, from Drizzle's own table: the schema the rows
 * of a backup made from it have.
 */
export async function lastAppliedMigration(db: Executor): Promise<Migration> {
  const [applied] = await rowsOf(
    appliedRow,
    db,
    sql`SELECT hash, created_at AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  );
  const known = knownMigrations().find((migration) => migration.createdAt === applied?.createdAt);
  if (!applied || !known) throw new Error('the database has no migration this version of the code knows');
  return { tag: known.tag, hash: applied.hash, createdAt: applied.createdAt };
}
