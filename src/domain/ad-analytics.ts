import type { AdAnalyticsRow } from './advertisements.ts';

/** The ad analytics chart covers the last 30 days, today included. */
export const AD_CHART_DAYS = 30;

const DAY_MS = 86_400_000;

/** The `days` dates (YYYY-MM-DD) that end with `today`, oldest first. */
export function lastDays(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export type DailyClicks = { date: string; clicks: number };

/** The clicks of the given ads on each of the `days` days that end with `today`; 0 on a day without any. */
export function clicksPerDay(rows: readonly AdAnalyticsRow[], today: string, days = AD_CHART_DAYS): DailyClicks[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const { clickDate, clickCount } of row.clickData) {
      counts.set(clickDate, (counts.get(clickDate) ?? 0) + clickCount);
    }
  }
  return lastDays(today, days).map((date) => ({ date, clicks: counts.get(date) ?? 0 }));
}
