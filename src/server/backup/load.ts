import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { BackupRefused, sequenceKey } from './format.ts';
import { readBackup } from './read.ts';
import { BACKUP_TABLES, identifierList, sequenceOf, type BackupTable } from './tables.ts';

/**
 * Loading a backup file into a database, in one transaction: every row, then the derived
 * tables compared with the file's, then the sequences. Any refusal rolls all of it back.
 */

export type LoadSummary = {
  tables: number;
  rows: number;
  /** What the restore noticed without refusing: derived rows that differ from the file's. */
  warnings: string[];
};

export type LoadOptions = {
  /** The file holds this version's schema exactly (false: an older one, loaded into a database of its migration). */
  exact: boolean;
};

/** The temporary table a derived table's rows from the file are kept in, to compare with the rebuilt ones. */
const expectedTable = (table: BackupTable) => sql.identifier(`backup_expected_${table.name}`);

/** Refuses a database that holds any row in any table of the schema. */
export async function refuseUnlessEmpty(db: Executor) {
  const filled = await rowsOf(
    z.object({ name: z.string() }),
    db,
    sql.join(
      BACKUP_TABLES.map(
        (table) => sql`SELECT ${table.name}::text AS name WHERE EXISTS (SELECT 1 FROM ${sql.identifier(table.name)})`,
      ),
      sql` UNION ALL `,
    ),
  );
  if (filled.length > 0) {
    const names = BACKUP_TABLES.filter((table) => filled.some((row) => row.name === table.name)).map(
      (table) => table.name,
    );
    throw new BackupRefused(
      `The database already holds data (in ${names.join(', ')}): a backup is restored only into an empty database. Restore into a new PostgreSQL database, or a new DATA_DIR.`,
    );
  }
}

/** The message of the database's own error, not Drizzle's wrapping of it (which quotes every row). */
function databaseReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * Inserts rows given as the file's JSON arrays: PostgreSQL pairs each value with its column's
 * name and reads the pair as the table's row type (`json_populate_record`), so every value goes
 * through the column type's own input, as one parameter; the values never pass through
 * JavaScript numbers or dates.
 */
async function insertRows(tx: Executor, table: BackupTable, columns: string[], rows: string[]) {
  const target = table.rebuilt ? expectedTable(table) : sql.identifier(table.name);
  try {
    await tx.execute(sql`INSERT INTO ${target} (${identifierList(columns)})
      SELECT ${sql.join(
        columns.map((column) => sql`r.${sql.identifier(column)}`),
        sql`, `,
      )}
      FROM json_array_elements(${`[${rows.join(',')}]`}::json) WITH ORDINALITY AS line(value, position)
      CROSS JOIN LATERAL json_populate_record(
        NULL::${sql.identifier(table.name)},
        (SELECT json_object_agg(c.name, line.value -> (c.position - 1)::int)
         FROM json_array_elements_text(${JSON.stringify(columns)}::json) WITH ORDINALITY AS c(name, position))
      ) AS r
      ORDER BY line.position`);
  } catch (error) {
    throw new BackupRefused(`The database refused rows of table ${table.name}: ${databaseReason(error)}.`);
  }
}

/** In how many rows the table the triggers built differs from the file's: rows of either without an equal in the other. */
async function differingRows(tx: Executor, table: BackupTable): Promise<number> {
  const real = sql.identifier(table.name);
  const expected = expectedTable(table);
  const [row] = await rowsOf(
    z.object({ missing: z.number(), extra: z.number() }),
    tx,
    sql`SELECT (SELECT count(*)::int FROM (TABLE ${expected} EXCEPT ALL TABLE ${real}) AS rows) AS missing,
               (SELECT count(*)::int FROM (TABLE ${real} EXCEPT ALL TABLE ${expected}) AS rows) AS extra`,
  );
  return Math.max(row?.missing ?? 0, row?.extra ?? 0);
}

/**
 * Loads `file` (already checked by `readBackup` without a database) into `db`, which must be
 * empty. Derived tables are not loaded: the triggers that keep them rebuild them as the stat
 * lines go in, as they would in the league's own writes, with no rights beyond inserting rows
 * (docs/decisions/039-backups.md). Their rows from the file are then compared with the rebuilt ones.
 */
export async function loadBackup(db: Database, file: string, options: LoadOptions): Promise<LoadSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    // A database of an older schema is the restore's own scratch one (upgrade.ts), made for
    // this load; this version's tables are not all in it to look at.
    if (options.exact) await refuseUnlessEmpty(tx);
    const loaded: { table: BackupTable; columns: string[] }[] = [];
    let sequences: Record<string, number | null> = {};
    const contents = await readBackup(file, options, {
      table: async (table, columns) => {
        loaded.push({ table, columns });
        if (table.rebuilt) {
          await tx.execute(
            sql`CREATE TEMPORARY TABLE ${expectedTable(table)} (LIKE ${sql.identifier(table.name)}) ON COMMIT DROP`,
          );
        }
      },
      rows: (table, columns, rows) => insertRows(tx, table, columns, rows),
      sequences: async (values) => {
        sequences = values;
      },
    });
    const warnings: string[] = [];
    for (const { table } of loaded.filter(({ table }) => table.rebuilt)) {
      const differing = await differingRows(tx, table);
      if (differing > 0) {
        warnings.push(
          `${table.name}, rebuilt from the stat lines as the site keeps it, differs from the backup's in ${differing} ${differing === 1 ? 'row' : 'rows'}; the rebuilt rows are kept.`,
        );
      }
    }
    for (const { table, columns } of loaded) {
      for (const column of table.serials.filter((serial) => columns.includes(serial))) {
        // The original's last value when ids above the restored ones were given out (rows
        // deleted since): those ids stay unused, as a merged player's id must.
        const last = sequences[sequenceKey(table.name, column)] ?? 0;
        const sequence = sequenceOf(table, column);
        await tx.execute(sql`SELECT CASE WHEN last > 0 THEN setval(${sequence}, last) ELSE setval(${sequence}, 1, false) END
          FROM (SELECT greatest(coalesce(max(${sql.identifier(column)}), 0), ${last}::bigint) AS last
                FROM ${sql.identifier(table.name)}) AS given`);
      }
    }
    return { tables: contents.tables.length, rows: contents.rows, warnings };
  });
}
