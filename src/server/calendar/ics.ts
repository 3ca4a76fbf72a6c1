import { isPlayed } from '#domain/games.ts';
import { gameInstant } from '#domain/schedule.ts';

/** A game as a calendar shows it. */
export type CalendarGame = {
  id: number;
  date: string;
  time: string;
  homeTeamName: string;
  awayTeamName: string;
  homeTeamScore: number | null;
  awayTeamScore: number | null;
  leagueName: string;
  locationName: string;
  locationAddress: string;
};

export type CalendarOptions = {
  name: string;
  timezone: string;
  /** The site's host, which makes each event's UID unique worldwide. */
  host: string;
  games: readonly CalendarGame[];
  now: Date;
};

/** SPEC §9 rules page: a game lasts about 1 hour 10 minutes. */
const GAME_MINUTES = 70;

const utcStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/**
 * RFC 5545 §3.3.11: backslash, semicolon and comma are escaped in text, and every line break
 * (CR LF, LF or a lone CR) is written as `\n`. Other control characters have no place in a
 * calendar (§3.1: only tabs may appear) and are dropped.
 */
export const escapeText = (text: string) =>
  text
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[^\P{Cc}\t]/gu, '');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never split a UTF-8 character: back off continuation bytes.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
    limit = 74;
  }
  return parts.join('\r\n ');
}

function summaryOf(game: CalendarGame): string {
  if (!isPlayed(game)) return `${game.awayTeamName} at ${game.homeTeamName}`;
  return `${game.awayTeamName} ${game.awayTeamScore ?? 0}, ${game.homeTeamName} ${game.homeTeamScore ?? 0} (Final)`;
}

/**
 * The games as an iCalendar feed (RFC 5545). Start and end are written as UTC instants worked
 * out from the league's wall-clock times, so every calendar app places them right; the
 * X-WR-TIMEZONE header tells apps to show them in the league's time zone.
 */
export function scheduleCalendar({ name, timezone, host, games, now }: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//League schedule//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${timezone}`,
  ];
  for (const game of games) {
    const start = gameInstant(game.date, game.time, timezone);
    const description = isPlayed(game)
      ? `${game.leagueName}. Final: ${game.homeTeamName} ${game.homeTeamScore ?? 0}, ${game.awayTeamName} ${game.awayTeamScore ?? 0}.`
      : `${game.leagueName}. ${game.homeTeamName} (home) against ${game.awayTeamName} (away).`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:game-${game.id}@${host}`,
      `DTSTAMP:${utcStamp(now.getTime())}`,
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(start + GAME_MINUTES * 60_000)}`,
      `SUMMARY:${escapeText(summaryOf(game))}`,
      `LOCATION:${escapeText(`${game.locationName}, ${game.locationAddress}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
