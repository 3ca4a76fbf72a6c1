import type { DatabaseHandle } from '../db/client.ts';
import type { BackupHeader } from './format.ts';
import { loadBackup, refuseUnlessEmpty, type LoadSummary } from './load.ts';
import { migrationStanding, readBackup, readBackupHeader, type MigrationStanding } from './read.ts';
import { withUpgradedBackup } from './upgrade.ts';

/**
 * Restoring a backup into an empty, migrated database of either kind
 * (docs/decisions/039-backups.md): the whole file is checked before the database is touched,
 * then loaded in one transaction.
 */

export type VerifiedBackup = { header: BackupHeader; standing: MigrationStanding; tables: number; rows: number };

export type RestoreSummary = LoadSummary & {
  milliseconds: number;
  /** The migration of a backup made by an older version, brought up to date first. */
  upgradedFrom?: string;
};

/**
 * Reads the whole file without a database: what it is, whether this version can restore it,
 * and that it is whole. Throws `BackupRefused` otherwise.
 */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  const header = await readBackupHeader(file);
  const standing = migrationStanding(header);
  const contents = await readBackup(file, { exact: standing.current });
  return { header, standing, tables: contents.tables.length, rows: contents.rows };
}

/** Restores a file `verifyBackup` checked into `database`, which must be migrated and empty. */
export async function restoreVerifiedBackup(
  database: Pick<DatabaseHandle, 'db'>,
  file: string,
  verified: VerifiedBackup,
): Promise<RestoreSummary> {
  const started = performance.now();
  // Refused before an older file's upgrade takes its time; checked again inside the load's transaction.
  await refuseUnlessEmpty(database.db);
  const { standing } = verified;
  const summary = standing.current
    ? await loadBackup(database.db, file, { exact: true })
    : {
        ...(await withUpgradedBackup(file, standing.index, (upgraded) =>
          loadBackup(database.db, upgraded, { exact: true }),
        )),
        upgradedFrom: verified.header.migration.tag,
      };
  return { ...summary, milliseconds: Math.round(performance.now() - started) };
}

/** Checks `file`, then restores it into `database` (migrated and empty). */
export async function restoreBackup(database: Pick<DatabaseHandle, 'db'>, file: string): Promise<RestoreSummary> {
  return restoreVerifiedBackup(database, file, await verifyBackup(file));
}
