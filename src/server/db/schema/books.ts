import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MAX_BOOK_ID } from '#domain/book-schemas.ts';
import type { BookEntry } from '#domain/play-by-play.ts';
import { games } from './games.ts';
import { adminUsers } from './users.ts';

/**
 * A game scored live (docs/decisions/048-live-game-book.md): which device holds its book, for
 * whom, and whether the game is closed. `holder_name` keeps the name of an account deleted since.
 */
export const gameBooks = pgTable('game_books', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  /** The id the holding device made for itself. */
  device: varchar('device', { length: MAX_BOOK_ID }).notNull(),
  holderId: integer('holder_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  holderName: varchar('holder_name', { length: 100 }).notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null while the game is on; set when its stat lines are stored. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

/**
 * Every entry of a book as the device sent it (docs/rules/play-by-play.md): never changed or
 * removed, since a mistake is put right by a later entry.
 */
export const gameBookEntries = pgTable(
  'game_book_entries',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => gameBooks.gameId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    entryId: varchar('entry_id', { length: MAX_BOOK_ID }).notNull(),
    /** The entry exactly as the domain types it. */
    entry: jsonb('entry').$type<BookEntry>().notNull(),
    device: varchar('device', { length: MAX_BOOK_ID }).notNull(),
    userId: integer('user_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.seq] }),
    uniqueIndex('game_book_entries_entry_idx').on(t.gameId, t.entryId),
    check('game_book_entries_seq_check', sql`${t.seq} > 0`),
  ],
);
