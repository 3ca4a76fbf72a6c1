import { z } from 'zod';

/**
 * The backup file (docs/backup-format.md): gzip of UTF-8 JSON lines. A header, then for each
 * table a line naming it and its columns, one JSON array per row (PostgreSQL's own JSON of each
 * value) and a line counting the rows, then the sequences, then an end line with the totals and
 * a SHA-256 of every line before it. The same file on PGlite and on PostgreSQL.
 */

export const FORMAT_NAME = 'city-league-backup';
/** Raised when a reader of the older version could no longer read the file correctly. */
export const FORMAT_VERSION = 1;
export const FILE_EXTENSION = 'jsonl.gz';

/** A backup that is not restored, and why; nothing was changed. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

const migrationSchema = z.object({
  tag: z.string().min(1),
  hash: z.string(),
  createdAt: z.number().int(),
});

export const headerSchema = z.object({
  format: z.literal(FORMAT_NAME),
  version: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** The last migration applied to the database the rows come from. */
  migration: migrationSchema,
});
export type BackupHeader = z.infer<typeof headerSchema>;

export const tableStartSchema = z.object({
  kind: z.literal('table'),
  name: z.string(),
  columns: z.array(z.string()).min(1),
});

export const tableEndSchema = z.object({
  kind: z.literal('table-end'),
  name: z.string(),
  rows: z.number().int().nonnegative(),
});

/** Each serial column's last value given out (`table.column`), or null when none was. */
export const sequencesSchema = z.object({
  kind: z.literal('sequences'),
  values: z.record(z.string(), z.number().int().nonnegative().nullable()),
});

export const endSchema = z.object({
  kind: z.literal('end'),
  tables: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative(),
  /** SHA-256 (hex) of the file's lines before this one, each with its newline. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A non-row line: an object told apart by its `kind`. */
export const markLineSchema = z.discriminatedUnion('kind', [
  tableStartSchema,
  tableEndSchema,
  sequencesSchema,
  endSchema,
]);
export type MarkLine = z.infer<typeof markLineSchema>;

export const sequenceKey = (table: string, column: string) => `${table}.${column}`;

/** `league-backup-2026-03-01T09-30-00Z.jsonl.gz`: the default name of a backup made by hand. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  return `league-backup-${stamp}.${FILE_EXTENSION}`;
}

/** `league-backup-2026-03-01.jsonl.gz`: the daily backup of a league-local date. */
export const dailyFileName = (date: string) => `league-backup-${date}.${FILE_EXTENSION}`;

/** The daily backups' names, and only theirs: a backup made by hand is never deleted by the rotation. */
export const DAILY_FILE_PATTERN = /^league-backup-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/;
