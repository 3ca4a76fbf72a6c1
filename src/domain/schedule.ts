/** Game dates and times are wall-clock times in the league's time zone (docs/rules/numbers.md#league-time-zone). */

const DAY_MS = 86_400_000;
/** The upcoming schedule covers the next two weeks. */
export const UPCOMING_DAYS = 14;

/**
 * One wall-clock formatter per time zone: making one costs far more than using it, and a
 * schedule asks for two per game.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(timezone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timezone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timezone: string): number {
  const parts = wallClock(timezone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock `date` (YYYY-MM-DD) and `time` (HH:mm:ss) in `timezone`. */
export function gameInstant(date: string, time: string, timezone: string): number {
  const asUtc = Date.parse(`${date}T${time}Z`);
  const guess = asUtc - zoneOffset(asUtc, timezone);
  // Near a daylight-saving change the offset at the guess can differ: take that one.
  return asUtc - zoneOffset(guess, timezone);
}

/** Today's date (YYYY-MM-DD) on the wall clock of `timezone` (the reader's own when unknown). */
export function todayIn(timezone: string | undefined, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

type Scheduled = { date: string; time: string };

/** Games after now and within the next two weeks, earliest first (docs/rules/numbers.md#upcoming-schedule). */
export function upcomingGames<T extends Scheduled>(games: readonly T[], now: Date, timezone: string): T[] {
  const from = now.getTime();
  const until = from + UPCOMING_DAYS * DAY_MS;
  return games
    .map((game) => ({ game, at: gameInstant(game.date, game.time, timezone) }))
    .filter(({ at }) => at > from && at <= until)
    .sort((a, b) => a.at - b.at)
    .map(({ game }) => game);
}

/**
 * Averages count only players with at least this many games, once the league is 35 days old
 * (docs/rules/numbers.md#three-game-minimum).
 */
export const MIN_GAMES_FOR_AVERAGES = 3;
const MINIMUM_AFTER_DAYS = 35;

export function appliesGamesMinimum(leagueStartDate: string, today: string): boolean {
  return (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${leagueStartDate}T00:00:00Z`)) / DAY_MS > MINIMUM_AFTER_DAYS;
}
