import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { IMPORT_KIND_KEYS, type ImportKind } from '#domain/imports.ts';
import { quotedList } from './columns.ts';
import { leagues } from './leagues.ts';
import { adminUsers } from './users.ts';

/**
 * What an import created and filled in, and the footprint of those rows when it ended, so
 * that it can be undone as a whole while nothing has been built on it (docs/imports.md#undo).
 */
export type ImportRecord = {
  leagueCreated: boolean;
  gyms: number[];
  teams: number[];
  players: number[];
  /** Team links the import made: [player, team]. */
  links: [number, number][];
  games: number[];
  /** Games whose score it filled in (they had none). */
  scoredGames: number[];
  /** Lines of existing games it filled in (they were empty). */
  filledLines: number[];
  /** Lines it added to existing games. */
  addedLines: number[];
};

export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).$type<ImportKind>().notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    leagueId: integer('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    record: jsonb('record').$type<ImportRecord>().notNull(),
    /** A digest of every row the import made or filled in, and of every row that refers to them. */
    footprint: varchar('footprint', { length: 64 }).notNull(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 100 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('imports_recent_idx').on(t.importedAt.desc(), t.id),
    check('imports_kind_check', sql`${t.kind} IN (${sql.raw(quotedList(IMPORT_KIND_KEYS))})`),
  ],
);
