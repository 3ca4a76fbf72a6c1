import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, stat, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle, Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { FORMAT_NAME, FORMAT_VERSION, sequenceKey, type BackupHeader } from './format.ts';
import { lastAppliedMigration } from './migrations.ts';
import { BACKUP_TABLES, identifierList, sequenceOf, type BackupTable } from './tables.ts';

/**
 * Writing a backup (docs/backup-format.md): every table read in one snapshot, a batch of rows
 * at a time through a cursor, each batch compressed and written before the next is read, and
 * the event loop given a turn before each statement. The file appears under its name only once
 * it is whole.
 */

/**
 * Rows read at once. PGlite runs each statement on the server's own thread, reading its pages
 * from disk synchronously: a hundred rows keep even a cold read to a few tens of milliseconds.
 * PostgreSQL works elsewhere, so it is asked for more at a time. (FETCH takes no parameter.)
 */
const FETCH: Record<DatabaseHandle['kind'], { rows: number; statement: SQL }> = {
  pglite: { rows: 100, statement: sql`FETCH FORWARD 100 FROM backup_rows` },
  postgres: { rows: 1000, statement: sql`FETCH FORWARD 1000 FROM backup_rows` },
};

export type BackupSummary = { file: string; tables: number; rows: number; bytes: number; milliseconds: number };

export type WriteOptions = {
  /** Stops the backup between two batches; nothing is left behind. */
  signal?: AbortSignal;
  /**
   * Asked inside the snapshot's transaction before anything is read; false writes nothing
   * (the daily backup: another server is making it, or has made it).
   */
  proceed?: (tx: Executor) => Promise<boolean>;
};

const rowText = z.object({ row: z.string() });
const lastValue = z.object({
  value: z
    .union([z.string(), z.number(), z.bigint()])
    .nullable()
    .transform((value) => (value === null ? null : Number(value))),
});

/**
 * One JSON array per row, in primary-key order, as PostgreSQL writes each value in JSON: the
 * same text on PGlite and PostgreSQL, and what `json_populate_record` reads back exactly.
 */
async function* rowsOfTable(tx: Executor, kind: DatabaseHandle['kind'], table: BackupTable, signal?: AbortSignal) {
  // PGlite's statements resolve without the event loop turning in between: each one here is
  // preceded by a turn, so that the site's requests are served between any two.
  await nextTurn();
  await tx.execute(sql`DECLARE backup_rows NO SCROLL CURSOR FOR
    SELECT json_build_array(${identifierList(table.columns)})::text AS row
    FROM ${sql.identifier(table.name)} ORDER BY ${identifierList(table.primaryKey)}`);
  for (;;) {
    await nextTurn();
    signal?.throwIfAborted();
    const batch = await rowsOf(rowText, tx, FETCH[kind].statement);
    // A `json` value keeps its own line breaks; the schema's are all `jsonb`, which never does.
    if (batch.some(({ row }) => row.includes('\n'))) throw new Error(`a row of ${table.name} holds a line break`);
    if (batch.length > 0) yield batch.map(({ row }) => row);
    if (batch.length < FETCH[kind].rows) break;
  }
  await tx.execute(sql`CLOSE backup_rows`);
}

/** Each serial column's last value given out, so ids of deleted rows are never given out again. */
async function sequenceValues(tx: Executor): Promise<Record<string, number | null>> {
  const values: Record<string, number | null> = {};
  for (const table of BACKUP_TABLES) {
    for (const column of table.serials) {
      await nextTurn();
      const [row] = await rowsOf(
        lastValue,
        tx,
        sql`SELECT pg_sequence_last_value(${sequenceOf(table, column)}) AS value`,
      );
      values[sequenceKey(table.name, column)] = row?.value ?? null;
    }
  }
  return values;
}

async function* backupLines(
  tx: Executor,
  header: BackupHeader,
  signal: AbortSignal | undefined,
  tally: { rows: number },
) {
  const hash = createHash('sha256');
  const counted = (text: string) => {
    hash.update(text);
    return text;
  };
  yield counted(`${JSON.stringify(header)}\n`);
  for (const table of BACKUP_TABLES) {
    yield counted(`${JSON.stringify({ kind: 'table', name: table.name, columns: table.columns })}\n`);
    let tableRows = 0;
    for await (const batch of rowsOfTable(tx, header.database, table, signal)) {
      tableRows += batch.length;
      yield counted(`${batch.join('\n')}\n`);
    }
    tally.rows += tableRows;
    yield counted(`${JSON.stringify({ kind: 'table-end', name: table.name, rows: tableRows })}\n`);
  }
  yield counted(`${JSON.stringify({ kind: 'sequences', values: await sequenceValues(tx) })}\n`);
  const end = { kind: 'end', tables: BACKUP_TABLES.length, rows: tally.rows, sha256: hash.digest('hex') };
  yield `${JSON.stringify(end)}\n`;
}

/**
 * Writes a backup of the whole database to `file`, which must not exist yet; answers what it
 * wrote, or null when `proceed` said no. The rows come from one read-only snapshot, so they are
 * consistent across tables while the site keeps writing. On PGlite that snapshot is its one
 * connection's transaction: the site's queries wait for it, though never its event loop.
 */
export async function writeBackup(
  database: Pick<DatabaseHandle, 'db' | 'kind'>,
  file: string,
  options: WriteOptions = {},
): Promise<BackupSummary | null> {
  const started = performance.now();
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  const db: Database = database.db;
  try {
    const rows = await db.transaction(
      async (tx) => {
        // Timestamps are written in UTC whatever the server's zone, so the same data makes the same file.
        await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
        await nextTurn();
        if (options.proceed && !(await options.proceed(tx))) return null;
        await nextTurn();
        const header: BackupHeader = {
          format: FORMAT_NAME,
          version: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migration: await lastAppliedMigration(tx),
        };
        const tally = { rows: 0 };
        await pipeline(
          Readable.from(backupLines(tx, header, options.signal, tally)),
          createGzip(),
          createWriteStream(partial, { flags: 'wx' }),
        );
        // Inside the transaction, so that a lock `proceed` took covers the file's appearing too.
        // A link fails when the name is taken: a backup never replaces a file, even one made meanwhile.
        await link(partial, file);
        return tally.rows;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (rows === null) return null;
    const { size } = await stat(file);
    return {
      file,
      tables: BACKUP_TABLES.length,
      rows,
      bytes: size,
      milliseconds: Math.round(performance.now() - started),
    };
  } finally {
    await unlink(partial).catch(() => undefined);
  }
}
