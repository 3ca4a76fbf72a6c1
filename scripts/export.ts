/**
 * `npm run export -- [--format json|zip] [FILE]`: writes the export of the configured database
 * (docs/export-format.md), the same one `/api/export.json` and `/api/export.zip` give an admin,
 * to FILE, or to `league-export-YYYY-MM-DD.json` (or `.zip`) in the current folder.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { openDatabase } from '../src/server/db/client.ts';
import { ConfigError, loadConfig } from '../src/server/env.ts';
import { EXPORT_FORMATS, exportFileName, writeExport, type ExportFormat } from '../src/server/export/write.ts';
import { prepareDatabase } from '../src/server/seed/prepare.ts';

const USAGE = 'Usage: npm run export -- [--format json|zip] [FILE]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const isFormat = (value: string): value is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(value);

let args;
try {
  args = parseArgs({ options: { format: { type: 'string', short: 'f' } }, allowPositionals: true });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [target, ...extra] = args.positionals;
if (extra.length > 0) fail(`One file at most.\n${USAGE}`);
// Without --format, a FILE ending in .zip or .json says which; otherwise the JSON document, which holds everything.
const named =
  args.values.format ??
  path
    .extname(target ?? '')
    .slice(1)
    .toLowerCase();
const format: ExportFormat = isFormat(named) ? named : args.values.format ? fail(USAGE) : 'json';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const log = pino({ level: config.logLevel }, pino.destination(2));
const options = { defaults: config.site, timezone: config.leagueTimezone, exportedAt: new Date() };
const file = path.resolve(target ?? exportFileName(format, options));

const database = await openDatabase(config.database, { log: { info: (m) => log.info(m), warn: (m) => log.warn(m) } });
try {
  // The database as a server would find it on this configuration: a first start's settings and
  // pages, and the demo league when SEED_DEMO asks for it in an empty database.
  await prepareDatabase(database.db, config, log);
  await mkdir(path.dirname(file), { recursive: true });
  const started = performance.now();
  const size = await writeExport(database.db, format, file, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Wrote ${file} (${(size / 1024).toFixed(0)} KB, ${format}, ${seconds} s, ${config.database.kind}).`);
} finally {
  await database.close();
}
