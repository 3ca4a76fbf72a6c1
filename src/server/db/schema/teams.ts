import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { leagues } from './leagues.ts';

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    logoUrl: varchar('logo_url', { length: 2048 }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'restrict' }),
    /** The team fee as paid, marked by an admin (the payment itself happens offline). */
    feePaidCents: integer('fee_paid_cents'),
    feePaidOn: date('fee_paid_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('teams_league_name_lower_idx').on(t.leagueId, sql`lower(${t.name})`),
    check(
      'teams_fee_paid_check',
      sql`(${t.feePaidCents} IS NULL) = (${t.feePaidOn} IS NULL) AND (${t.feePaidCents} IS NULL OR ${t.feePaidCents} >= 0)`,
    ),
  ],
);
