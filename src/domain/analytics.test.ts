import { describe, expect, it } from 'vitest';
import { isBackOfficePath, visitBody, visitsPerDay, windowStart } from './analytics.ts';

describe('analytics windows', () => {
  it('are the last N league-local dates, today included', () => {
    expect(windowStart('2026-11-21', 1)).toBe('2026-11-21');
    expect(windowStart('2026-11-21', 7)).toBe('2026-11-15');
    // 30 days back across a month end: Nov 21 .. Oct 23 (9 days of October, 21 of November).
    expect(windowStart('2026-11-21', 30)).toBe('2026-10-23');
    // 365 dates with Feb 29, 2028 among them start a day later than in a year without one.
    expect(windowStart('2028-03-01', 365)).toBe('2027-03-03');
    expect(windowStart('2027-03-01', 365)).toBe('2026-03-02');
    // A daylight-saving change (Nov 1, 2026 in New York) does not shift calendar dates.
    expect(windowStart('2026-11-03', 7)).toBe('2026-10-28');
    expect(windowStart('2026-01-03', 7)).toBe('2025-12-28');
  });

  it('fill every date of the chart, oldest first, with 0 where nobody came', () => {
    const rows = [
      { date: '2026-11-21', visits: 5, uniqueVisitors: 2 },
      { date: '2026-11-19', visits: 1, uniqueVisitors: 1 },
      // Outside the window: left out.
      { date: '2026-11-10', visits: 9, uniqueVisitors: 9 },
    ];
    expect(visitsPerDay(rows, '2026-11-21', 4)).toEqual([
      { date: '2026-11-18', visits: 0, uniqueVisitors: 0 },
      { date: '2026-11-19', visits: 1, uniqueVisitors: 1 },
      { date: '2026-11-20', visits: 0, uniqueVisitors: 0 },
      { date: '2026-11-21', visits: 5, uniqueVisitors: 2 },
    ]);
    const month = visitsPerDay([], '2026-03-01');
    expect(month).toHaveLength(30);
    expect(month[0]?.date).toBe('2026-01-31');
    expect(month.every((day) => day.visits === 0 && day.uniqueVisitors === 0)).toBe(true);
  });
});

describe('visit paths', () => {
  it.each(['/', '/schedule', '/teams/12', '/games/3/box-score', '/players/%C3%A9', '/no-such-page'])(
    'accepts the page %s',
    (path) => expect(visitBody.safeParse({ path }).success).toBe(true),
  );

  it.each([
    ['', 'The path is required.'],
    ['schedule', 'The path must be a page of this site, such as /schedule.'],
    ['//evil.example/x', 'The path must be a page of this site, such as /schedule.'],
    ['/schedule?team=1', 'The path must be a page of this site, such as /schedule.'],
    ['/schedule#top', 'The path must be a page of this site, such as /schedule.'],
    ['/a b', 'The path must be a page of this site, such as /schedule.'],
    ['/a\u0000b', 'The path must be a page of this site, such as /schedule.'],
    ['https://example.com/', 'The path must be a page of this site, such as /schedule.'],
    [`/${'a'.repeat(2048)}`, 'The path must be at most 2048 characters.'],
  ])('refuses %j', (path, message) => {
    const result = visitBody.safeParse({ path });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a missing or non-text path', () => {
    expect(visitBody.safeParse({}).error?.issues[0]?.message).toBe('The path is required.');
    expect(visitBody.safeParse({ path: 3 }).error?.issues[0]?.message).toBe('The path is required.');
    expect(visitBody.safeParse(null).success).toBe(false);
  });

  it('knows the back office in any letter case, and nothing else', () => {
    for (const path of ['/admin', '/admin/', '/admin/games/list', '/ADMIN/analytics', '/Admin']) {
      expect(isBackOfficePath(path), path).toBe(true);
    }
    for (const path of ['/', '/administration', '/admins', '/login', '/teams/admin']) {
      expect(isBackOfficePath(path), path).toBe(false);
    }
  });
});
