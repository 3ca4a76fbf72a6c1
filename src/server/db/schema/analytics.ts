import { bigserial, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const visits = pgTable(
  'visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    /** The league-local date of the visit, for per-day figures. */
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    path: varchar('path', { length: 2048 }).notNull(),
    /** Keyed hash of IP and user agent; the key rotates monthly and raw IPs are never stored. */
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    city: varchar('city', { length: 100 }),
    region: varchar('region', { length: 100 }),
    country: varchar('country', { length: 100 }),
  },
  // The figures are read from the roll-ups below, never from here: one index, by time, is all
  // the log needs (to look back at or to delete old visits), and each visit writes no more.
  (t) => [index('visits_visited_at_idx').on(t.visitedAt)],
);

/**
 * The key of the visitor hash: 32 random bytes (hex) per league-local month, made on the month's
 * first visit. Past months' keys are deleted, so codes of different months cannot be linked.
 */
export const analyticsKeys = pgTable('analytics_keys', {
  /** `YYYY-MM`. */
  month: varchar('month', { length: 7 }).primaryKey(),
  key: varchar('key', { length: 64 }).notNull(),
  createdAt: createdAt(),
});

/**
 * The figures of each league-local date, kept up to date as visits are recorded: its visits,
 * its distinct visitors, and the visitors whose latest visit it is. Distinct visitors of the
 * last N days are then a sum of the last N dates' `visitors_last_seen`: each visitor counts
 * once, on the date it was last seen, and every visit date is at most today.
 */
export const visitDays = pgTable('visit_days', {
  visitDate: date('visit_date', { mode: 'string' }).primaryKey(),
  visits: integer('visits').notNull().default(0),
  visitors: integer('visitors').notNull().default(0),
  visitorsLastSeen: integer('visitors_last_seen').notNull().default(0),
});

/** One row per visitor code (so per visitor and month): the dates of its first and latest visits. */
export const visitors = pgTable('visitors', {
  visitorHash: varchar('visitor_hash', { length: 64 }).primaryKey(),
  firstVisitDate: date('first_visit_date', { mode: 'string' }).notNull(),
  lastVisitDate: date('last_visit_date', { mode: 'string' }).notNull(),
});

/**
 * Visitors per place of their first visit, counted as new visitor codes arrive; an unknown
 * region or city is ''. Addresses without a known country are not counted here.
 */
export const visitPlaces = pgTable(
  'visit_places',
  {
    country: varchar('country', { length: 100 }).notNull(),
    region: varchar('region', { length: 100 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull().default(''),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.country, t.region, t.city] })],
);
