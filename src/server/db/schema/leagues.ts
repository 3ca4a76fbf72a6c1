import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { MAX_ROSTER_LIMIT, REGISTRATION_APPROVALS, type RegistrationApproval } from '#domain/registrations.ts';
import { createdAt, quotedList, updatedAt } from './columns.ts';

export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isRegistrationOpen: boolean('is_registration_open').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    /** Whether a registration joins its team at once or waits for an admin. */
    registrationApproval: varchar('registration_approval', { length: 10 })
      .$type<RegistrationApproval>()
      .notNull()
      .default('automatic'),
    /** The most players a team of the league may have on its roster through registration; null for no limit. */
    rosterLimit: integer('roster_limit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('leagues_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check(
      'leagues_registration_approval_check',
      sql`${t.registrationApproval} IN (${sql.raw(quotedList(REGISTRATION_APPROVALS))})`,
    ),
    check(
      'leagues_roster_limit_check',
      sql`${t.rosterLimit} IS NULL OR ${t.rosterLimit} BETWEEN 1 AND ${sql.raw(String(MAX_ROSTER_LIMIT))}`,
    ),
    index('leagues_list_idx').on(t.startDate.desc(), t.id),
  ],
);
