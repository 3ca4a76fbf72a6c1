import ical, { escape, foldLines, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { assertNever } from '#domain/assert-never.ts';
import { RESCHEDULED_MARK, statusText, type GameStatusFields } from '#domain/game-status.ts';
import { isPlayed } from '#domain/games.ts';
import { gameInstant } from '#domain/schedule.ts';

/** A game as a calendar shows it. */
export type CalendarGame = GameStatusFields & {
  /** When it last changed: a calendar app that syncs by event sees a moved or called-off game. */
  updatedAt: Date;
  id: number;
  /** A playoff game's round ("Semifinal"), which leads its title; null in the regular season. */
  round: string | null;
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

/** A game lasts about 1 hour 10 minutes (docs/rules/screens.md#league-rules-page). */
const GAME_MINUTES = 70;

/**
 * RFC 5545 §3.1 lets no control character but a tab into a calendar, and ical-generator passes
 * them through. Line breaks stay: the library writes each of them (a lone CR too) as `\n`.
 */
const plainText = (text: string) => text.replace(/[^\P{Cc}\t\r\n]/gu, '');

/**
 * Text as an iCalendar TEXT value (RFC 5545 §3.3.11), for the values ical-generator writes as
 * given, such as the calendar's name.
 */
export const escapeText = (text: string) => escape(plainText(text), false);

/** 'Postponed: gym closed', 'Rescheduled' or nothing: what a calendar adds to a game's title. */
function statusOf(game: CalendarGame): string | null {
  const named = { ...game, HomeTeam: { name: game.homeTeamName }, AwayTeam: { name: game.awayTeamName } };
  return statusText(named) ?? (game.rescheduledFrom && !isPlayed(game) ? RESCHEDULED_MARK : null);
}

function summaryOf(game: CalendarGame): string {
  const round = game.round ? `${game.round}: ` : '';
  if (isPlayed(game)) {
    return `${round}${game.awayTeamName} ${game.awayTeamScore ?? 0}, ${game.homeTeamName} ${game.homeTeamScore ?? 0} (Final)`;
  }
  const status = statusOf(game);
  return `${round}${game.awayTeamName} at ${game.homeTeamName}${status ? ` (${status})` : ''}`;
}

/**
 * A cancelled or forfeited game will not be played, so calendars strike it out; a postponed
 * one waits for its new date.
 */
function eventStatus(game: CalendarGame): ICalEventStatus {
  switch (game.status) {
    case 'cancelled':
    case 'forfeit':
      return ICalEventStatus.CANCELLED;
    case 'postponed':
      return ICalEventStatus.TENTATIVE;
    case 'scheduled':
    case 'final':
      return ICalEventStatus.CONFIRMED;
    default:
      return assertNever(game.status);
  }
}

/**
 * The games as an iCalendar feed (RFC 5545). Start and end are written as UTC instants worked
 * out from the league's wall-clock times, so every calendar app places them right; the
 * X-WR-TIMEZONE header tells apps to show them in the league's time zone.
 *
 * The zone is not given to ical-generator as its `timezone`: with one set, it writes DTSTAMP
 * and every start and end as wall-clock times without a zone, read in the server's own time
 * zone. Its `x` properties land after the events, where RFC 5545 has no room for a calendar
 * property (`icalbody = calprops component`), so the header line goes in before the first
 * component here.
 */
export function scheduleCalendar({ name, timezone, host, games, now }: CalendarOptions): string {
  const calendar = ical({
    // The library writes the name as it is given.
    name: escapeText(name),
    prodId: `//${host}//League schedule//EN`,
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const game of games) {
    const start = gameInstant(game.date, game.time, timezone);
    const status = statusOf(game);
    const description = isPlayed(game)
      ? `${game.leagueName}. Final: ${game.homeTeamName} ${game.homeTeamScore ?? 0}, ${game.awayTeamName} ${game.awayTeamScore ?? 0}.`
      : `${game.leagueName}. ${game.homeTeamName} (home) against ${game.awayTeamName} (away).${status ? ` ${status}.` : ''}`;
    calendar.createEvent({
      id: `game-${game.id}@${host}`,
      stamp: now,
      lastModified: game.updatedAt,
      status: eventStatus(game),
      start: new Date(start),
      end: new Date(start + GAME_MINUTES * 60_000),
      summary: plainText(summaryOf(game)),
      // One line, name then address: the library would put a line break between a title and an address.
      location: plainText(`${game.locationName}, ${game.locationAddress}`),
      description: plainText(description),
    });
  }
  // The library ends the last line without the CRLF that RFC 5545 puts after every line.
  const text = `${calendar.toString()}\r\n`;
  // Every value's line breaks are escaped, so the first line that starts with BEGIN: is the first component.
  const body = text.search(/\r\n(?:BEGIN:|END:VCALENDAR\r\n)/);
  return `${text.slice(0, body)}\r\n${foldLines(`X-WR-TIMEZONE:${escapeText(timezone)}`)}${text.slice(body)}`;
}
