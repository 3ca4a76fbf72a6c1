import { and, asc, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import {
  ANALYTICS_WINDOWS,
  TOP_PLACES,
  VISITS_CHART_DAYS,
  visitsPerDay,
  windowStart,
  type AnalyticsWindow,
  type PlaceCount,
  type SiteAnalytics,
} from '#domain/analytics.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { visitDays, visitPlaces, visitors, visits } from '../db/schema.ts';
import type { Place } from './geo.ts';

export type VisitRecord = {
  visitedAt: Date;
  /** The league-local date of `visitedAt`. */
  visitDate: string;
  /** The page as stored (`storedVisitPath`): a public page or the one marker of any other path. */
  path: string;
  visitorHash: string;
  place: Place;
};

/** A visitor seen for the first time today, with its latest date before today (null for a new code). */
const seenBefore = z.object({ previous: z.string().nullable() });

/**
 * Records one visit and keeps the roll-ups the reads use (see `visitDays` in the schema):
 * - the date's visits grow by one;
 * - when the visitor was not yet seen today, its latest date moves to today: today gains a
 *   distinct visitor and a visitor last seen, its previous latest date loses one last seen;
 * - a new visitor code counts once in the place of its first visit.
 * Visits are recorded as they happen, so a visitor's dates only move forward. The caller's
 * transaction keeps the visit and its roll-ups together.
 */
export async function recordVisit(tx: Transaction, visit: VisitRecord): Promise<void> {
  const { visitDate, visitorHash, place } = visit;
  await tx.insert(visits).values({ visitedAt: visit.visitedAt, visitDate, path: visit.path, visitorHash, ...place });
  // No row back: the visitor was already seen today. Otherwise `previous` is its latest
  // date before today, or null for a new visitor code.
  const [seen] = await rowsOf(
    seenBefore,
    tx,
    sql`
      WITH earlier AS (SELECT last_visit_date FROM visitors WHERE visitor_hash = ${visitorHash})
      INSERT INTO visitors (visitor_hash, first_visit_date, last_visit_date)
      VALUES (${visitorHash}, ${visitDate}, ${visitDate})
      ON CONFLICT (visitor_hash) DO UPDATE SET last_visit_date = excluded.last_visit_date
        WHERE visitors.last_visit_date < excluded.last_visit_date
      RETURNING (SELECT last_visit_date::text FROM earlier) AS previous`,
  );
  const firstToday = seen ? 1 : 0;
  await tx
    .insert(visitDays)
    .values({ visitDate, visits: 1, visitors: firstToday, visitorsLastSeen: firstToday })
    .onConflictDoUpdate({
      target: visitDays.visitDate,
      set: {
        visits: sql`${visitDays.visits} + 1`,
        visitors: sql`${visitDays.visitors} + ${firstToday}`,
        visitorsLastSeen: sql`${visitDays.visitorsLastSeen} + ${firstToday}`,
      },
    });
  if (seen?.previous) {
    await tx
      .update(visitDays)
      .set({ visitorsLastSeen: sql`${visitDays.visitorsLastSeen} - 1` })
      .where(eq(visitDays.visitDate, seen.previous));
  } else if (seen && place.country) {
    await tx
      .insert(visitPlaces)
      .values({ country: place.country, region: place.region ?? '', city: place.city ?? '', visitors: 1 })
      .onConflictDoUpdate({
        target: [visitPlaces.country, visitPlaces.region, visitPlaces.city],
        set: { visitors: sql`${visitPlaces.visitors} + 1` },
      });
  }
}

/**
 * Retention (docs/decisions/014-visits-and-analytics.md): deletes the raw visits of the
 * league-local dates before `firstKeptDate` (the league's midnight starting it is
 * `firstKeptInstant`: the time bound lets the delete walk the visits' index by time), and the
 * visitor codes last seen before it. The roll-ups are kept, so no figure changes. A deleted
 * code never comes back, as long as `firstKeptDate` is at most the first day of today's month
 * (a retention of 32 days or more ensures it): a code is made under the key of its month only,
 * so a code last seen in an earlier month can never be made again, and no later visit needs its
 * dates.
 */
export async function deleteVisitsBefore(db: Executor, firstKeptDate: string, firstKeptInstant: Date): Promise<void> {
  await db.delete(visits).where(and(lt(visits.visitedAt, firstKeptInstant), lt(visits.visitDate, firstKeptDate)));
  await db.delete(visitors).where(lt(visitors.lastVisitDate, firstKeptDate));
}

const count = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`.mapWith(Number);

type WindowCounts = { total: number } & Record<`last${AnalyticsWindow}`, number>;

/** Sums `column` of `visit_days` over all dates and over each window, in one pass. */
async function sumsByWindow(db: Executor, column: PgColumn, today: string): Promise<WindowCounts> {
  const columns: Record<string, ReturnType<typeof count>> = { total: count(sql`sum(${column})`) };
  for (const days of ANALYTICS_WINDOWS) {
    const from = windowStart(today, days);
    columns[`last${days}`] = count(sql`sum(${column}) FILTER (WHERE ${visitDays.visitDate} >= ${from})`);
  }
  const [row] = await db.select(columns).from(visitDays);
  return row as WindowCounts;
}

const emptyToNull = (value: string) => value || null;

async function topCities(db: Executor): Promise<PlaceCount[]> {
  const rows = await db
    .select()
    .from(visitPlaces)
    .where(ne(visitPlaces.city, ''))
    .orderBy(desc(visitPlaces.visitors), asc(visitPlaces.city), asc(visitPlaces.region), asc(visitPlaces.country))
    .limit(TOP_PLACES);
  return rows.map(({ city, region, country, visitors: visitorCount }) => ({
    city,
    region: emptyToNull(region),
    country,
    visitorCount,
  }));
}

async function topCountries(db: Executor): Promise<PlaceCount[]> {
  const visitorCount = count(sql`sum(${visitPlaces.visitors})`);
  const rows = await db
    .select({ country: visitPlaces.country, visitorCount })
    .from(visitPlaces)
    .groupBy(visitPlaces.country)
    .orderBy(desc(visitorCount), asc(visitPlaces.country))
    .limit(TOP_PLACES);
  return rows.map((row) => ({ city: null, region: null, ...row }));
}

async function chartDays(db: Executor, today: string) {
  return db
    .select({ date: visitDays.visitDate, visits: visitDays.visits, uniqueVisitors: visitDays.visitors })
    .from(visitDays)
    .where(and(gte(visitDays.visitDate, windowStart(today, VISITS_CHART_DAYS)), lte(visitDays.visitDate, today)));
}

/** The site analytics as of the league-local date `today`, read from the small roll-up tables only. */
export async function siteAnalytics(db: Executor, today: string): Promise<SiteAnalytics> {
  const [visitCounts, visitorCounts, cities, countries, days] = await Promise.all([
    sumsByWindow(db, visitDays.visits, today),
    sumsByWindow(db, visitDays.visitorsLastSeen, today),
    topCities(db),
    topCountries(db),
    chartDays(db, today),
  ]);
  return {
    today,
    totalVisits: visitCounts.total,
    totalUniqueVisitors: visitorCounts.total,
    visitsLast1Day: visitCounts.last1,
    uniqueVisitorsLast1Day: visitorCounts.last1,
    visitsLast7Days: visitCounts.last7,
    uniqueVisitorsLast7Days: visitorCounts.last7,
    visitsLast30Days: visitCounts.last30,
    uniqueVisitorsLast30Days: visitorCounts.last30,
    visitsLast365Days: visitCounts.last365,
    uniqueVisitorsLast365Days: visitorCounts.last365,
    topCities: cities,
    topCountries: countries,
    visitsPerDay: visitsPerDay(days, today),
  };
}
