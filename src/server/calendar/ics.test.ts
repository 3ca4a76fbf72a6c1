import { describe, expect, it } from 'vitest';
import { escapeText, scheduleCalendar, type CalendarGame } from './ics.ts';

const game: CalendarGame = {
  id: 42,
  round: null,
  date: '2026-11-24',
  time: '19:30:00',
  homeTeamName: 'Harlem Hoopers',
  awayTeamName: 'Bronx Bombers',
  homeTeamScore: null,
  awayTeamScore: null,
  status: 'scheduled',
  statusReason: null,
  forfeitedBy: null,
  rescheduledFrom: null,
  updatedAt: new Date('2026-11-20T09:00:00Z'),
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

/**
 * The content lines of a calendar as [name, value], after checking what a parser needs: CRLF
 * after every line, folds that start with a space, and a name then a colon on every line.
 */
function parseLines(text: string): [string, string][] {
  expect(text.endsWith('\r\n')).toBe(true);
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const lines = unfolded.slice(0, -2).split('\r\n');
  return lines.map((line) => {
    expect(line).not.toMatch(/[\r\n]/);
    const match = /^([A-Z][A-Z0-9-]*)(?:;[^:]*)?:(.*)$/.exec(line);
    expect(match, line).not.toBeNull();
    return [match![1]!, match![2]!];
  });
}

/** RFC 5545 §3.3.11, read back. */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, character: string) => (/n/i.test(character) ? '\n' : character));

/** The event's lines of a one-game calendar, by name. */
const eventOf = (one: CalendarGame) => {
  const lines = parseLines(calendar([one]));
  const begin = lines.findIndex(([name, value]) => name === 'BEGIN' && value === 'VEVENT');
  return Object.fromEntries(lines.slice(begin).map(([name, value]) => [name, unescapeText(value)]));
};

describe("a playoff game's round in the calendar", () => {
  it('leads the title, before and after the game', () => {
    expect(eventOf({ ...game, round: 'Semifinal' }).SUMMARY).toBe('Semifinal: Bronx Bombers at Harlem Hoopers');
    const played = { ...game, round: 'Final', status: 'final' as const, homeTeamScore: 52, awayTeamScore: 48 };
    expect(eventOf(played).SUMMARY).toBe('Final: Bronx Bombers 48, Harlem Hoopers 52 (Final)');
  });
});

describe("a game's status in the calendar", () => {
  it('confirms a scheduled game and says when it last changed', () => {
    expect(eventOf(game)).toMatchObject({
      STATUS: 'CONFIRMED',
      'LAST-MODIFIED': '20261120T090000Z',
      SUMMARY: 'Bronx Bombers at Harlem Hoopers',
    });
  });

  it('cancels a cancelled game, with its reason', () => {
    const event = eventOf({ ...game, status: 'cancelled', statusReason: 'gym closed' });
    expect(event).toMatchObject({
      STATUS: 'CANCELLED',
      SUMMARY: 'Bronx Bombers at Harlem Hoopers (Cancelled: gym closed)',
    });
    expect(event.DESCRIPTION).toBe(
      'Fall 2026. Harlem Hoopers (home) against Bronx Bombers (away). Cancelled: gym closed.',
    );
  });

  it('marks a postponed game tentative, and a forfeit cancelled with its winner', () => {
    expect(eventOf({ ...game, status: 'postponed', statusReason: 'snow' })).toMatchObject({
      STATUS: 'TENTATIVE',
      SUMMARY: 'Bronx Bombers at Harlem Hoopers (Postponed: snow)',
    });
    expect(eventOf({ ...game, status: 'forfeit', forfeitedBy: 'away' })).toMatchObject({
      STATUS: 'CANCELLED',
      SUMMARY: 'Bronx Bombers at Harlem Hoopers (Forfeit: Harlem Hoopers win)',
    });
  });

  it('sends a rescheduled game at its new time, marked rescheduled', () => {
    const moved = { ...game, date: '2026-12-01', time: '18:00:00', rescheduledFrom: '2026-11-24' };
    expect(eventOf(moved)).toMatchObject({
      STATUS: 'CONFIRMED',
      // 6:00 PM in New York is 23:00 UTC.
      DTSTART: '20261201T230000Z',
      SUMMARY: 'Bronx Bombers at Harlem Hoopers (Rescheduled)',
    });
  });
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

  it('escapes line breaks, backslashes, semicolons and commas in every name, and stays a calendar a parser reads', () => {
    const text = scheduleCalendar({
      name: 'Fall\r2026; A\\B, C',
      timezone: 'America/New_York',
      host: 'league.example',
      games: [
        {
          ...game,
          homeTeamName: 'Harlem\rHoopers; A',
          awayTeamName: 'Bronx\r\nBombers, B',
          homeTeamScore: 61,
          awayTeamScore: 58,
          leagueName: 'Fall\n2026 \\ Men',
          locationName: 'Gym; North, Side\\Court',
          locationAddress: '1 Main St\r\nEND:VEVENT\rBEGIN:VEVENT\nUID:evil',
        },
      ],
      now: new Date('2026-11-21T12:00:00Z'),
    });
    const lines = parseLines(text);
    const components = lines
      .filter(([name]) => name === 'BEGIN' || name === 'END')
      .map(([name, value]) => `${name}:${value}`);
    expect(components).toEqual(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'END:VEVENT', 'END:VCALENDAR']);
    const values = new Map(lines.map(([name, value]) => [name, value]));
    for (const name of ['X-WR-CALNAME', 'SUMMARY', 'LOCATION', 'DESCRIPTION']) {
      // A TEXT value: every backslash, semicolon and comma escaped, no line break left raw.
      expect(values.get(name), name).toMatch(/^(?:[^\\;,\r\n]|\\[\\;,n])*$/);
    }
    expect(unescapeText(values.get('X-WR-CALNAME')!)).toBe('Fall\n2026; A\\B, C');
    expect(unescapeText(values.get('SUMMARY')!)).toBe('Bronx\nBombers, B 58, Harlem\nHoopers; A 61 (Final)');
    expect(unescapeText(values.get('LOCATION')!)).toBe(
      'Gym; North, Side\\Court, 1 Main St\nEND:VEVENT\nBEGIN:VEVENT\nUID:evil',
    );
    expect(unescapeText(values.get('DESCRIPTION')!)).toBe(
      'Fall\n2026 \\ Men. Final: Harlem\nHoopers; A 61, Bronx\nBombers, B 58.',
    );
    expect(values.get('UID')).toBe('game-42@league.example');
  });

  it('names the time zone among the calendar properties, before the events', () => {
    const lines = parseLines(calendar([game, { ...game, id: 43 }]));
    const zone = lines.findIndex(([name]) => name === 'X-WR-TIMEZONE');
    expect(lines[zone]).toEqual(['X-WR-TIMEZONE', 'America/New_York']);
    expect(zone).toBeLessThan(lines.findIndex(([name, value]) => name === 'BEGIN' && value === 'VEVENT'));
    expect(parseLines(calendar([])).map(([name]) => name)).toContain('X-WR-TIMEZONE');
  });

  it('drops control characters other than tabs, and escapes backslashes, semicolons and commas', () => {
    expect(escapeText('a\u0000b\u0007c\u007fd\u0085e\tf')).toBe('abcde\tf');
    expect(escapeText('back\\slash; semi, comma')).toBe('back\\\\slash\\; semi\\, comma');
  });
});
