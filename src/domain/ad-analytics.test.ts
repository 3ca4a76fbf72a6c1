import { describe, expect, it } from 'vitest';
import { clicksPerDay, lastDays } from './ad-analytics.ts';
import type { AdAnalyticsRow } from './advertisements.ts';

const row = (advertisementId: number, clickData: [string, number][]): AdAnalyticsRow => ({
  advertisementId,
  advertisementName: `Ad ${advertisementId}`,
  advertisementIsActive: true,
  totalClicks: clickData.reduce((sum, [, count]) => sum + count, 0),
  clickData: clickData.map(([clickDate, clickCount]) => ({ clickDate, clickCount })),
});

describe('the days of the ad chart', () => {
  it('end with today, oldest first, across a month and a year end', () => {
    expect(lastDays('2027-01-02', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(lastDays('2028-03-01', 2)).toEqual(['2028-02-29', '2028-03-01']);
  });

  it('are 30 by default, whatever the clocks do (2026-11-01 is 25 hours long in New York)', () => {
    const days = clicksPerDay([], '2026-11-15').map((day) => day.date);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-10-17');
    expect(days.at(-1)).toBe('2026-11-15');
    expect(new Set(days).size).toBe(30);
  });
});

describe('clicks per day', () => {
  // Ad 1: 2 clicks on Nov 14, 3 on Nov 15; ad 2: 4 on Nov 15, 1 on Oct 1 (before the window).
  const rows = [
    row(1, [
      ['2026-11-14', 2],
      ['2026-11-15', 3],
    ]),
    row(2, [
      ['2026-10-01', 1],
      ['2026-11-15', 4],
    ]),
  ];

  it('adds up every ad given, with 0 on days without clicks and nothing from before the window', () => {
    expect(clicksPerDay(rows, '2026-11-15', 3)).toEqual([
      { date: '2026-11-13', clicks: 0 },
      { date: '2026-11-14', clicks: 2 },
      { date: '2026-11-15', clicks: 7 },
    ]);
    const month = clicksPerDay(rows, '2026-11-15');
    expect(month.reduce((sum, day) => sum + day.clicks, 0)).toBe(9);
  });

  it('counts one ad alone when given alone', () => {
    expect(clicksPerDay([rows[1]!], '2026-11-15', 2)).toEqual([
      { date: '2026-11-14', clicks: 0 },
      { date: '2026-11-15', clicks: 4 },
    ]);
  });
});
