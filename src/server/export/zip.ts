import { setImmediate as nextTurn } from 'node:timers/promises';
import { Zip, ZipDeflate } from 'fflate';
import { csvField } from '#domain/csv.ts';
import type { SiteSettings } from '#domain/site.ts';
import type { Executor } from '../db/client.ts';
import { csvFiles, type Cell } from './csv-files.ts';

/** Excel takes a CSV file for UTF-8 only with the mark it writes itself ("CSV UTF-8"); the importer reads it too. */
const UTF8_MARK = '\uFEFF';

const encoder = new TextEncoder();

/** Rows as `toCsv` writes them (src/domain/csv.ts), a page at a time rather than the whole table. */
const csvText = (rows: readonly (readonly Cell[])[]) =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

/**
 * The export as a zip of CSV files (docs/export-format.md#the-zip), written a piece at a time:
 * each page of rows is turned into CSV and deflated as it is read, and what fflate has made so
 * far is handed on before the next page is read.
 */
export async function* exportZip(
  db: Executor,
  { defaults, exportedAt }: { defaults: SiteSettings; exportedAt: Date },
): AsyncGenerator<Uint8Array> {
  const made: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else made.push(chunk);
  });
  function* takeMade() {
    if (failure) throw failure;
    yield* made.splice(0);
  }

  for await (const file of csvFiles(db, defaults)) {
    const entry = new ZipDeflate(file.path, { level: 6 });
    entry.mtime = exportedAt;
    zip.add(entry);
    entry.push(encoder.encode(UTF8_MARK + csvText([file.header])));
    for await (const rows of file.rows) {
      if (rows.length === 0) continue;
      entry.push(encoder.encode(csvText(rows)));
      yield* takeMade();
      await nextTurn();
    }
    entry.push(new Uint8Array(0), true);
    yield* takeMade();
  }
  zip.end();
  yield* takeMade();
}
