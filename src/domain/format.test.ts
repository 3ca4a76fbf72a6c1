import { describe, expect, it } from 'vitest';
import { formatGameDate, formatShortDate } from './format.ts';

describe('date formats (SPEC §9)', () => {
  it('writes game dates with the weekday', () => {
    // 2026-11-21 was a Saturday.
    expect(formatGameDate('2026-11-21')).toBe('Sat, Nov 21, 2026');
    expect(formatGameDate('2027-01-03')).toBe('Sun, Jan 3, 2027');
  });

  it('writes short dates without it', () => {
    expect(formatShortDate('2026-09-26')).toBe('Sep 26, 2026');
  });
});
