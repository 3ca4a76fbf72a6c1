import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { todayIn } from '#domain/schedule.ts';
import type { SiteSettings } from '#domain/site.ts';
import type { Database } from '../db/client.ts';
import { exportJson } from './json.ts';
import { exportZip } from './zip.ts';

export const EXPORT_FORMATS = ['json', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  zip: 'application/zip',
};

export type ExportOptions = {
  /** The first start's settings, which stored settings are read over (src/server/site/settings.ts). */
  defaults: SiteSettings;
  /** The league's time zone: the file is named for the league's date. */
  timezone: string;
  exportedAt: Date;
};

/** `league-export-2026-01-15.zip`. */
export const exportFileName = (format: ExportFormat, { timezone, exportedAt }: ExportOptions) =>
  `league-export-${todayIn(timezone, exportedAt)}.${format}`;

/**
 * Writes the export to a file, every table read in one snapshot of the database (a transaction
 * that only reads, at repeatable read): a game saved while the export runs is either in it with
 * all its lines or not at all. The file is written at the disk's pace, never a client's, so the
 * snapshot is held only as long as the export takes to make (docs/decisions/041-export.md).
 * Answers the file's size in bytes.
 */
export async function writeExport(db: Database, format: ExportFormat, path: string, options: ExportOptions) {
  await db.transaction(
    async (tx) => {
      const pieces = format === 'json' ? exportJson(tx, options) : exportZip(tx, options);
      await pipeline(pieces, createWriteStream(path));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return (await stat(path)).size;
}
