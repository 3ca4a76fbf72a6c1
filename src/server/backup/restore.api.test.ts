/**
 * Runs on every supported Node.js major: it writes, damages and reads compressed files.
 * @module-tag node-apis
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownDatabases } from '../../../test/own-database.ts';
import { buildSmallLeague } from '../../../test/small-league.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { BackupRefused } from './format.ts';
import { knownMigrations } from './migrations.ts';
import { restoreBackup } from './restore.ts';
import { databaseText } from './snapshots.ts';
import { BACKUP_TABLES } from './tables.ts';
import { writeBackup } from './write.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'league-backup-refusals-'));
const databases = ownDatabases();
let source: DatabaseHandle;
let target: DatabaseHandle;
let emptyText: Record<string, string[]>;
const good = path.join(folder, 'good.jsonl.gz');

beforeAll(async () => {
  source = (await databases.fresh())[0]!;
  await buildSmallLeague(source.db);
  await writeBackup(source, good);
  target = (await databases.fresh())[0]!;
  emptyText = await databaseText(target.db);
});
afterAll(async () => {
  await databases.dropAll();
  rmSync(folder, { recursive: true, force: true });
});

/** The good backup's lines, changed by `change`, written as a new file; the end line's checksum made again unless told. */
function changedBackup(name: string, change: (lines: string[]) => string[], options: { sign?: boolean } = {}) {
  const lines = gunzipSync(readFileSync(good)).toString('utf8').split('\n').slice(0, -1);
  let changed = change(lines);
  if (options.sign !== false) {
    const body = changed.slice(0, -1);
    const end = JSON.parse(changed.at(-1)!) as Record<string, unknown>;
    const sha256 = createHash('sha256')
      .update(body.map((line) => `${line}\n`).join(''))
      .digest('hex');
    changed = [...body, JSON.stringify({ ...end, sha256 })];
  }
  const file = path.join(folder, name);
  writeFileSync(file, gzipSync(changed.map((line) => `${line}\n`).join('')));
  return file;
}

/** Restores `file` into the empty target, expecting a refusal with `message`, and the target still empty. */
async function refused(file: string, message: RegExp) {
  const refusal = await restoreBackup(target, file).then(
    () => new Error('restored'),
    (error: unknown) => error,
  );
  expect(refusal).toBeInstanceOf(BackupRefused);
  expect((refusal as Error).message).toMatch(message);
  expect(await databaseText(target.db)).toEqual(emptyText);
}

const withHeader = (lines: string[], change: (header: Record<string, unknown>) => object) => [
  JSON.stringify(change(JSON.parse(lines[0]!) as Record<string, unknown>)),
  ...lines.slice(1),
];

describe('a restore refuses, and changes nothing,', () => {
  it('into a database that already holds data', async () => {
    const [filled] = await databases.fresh();
    await buildSmallLeague(filled!.db);
    const before = await databaseText(filled!.db);
    const refusal = await restoreBackup(filled!, good).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect((refusal as Error).message).toMatch(
      /^The database already holds data \(in leagues, locations, players, .*, player_stats\): a backup is restored only into an empty database\./,
    );
    expect(await databaseText(filled!.db)).toEqual(before);
  });

  it('a file that is no backup', async () => {
    const text = path.join(folder, 'notes.txt');
    writeFileSync(text, 'league notes\n');
    await refused(text, /notes\.txt is not a backup of this site: it is not gzip data\./);
    const other = path.join(folder, 'other.jsonl.gz');
    writeFileSync(other, gzipSync('{"hello":"world"}\n'));
    await refused(
      other,
      /other\.jsonl\.gz is not a backup of this site: its first line is not a city-league-backup header\./,
    );
    await refused(path.join(folder, 'missing.jsonl.gz'), /There is no file .*missing\.jsonl\.gz\./);
  });

  it('a file cut short, wherever it is cut', async () => {
    const bytes = readFileSync(good);
    const cut = path.join(folder, 'cut.jsonl.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await refused(cut, /cut\.jsonl\.gz is damaged or cut short: its compressed data is broken/);
    // Cut at a line, then compressed whole: the end line is missing.
    await refused(
      changedBackup('no-end.jsonl.gz', (lines) => lines.slice(0, -3), { sign: false }),
      /no-end\.jsonl\.gz is cut short: it stops before its end line/,
    );
    await refused(
      changedBackup('half-line.jsonl.gz', (lines) => [...lines.slice(0, 5), lines[5]!.slice(0, 10)], { sign: false }),
      /half-line\.jsonl\.gz is damaged: line 6 is not JSON\./,
    );
  });

  it('a file changed inside', async () => {
    const rowAt = (lines: string[]) => lines.findIndex((line) => line.startsWith('[') && line.includes('Gym'));
    await refused(
      changedBackup(
        'edited.jsonl.gz',
        (lines) => lines.map((line, index) => (index === rowAt(lines) ? line.replace('Gym', 'Gim') : line)),
        { sign: false },
      ),
      /edited\.jsonl\.gz is damaged: line \d+ holds a checksum the lines before it do not have\./,
    );
    await refused(
      changedBackup('short-row.jsonl.gz', (lines) =>
        lines.map((line, index) => (index === rowAt(lines) ? line.replace(/^\[\d+, /, '[') : line)),
      ),
      /short-row\.jsonl\.gz is damaged: line \d+ is a row of table locations without its \d+ values\./,
    );
    await refused(
      changedBackup('unknown-table.jsonl.gz', (lines) =>
        lines.map((line) => line.replace('"name":"locations"', '"name":"gyms"')),
      ),
      /unknown-table\.jsonl\.gz is damaged: line \d+ names a table this version of the site does not have \(gyms\)\./,
    );
  });

  it('a file the database refuses a row of, after loading the tables before it', async () => {
    // A negative score, with a good checksum: only the database's own check finds it.
    const file = changedBackup('negative.jsonl.gz', (lines) => {
      const games = lines.findIndex((line) => line.includes('"kind":"table","name":"games"'));
      return lines.map((line, index) => (index === games + 1 ? line.replace(/, 50, 40, /, ', -50, 40, ') : line));
    });
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    expect(text).toContain(', -50, 40, ');
    await refused(file, /^The database refused rows of table games: .*games_home_score_check/);
  });

  it('a file from a newer version of the site', async () => {
    const last = knownMigrations().at(-1)!;
    await refused(
      changedBackup('future.jsonl.gz', (lines) =>
        withHeader(lines, (header) => ({
          ...header,
          migration: { tag: '9999_from_the_future', hash: '0'.repeat(64), createdAt: last.createdAt + 86_400_000 },
        })),
      ),
      new RegExp(
        `^This backup comes from a newer version of the site: its database had migration 9999_from_the_future, and this version knows migrations up to ${last.tag}\\.`,
      ),
    );
    await refused(
      changedBackup('format-2.jsonl.gz', (lines) => withHeader(lines, (header) => ({ ...header, version: 2 }))),
      /format-2\.jsonl\.gz was written in version 2 of the backup format, by a newer version of the site; this one reads version 1\./,
    );
  });
});

describe('the derived tables of a restored backup', () => {
  it('are rebuilt from the stat lines by the triggers, and a backup whose rows differ is said to', async () => {
    // A player's total changed in the file, its checksum made again: the triggers' sums win.
    const file = changedBackup('stale-totals.jsonl.gz', (lines) => {
      const totals = lines.findIndex((line) => line.includes('"kind":"table","name":"player_league_totals"'));
      return lines.map((line, index) =>
        index === totals + 1 ? line.replace(/^\[(\d+), (\d+), (\d+),/, '[$1, $2, 99,') : line,
      );
    });
    const [fresh] = await databases.fresh();
    const restored = await restoreBackup(fresh!, file);
    expect(restored.warnings).toEqual([
      "player_league_totals, rebuilt from the stat lines as the site keeps it, differs from the backup's in 1 row; the rebuilt rows are kept.",
    ]);
    expect(await databaseText(fresh!.db)).toEqual(await databaseText(source.db));
  });
});

describe('a backup made before the last migrations', () => {
  it('is brought up to date as the database would have been, then restored', async () => {
    // Migration 0012 added the imports table and 0013 the games' score_only column: a backup
    // made at 0011 has neither.
    const at = knownMigrations().find((migration) => migration.tag === '0011_registration_matches')!;
    const file = changedBackup('at-0011.jsonl.gz', (lines) => {
      const start = lines.findIndex((line) => line.includes('"kind":"table","name":"imports"'));
      const end = lines.findIndex((line) => line.includes('"kind":"table-end","name":"imports"'));
      const kept = withoutColumn(
        [...lines.slice(0, start), ...lines.slice(end + 1)].map((line) =>
          line.replace(/"imports\.id":(\d+|null),/, ''),
        ),
        'games',
        'score_only',
      );
      const finish = JSON.parse(kept.at(-1)!) as { tables: number };
      kept[kept.length - 1] = JSON.stringify({ ...finish, tables: finish.tables - 1 });
      return withHeader(kept, (header) => ({ ...header, migration: at }));
    });
    const [fresh] = await databases.fresh();
    const restored = await restoreBackup(fresh!, file);
    expect(restored).toMatchObject({
      upgradedFrom: '0011_registration_matches',
      tables: BACKUP_TABLES.length,
      warnings: [],
    });
    expect(await databaseText(fresh!.db)).toEqual(await databaseText(source.db));
  });
});

/** The lines of a backup without one column of one table, as a backup made before it was added. */
function withoutColumn(lines: string[], table: string, column: string): string[] {
  const start = lines.findIndex((line) => line.includes(`"kind":"table","name":"${table}"`));
  const end = lines.findIndex((line) => line.includes(`"kind":"table-end","name":"${table}"`));
  const header = JSON.parse(lines[start]!) as { columns: string[] };
  const at = header.columns.indexOf(column);
  const drop = <T>(values: T[]) => values.filter((_, index) => index !== at);
  return lines.map((line, index) => {
    if (index === start) return JSON.stringify({ ...header, columns: drop(header.columns) });
    if (index > start && index < end) return JSON.stringify(drop(JSON.parse(line) as unknown[]));
    return line;
  });
}
