import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import {
  BackupRefused,
  FORMAT_NAME,
  FORMAT_VERSION,
  headerSchema,
  markLineSchema,
  type BackupHeader,
  type MarkLine,
} from './format.ts';
import { knownMigrations } from './migrations.ts';
import { BACKUP_TABLES, backupTable, type BackupTable } from './tables.ts';

/**
 * Reading a backup file (docs/backup-format.md), without a database: the lines, the checks of
 * their order and counts against this version's schema, and where the file's migration stands.
 * The restore reads the file twice with the same checks: once before it touches the database,
 * once while loading.
 */

/** Rows handed to the loader at once, one statement each: a thousand rows or about a megabyte of text. */
const BATCH_ROWS = 1000;
const BATCH_CHARACTERS = 1_000_000;

type ZlibError = Error & { code?: string };
const isZlibError = (error: unknown): error is ZlibError =>
  error instanceof Error &&
  typeof (error as ZlibError).code === 'string' &&
  (error as ZlibError).code!.startsWith('Z_');

/** The file's lines without their newlines; the last one `unterminated` when the file does not end with one. */
async function* linesOf(file: string): AsyncGenerator<{ text: string; unterminated?: true }> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  gunzip.setEncoding('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      for (const text of parts) yield { text };
    }
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (rest !== '') yield { text: rest, unterminated: true };
}

function refusalOf(error: unknown, file: string): unknown {
  if ((error as { code?: string }).code === 'ENOENT') return new BackupRefused(`There is no file ${file}.`);
  if (!isZlibError(error)) return error;
  return /header check/.test(error.message)
    ? new BackupRefused(`${file} is not a backup of this site: it is not gzip data.`)
    : new BackupRefused(`${file} is damaged or cut short: its compressed data is broken (${error.message}).`);
}

function parseJson(text: string, lineNumber: number, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupRefused(`${file} is damaged: line ${lineNumber} is not JSON.`);
  }
}

/** The header, from the file's first line. */
function headerOf(text: string | undefined, file: string): BackupHeader {
  const notBackup = `${file} is not a backup of this site: its first line is not a ${FORMAT_NAME} header.`;
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw new BackupRefused(notBackup);
  }
  const format = z.object({ format: z.literal(FORMAT_NAME), version: z.number() }).safeParse(value);
  if (!format.success) throw new BackupRefused(notBackup);
  if (format.data.version > FORMAT_VERSION) {
    throw new BackupRefused(
      `${file} was written in version ${format.data.version} of the backup format, by a newer version of the site; this one reads version ${FORMAT_VERSION}.`,
    );
  }
  const header = headerSchema.safeParse(value);
  if (!header.success) throw new BackupRefused(`${file} is damaged: its header is incomplete.`);
  return header.data;
}

/** The file's first line, which says what the file is; the rest is not read. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  let first: string | undefined;
  try {
    for await (const line of linesOf(file)) {
      first = line.text;
      break;
    }
  } catch (error) {
    throw refusalOf(error, file);
  }
  return headerOf(first, file);
}

/** Where the file's migration stands: this version's last, or an older one (its index). */
export type MigrationStanding = { current: true } | { current: false; index: number };

/** The file's migration among this version's; a newer or unknown one is refused. */
export function migrationStanding(header: BackupHeader): MigrationStanding {
  const known = knownMigrations();
  const last = known.at(-1)!;
  const { tag, createdAt } = header.migration;
  const index = known.findIndex((migration) => migration.tag === tag && migration.createdAt === createdAt);
  if (index === known.length - 1) return { current: true };
  if (index >= 0) return { current: false, index };
  if (createdAt > last.createdAt) {
    throw new BackupRefused(
      `This backup comes from a newer version of the site: its database had migration ${tag}, and this version knows migrations up to ${last.tag}. Restore it with the version that made it, or a later one.`,
    );
  }
  throw new BackupRefused(
    `This backup's database had migration ${tag}, which this version of the site does not have (its last is ${last.tag}).`,
  );
}

/** What the loader is given as the file is read: each table, its rows in batches (each row's JSON text), the sequences. */
export type BackupSink = {
  table: (table: BackupTable, columns: string[]) => Promise<void>;
  rows: (table: BackupTable, columns: string[], rows: string[]) => Promise<void>;
  sequences: (values: Record<string, number | null>) => Promise<void>;
};

export type BackupContents = {
  header: BackupHeader;
  /** The tables the file holds, in its order. */
  tables: string[];
  rows: number;
};

export type ReadOptions = {
  /** The file must hold every table with every column of this version's schema (false: an older one). */
  exact: boolean;
};

const NO_SINK: BackupSink = { table: async () => {}, rows: async () => {}, sequences: async () => {} };

/**
 * Reads the whole file, checking each line against the format and this version's schema, and
 * hands what it holds to `sink`. Throws `BackupRefused` for anything out of place; an error of
 * the sink (the database's refusal of a row) passes through.
 */
export async function readBackup(file: string, options: ReadOptions, sink: BackupSink = NO_SINK) {
  const hash = createHash('sha256');
  let lineNumber = 0;
  let header: BackupHeader | undefined;
  let table: { table: BackupTable; columns: string[]; rows: number; batch: string[]; characters: number } | undefined;
  const tables: string[] = [];
  let totalRows = 0;
  let sequencesSeen = false;
  let ended = false;
  const damaged = (why: string) => new BackupRefused(`${file} is damaged: line ${lineNumber} ${why}.`);

  const flush = async () => {
    if (!table || table.batch.length === 0) return;
    const batch = table.batch;
    table.batch = [];
    table.characters = 0;
    await sink.rows(table.table, table.columns, batch);
  };

  const onMark = async (mark: MarkLine) => {
    switch (mark.kind) {
      case 'table': {
        if (table) throw damaged(`starts table ${mark.name} inside table ${table.table.name}`);
        if (sequencesSeen) throw damaged(`starts table ${mark.name} after the sequences`);
        const known = backupTable(mark.name);
        if (!known) throw damaged(`names a table this version of the site does not have (${mark.name})`);
        if (tables.includes(known.name)) throw damaged(`names table ${known.name} a second time`);
        // An older schema may lack a table this one refers to: its database's own keys decide.
        const missing = known.refersTo.filter((name) => !tables.includes(name));
        if (options.exact && missing.length > 0) {
          throw damaged(`starts table ${known.name} before the tables it refers to (${missing.join(', ')})`);
        }
        const unknown = mark.columns.filter((column) => !known.columns.includes(column));
        if (unknown.length > 0)
          throw damaged(`names columns table ${known.name} does not have (${unknown.join(', ')})`);
        if (new Set(mark.columns).size !== mark.columns.length) throw damaged(`names a column twice`);
        if (options.exact && mark.columns.length !== known.columns.length) {
          const absent = known.columns.filter((column) => !mark.columns.includes(column));
          throw damaged(`leaves out columns of table ${known.name} (${absent.join(', ')})`);
        }
        tables.push(known.name);
        table = { table: known, columns: mark.columns, rows: 0, batch: [], characters: 0 };
        await sink.table(known, mark.columns);
        return;
      }
      case 'table-end': {
        if (!table || table.table.name !== mark.name) throw damaged(`ends table ${mark.name}, which it is not in`);
        if (table.rows !== mark.rows) {
          throw damaged(`counts ${mark.rows} rows of table ${mark.name}, but ${table.rows} came before it`);
        }
        await flush();
        table = undefined;
        return;
      }
      case 'sequences': {
        if (table) throw damaged(`holds the sequences inside table ${table.table.name}`);
        if (sequencesSeen) throw damaged('holds the sequences a second time');
        if (options.exact) {
          const absent = BACKUP_TABLES.filter((known) => !tables.includes(known.name)).map((known) => known.name);
          if (absent.length > 0) throw damaged(`holds the sequences before tables ${absent.join(', ')}`);
        }
        sequencesSeen = true;
        await sink.sequences(mark.values);
        return;
      }
      case 'end': {
        if (table || !sequencesSeen) throw damaged('ends the file before its tables and sequences are complete');
        if (mark.tables !== tables.length || mark.rows !== totalRows) {
          throw damaged(
            `counts ${mark.tables} tables and ${mark.rows} rows, but ${tables.length} and ${totalRows} came before it`,
          );
        }
        if (mark.sha256 !== hash.digest('hex')) throw damaged('holds a checksum the lines before it do not have');
        ended = true;
        return;
      }
    }
  };

  try {
    for await (const line of linesOf(file)) {
      lineNumber += 1;
      if (ended) throw damaged('comes after the end line');
      if (line.unterminated) throw new BackupRefused(`${file} is cut short: its last line is incomplete.`);
      if (lineNumber === 1) {
        header = headerOf(line.text, file);
      } else if (line.text.startsWith('[')) {
        if (!table) throw damaged('is a row outside any table');
        const row = parseJson(line.text, lineNumber, file);
        if (!Array.isArray(row) || row.length !== table.columns.length) {
          throw damaged(`is a row of table ${table.table.name} without its ${table.columns.length} values`);
        }
        table.batch.push(line.text);
        table.characters += line.text.length;
        table.rows += 1;
        totalRows += 1;
        if (table.batch.length >= BATCH_ROWS || table.characters >= BATCH_CHARACTERS) await flush();
      } else {
        const mark = markLineSchema.safeParse(parseJson(line.text, lineNumber, file));
        if (!mark.success) throw damaged('is neither a row nor a line of the format');
        await onMark(mark.data);
      }
      if (!ended) hash.update(`${line.text}\n`);
    }
  } catch (error) {
    throw refusalOf(error, file);
  }
  if (!header) throw new BackupRefused(`${file} is not a backup of this site: it is empty.`);
  if (!ended) throw new BackupRefused(`${file} is cut short: it stops before its end line (after line ${lineNumber}).`);
  return { header, tables, rows: totalRows } satisfies BackupContents;
}
