/**
 * `npm run restore FILE`: loads a backup into the configured database, which must be empty
 * (docs/decisions/039-backups.md). The file is checked whole before the database is opened.
 */
import { BackupRefused } from '../src/server/backup/format.ts';
import { databaseName, secondsText } from '../src/server/backup/report.ts';
import { restoreVerifiedBackup, verifyBackup } from '../src/server/backup/restore.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { ConfigError, loadConfig } from '../src/server/env.ts';

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Name the backup to restore: npm run restore league-backup-….jsonl.gz');
    return 1;
  }
  const config = loadConfig();
  const verified = await verifyBackup(file);
  const database = await openDatabase(config.database);
  try {
    const restored = await restoreVerifiedBackup(database, file, verified);
    const upgraded = restored.upgradedFrom ? `, brought up from migration ${restored.upgradedFrom}` : '';
    console.log(
      `Restored ${file} (made ${verified.header.createdAt} on ${verified.header.database}${upgraded}) into the ` +
        `${databaseName(config.database)}: ${restored.tables} tables, ${restored.rows} rows in ${secondsText(restored.milliseconds)}.`,
    );
    for (const warning of restored.warnings) console.warn(`Note: ${warning}`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv[2]);
} catch (error) {
  if (!(error instanceof BackupRefused || error instanceof ConfigError)) throw error;
  console.error(error.message);
  if (error instanceof BackupRefused) console.error('Nothing was restored; the database is as it was.');
  process.exitCode = 1;
}
