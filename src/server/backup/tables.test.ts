import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { backupFileName, DAILY_FILE_PATTERN, dailyFileName } from './format.ts';
import { MIGRATIONS_FOLDER } from './migrations.ts';
import { BACKUP_TABLES } from './tables.ts';

const schemaTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name);

describe('the tables of a backup', () => {
  it('are every table of the schema, once', () => {
    expect(BACKUP_TABLES.map((table) => table.name).sort()).toEqual([...schemaTables].sort());
  });

  it('come each after the tables it refers to', () => {
    const seen = new Set<string>();
    for (const table of BACKUP_TABLES) {
      expect(
        table.refersTo.filter((name) => !seen.has(name)),
        table.name,
      ).toEqual([]);
      seen.add(table.name);
    }
  });

  it('have fewer than 100 columns each: a row is written with json_build_array, which takes at most 100', () => {
    for (const table of BACKUP_TABLES) expect(table.columns.length, table.name).toBeLessThan(100);
  });

  it('count as rebuilt exactly the tables that the migrations’ functions write', () => {
    // Each function's body, between its $$ quotes, names the tables it inserts into.
    const written = new Set<string>();
    for (const file of readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql'))) {
      const text = readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
      for (const [, body] of text.matchAll(/CREATE (?:OR REPLACE )?FUNCTION[\s\S]*?\$\$([\s\S]*?)\$\$/g)) {
        for (const [, table] of body!.matchAll(/INSERT INTO "?(\w+)"?/g)) written.add(table!);
      }
    }
    expect(written.size).toBeGreaterThan(0);
    const rebuilt = BACKUP_TABLES.filter((table) => table.rebuilt).map((table) => table.name);
    expect(rebuilt.sort()).toEqual([...written].sort());
  });
});

describe('the names of backup files', () => {
  it('say when a backup made by hand was made, in UTC, and the day of a daily one', () => {
    expect(backupFileName(new Date('2026-03-01T09:30:05.123Z'))).toBe('league-backup-2026-03-01T09-30-05Z.jsonl.gz');
    expect(dailyFileName('2026-03-01')).toBe('league-backup-2026-03-01.jsonl.gz');
  });

  it('set the daily ones apart, so that the rotation never deletes one made by hand', () => {
    expect(DAILY_FILE_PATTERN.test(dailyFileName('2026-03-01'))).toBe(true);
    expect(DAILY_FILE_PATTERN.test(backupFileName(new Date()))).toBe(false);
    expect(DAILY_FILE_PATTERN.test(`${dailyFileName('2026-03-01')}.0a1b2c3d.partial`)).toBe(false);
  });
});
