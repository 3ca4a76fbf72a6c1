import { describe, expect, it } from 'vitest';
import { escapeText, scheduleCalendar, type CalendarGame } from './ics.ts';

const game: CalendarGame = {
  id: 42,
  date: '2026-11-24',
  time: '19:30:00',
  homeTeamName: 'Harlem Hoopers',
  awayTeamName: 'Bronx Bombers',
  homeTeamScore: null,
  awayTeamScore: null,
  leagueName: 'Fall 2026',
  locationName: 'PS 123 Gym',
  locationAddress: '301 W 140th St, New York, NY',
};

const calendar = (games: CalendarGame[]) =>
  scheduleCalendar({
    name: 'Fall 2026; schedule',
    timezone: 'America/New_York',
    host: 'league.example',
    games,
    now: new Date('2026-11-21T12:00:00Z'),
  });

describe('scheduleCalendar', () => {
  it('writes a valid calendar with CRLF lines', () => {
    const text = calendar([game]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain('X-WR-TIMEZONE:America/New_York\r\n');
    expect(text).toContain('X-WR-CALNAME:Fall 2026\\; schedule\r\n');
  });

  it('places a 7:30 PM game in New York (UTC-5 in November) at 00:30 UTC the next day, for 70 minutes', () => {
    const text = calendar([game]);
    expect(text).toContain('UID:game-42@league.example\r\n');
    expect(text).toContain('DTSTAMP:20261121T120000Z\r\n');
    expect(text).toContain('DTSTART:20261125T003000Z\r\n');
    expect(text).toContain('DTEND:20261125T014000Z\r\n');
    expect(text).toContain('SUMMARY:Bronx Bombers at Harlem Hoopers\r\n');
    expect(text).toContain('LOCATION:PS 123 Gym\\, 301 W 140th St\\, New York\\, NY\r\n');
  });

  it('uses daylight time in summer (UTC-4)', () => {
    expect(calendar([{ ...game, date: '2026-07-01' }])).toContain('DTSTART:20260701T233000Z\r\n');
  });

  it('gives the final score once played', () => {
    const text = calendar([{ ...game, homeTeamScore: 61, awayTeamScore: 58 }]);
    expect(text).toContain('SUMMARY:Bronx Bombers 58\\, Harlem Hoopers 61 (Final)\r\n');
    expect(text.replace(/\r\n /g, '')).toContain('Final: Harlem Hoopers 61\\, Bronx Bombers 58.');
  });

  it('folds long lines without splitting a character', () => {
    const long = calendar([{ ...game, locationAddress: 'Écolé '.repeat(30) }]);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`LOCATION:PS 123 Gym\\, ${'Écolé '.repeat(30)}`);
    expect(long.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('writes every line break as \\n, a lone CR too, so no text can start a line of its own', () => {
    const text = calendar([
      { ...game, locationAddress: '1 Main St\rEND:VEVENT\nBEGIN:VEVENT\r\nUID:evil', locationName: 'Gym\u2028A' },
    ]);
    expect(text).toContain('LOCATION:Gym\u2028A\\, 1 Main St\\nEND:VEVENT\\nBEGIN:VEVENT\\nUID:evil\r\n');
    // Every line is a property, a fold or the end: none holds a bare CR or LF.
    expect(text.split('\r\n').every((line) => !/[\r\n]/.test(line))).toBe(true);
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
  });

  it('drops control characters other than tabs, and escapes backslashes, semicolons and commas', () => {
    expect(escapeText('a\u0000b\u0007c\u007fd\u0085e\tf')).toBe('abcde\tf');
    expect(escapeText('back\\slash; semi, comma')).toBe('back\\\\slash\\; semi\\, comma');
  });
});
