import { z } from 'zod';
import { lastDays } from './ad-analytics.ts';
import { isoDate } from './leagues.ts';

/** The analytics windows, in league-local days ending today (docs/rules/numbers.md#visits-and-visitors). */
export const ANALYTICS_WINDOWS = [1, 7, 30, 365] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];
/** The per-day chart covers the last 30 days, today included. */
export const VISITS_CHART_DAYS = 30;
/** The top cities and countries lists hold at most this many places. */
export const TOP_PLACES = 10;
/** The longest page path a visit may name (the column's size). */
export const MAX_VISIT_PATH = 2048;

const PATH_MESSAGE = 'The path must be a page of this site, such as /schedule.';

/**
 * `PUT /api/analytics/`: the page a visitor opened, as its path only: it starts with one `/`,
 * and holds no query, fragment, white space or control character (docs/rules/messages.md#visits).
 * It is stored as its public page (`storedVisitPath` in `site-pages.ts`), never as sent.
 */
export const visitBody = z.object(
  {
    path: z
      .string({ error: 'The path is required.' })
      .min(1, 'The path is required.')
      .max(MAX_VISIT_PATH, `The path must be at most ${MAX_VISIT_PATH} characters.`)
      .regex(/^\/(?![/\\])[^\s?#\p{Cc}]*$/u, PATH_MESSAGE),
  },
  { error: 'The request body must be a JSON object.' },
);
export type VisitBody = z.input<typeof visitBody>;

/** Back-office pages are never counted; the router matches them in any case (docs/rules/league-data.md#visits). */
export function isBackOfficePath(path: string): boolean {
  return /^\/admin(?:\/|$)/i.test(path);
}

/**
 * The first date of the window of the last `days` league-local dates, today included:
 * 1 day is today alone, 7 days are today and the six dates before it.
 */
export function windowStart(today: string, days: number): string {
  return lastDays(today, days)[0] as string;
}

export const placeCount = z.object({
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  visitorCount: z.number().int(),
});
export type PlaceCount = z.infer<typeof placeCount>;

export const dailyVisits = z.object({ date: isoDate, visits: z.number().int(), uniqueVisitors: z.number().int() });
export type DailyVisits = z.infer<typeof dailyVisits>;

/**
 * The site analytics (docs/rules/api.md#site-analytics). Unique visitors are distinct visitor
 * codes; the codes change every month, so a visitor who comes back in another month counts
 * again. `topCountries` rows have no city or region (null). `today` is the league-local date
 * the windows end on.
 */
export const siteAnalytics = z.object({
  today: isoDate,
  totalVisits: z.number().int(),
  totalUniqueVisitors: z.number().int(),
  visitsLast1Day: z.number().int(),
  uniqueVisitorsLast1Day: z.number().int(),
  visitsLast7Days: z.number().int(),
  uniqueVisitorsLast7Days: z.number().int(),
  visitsLast30Days: z.number().int(),
  uniqueVisitorsLast30Days: z.number().int(),
  visitsLast365Days: z.number().int(),
  uniqueVisitorsLast365Days: z.number().int(),
  topCities: z.array(placeCount),
  topCountries: z.array(placeCount),
  visitsPerDay: z.array(dailyVisits),
});
export type SiteAnalytics = z.infer<typeof siteAnalytics>;

/** Every date of the chart's window, oldest first, with its figures: 0 on a date without visits. */
export function visitsPerDay(
  rows: readonly DailyVisits[],
  today: string,
  days: number = VISITS_CHART_DAYS,
): DailyVisits[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return lastDays(today, days).map((date) => byDate.get(date) ?? { date, visits: 0, uniqueVisitors: 0 });
}
