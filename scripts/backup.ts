/**
 * `npm run backup [FILE]`: writes everything in the configured database to one file
 * (docs/backup-format.md), by default league-backup-<UTC time>.jsonl.gz in the current folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { backupFileName } from '../src/server/backup/format.ts';
import { databaseName, secondsText, sizeText } from '../src/server/backup/report.ts';
import { writeBackup } from '../src/server/backup/write.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { ConfigError, loadConfig } from '../src/server/env.ts';
import { prepareDatabase } from '../src/server/seed/prepare.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const file = path.resolve(process.argv[2] ?? backupFileName(new Date()));
  if (existsSync(file)) {
    console.error(`${file} exists already: a backup never replaces a file. Name another one.`);
    return 1;
  }
  const log = pino({ level: config.logLevel }, pino.destination(2));
  const database = await openDatabase(config.database, { log: { info: (m) => log.info(m), warn: (m) => log.warn(m) } });
  try {
    // The database as a server would find it on this configuration, as `npm run export` opens
    // it: on one a server has run on this changes nothing; an empty one gets a first start's
    // settings and pages, and the demo league when SEED_DEMO asks for it.
    await prepareDatabase(database.db, config, log);
    const written = await writeBackup(database, file);
    if (!written) throw new Error('the backup was not written');
    console.log(
      `Backup of the ${databaseName(config.database)} written to ${written.file}: ` +
        `${written.tables} tables, ${written.rows} rows, ${sizeText(written.bytes)} in ${secondsText(written.milliseconds)}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
