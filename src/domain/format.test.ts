import { describe, expect, it } from 'vitest';
import { formatGameDate, formatGameTime, formatShortDate } from './format.ts';

describe('date formats', () => {
  it('writes game dates with the weekday', () => {
    // 2026-11-21 was a Saturday.
    expect(formatGameDate('2026-11-21')).toBe('Sat, Nov 21, 2026');
    expect(formatGameDate('2027-01-03')).toBe('Sun, Jan 3, 2027');
  });

  it('writes short dates without it', () => {
    expect(formatShortDate('2026-09-26')).toBe('Sep 26, 2026');
  });

  it("writes times as 'h:mm A' on a twelve-hour clock", () => {
    expect(formatGameTime('19:30:00')).toBe('7:30 PM');
    expect(formatGameTime('00:05:00')).toBe('12:05 AM');
    expect(formatGameTime('12:00:00')).toBe('12:00 PM');
    expect(formatGameTime('09:00:00')).toBe('9:00 AM');
  });
});
