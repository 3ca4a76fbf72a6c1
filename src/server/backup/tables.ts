import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema.ts';

/**
 * The tables a backup holds, read from the Drizzle schema: every table of it, so a table added
 * later is backed up without editing this folder. Every name that reaches SQL in this folder
 * comes from here, never from a backup file: a file's names are only looked up in this list.
 */
export type BackupTable = {
  name: string;
  /** The columns in the schema's order. */
  columns: string[];
  /** The primary key's columns: rows are written and loaded in its order. */
  primaryKey: string[];
  /** Columns whose default is a sequence (`serial`, `bigserial`): set past the loaded ids. */
  serials: string[];
  /** Tables this one refers to (itself excluded): they come first. */
  refersTo: string[];
  /** Kept by triggers from other tables' rows: rebuilt on restore rather than loaded. */
  rebuilt: boolean;
};

/**
 * The records' per-player sums: the triggers of migration 0003 (and 0007) rewrite them in the
 * transaction that writes a stat line, and nothing else writes them. A restore lets those
 * triggers rebuild them from the loaded lines (docs/decisions/039-backups.md).
 */
const REBUILT_BY_TRIGGERS: PgTable[] = [schema.playerLeagueTotals, schema.playerAllTimeTotals];

const isSerial = (column: PgColumn) => column.columnType === 'PgSerial' || column.columnType.startsWith('PgBigSerial');

function describe(table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const [compositeKey] = config.primaryKeys;
  const primaryKey = compositeKey
    ? compositeKey.columns.map((column) => column.name)
    : config.columns.filter((column) => column.primary).map((column) => column.name);
  if (primaryKey.length === 0) throw new Error(`table ${config.name} has no primary key: a backup orders rows by it`);
  return {
    name: config.name,
    columns: config.columns.map((column) => column.name),
    primaryKey,
    serials: config.columns.filter(isSerial).map((column) => column.name),
    refersTo: [
      ...new Set(
        config.foreignKeys
          .map((key) => getTableConfig(key.reference().foreignTable).name)
          .filter((name) => name !== config.name),
      ),
    ],
    rebuilt: REBUILT_BY_TRIGGERS.includes(table),
  };
}

/** Tables ordered so that each comes after every table it refers to; otherwise by name. */
function referencesFirst(tables: BackupTable[]): BackupTable[] {
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  let left = tables;
  while (left.length > 0) {
    const ready = left.filter((table) => table.refersTo.every((name) => placed.has(name)));
    if (ready.length === 0) {
      throw new Error(`the tables ${left.map((table) => table.name).join(', ')} refer to each other in a cycle`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
    left = left.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** Every table of the schema, each after the tables it refers to. */
export const BACKUP_TABLES: readonly BackupTable[] = referencesFirst(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map(describe)
    // By name first: how a module's exports are listed differs between loaders, and the file should not.
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
);

const byName = new Map(BACKUP_TABLES.map((table) => [table.name, table]));

/** The schema's table of that name, or undefined for a name this version does not know. */
export const backupTable = (name: string): BackupTable | undefined => byName.get(name);

/** Names of the schema, quoted, as a comma-separated list. */
export const identifierList = (names: readonly string[]): SQL =>
  sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );

/** The sequence behind a serial column. The table's name is read as SQL would read it, hence the quotes. */
export const sequenceOf = (table: BackupTable, column: string): SQL =>
  sql`pg_get_serial_sequence(${`"${table.name}"`}, ${column})::regclass`;
