import { describe, expect, it } from 'vitest';
import { isLeagueYear, MAX_SEASON_DATES, seasonEnd, seasonStart, withinSeason } from './schedule-dates.ts';

describe('league dates', () => {
  it('are in the years 1900 to 2200', () => {
    expect(['1900-01-01', '2026-09-01', '2200-12-31'].map(isLeagueYear)).toEqual([true, true, true]);
    expect(['0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31'].map(isLeagueYear)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('span at most two years: the same day two years later, Feb 28 for a Feb 29', () => {
    expect(seasonEnd('2026-01-04')).toBe('2028-01-04');
    expect(seasonEnd('2028-02-29')).toBe('2030-02-28');
    expect(withinSeason('2026-01-04', '2028-01-04')).toBe(true);
    expect(withinSeason('2026-01-04', '2028-01-05')).toBe(false);
    expect(withinSeason('0001-01-01', '9999-12-31')).toBe(false);
  });

  it('start no earlier than the day whose two years reach the last date', () => {
    expect(seasonStart('2028-01-04')).toBe('2026-01-04');
    // Feb 28, 2026 reaches only Feb 28, 2028: a season ending Feb 29 starts on Mar 1.
    expect(seasonStart('2028-02-29')).toBe('2026-03-01');
    expect(seasonStart('2030-02-28')).toBe('2028-02-28');
    for (const last of ['2028-01-04', '2028-02-29', '2030-02-28', '2099-12-31']) {
      const first = seasonStart(last);
      expect(withinSeason(first, last)).toBe(true);
      const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(withinSeason(dayBefore, last)).toBe(false);
    }
  });

  it('hold at most 732 dates, first and last included', () => {
    const dates = (first: string, last: string) => (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;
    expect(dates('2027-03-01', seasonEnd('2027-03-01'))).toBe(MAX_SEASON_DATES);
    expect(dates('2026-01-01', seasonEnd('2026-01-01'))).toBeLessThanOrEqual(MAX_SEASON_DATES);
  });
});
