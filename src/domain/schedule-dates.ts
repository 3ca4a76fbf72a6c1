/**
 * The dates a league and its schedule may take (docs/rules/league-data.md#leagues, decision
 * 033): years 1900 to 2200, so that past seasons can be entered, and at most two years from the
 * first date to the last. The schedule builder walks the days between them, so this is also
 * the bound of its walk. Zod-free: the schemas, the builder and the screens read it.
 */

export const FIRST_LEAGUE_YEAR = 1900;
export const LAST_LEAGUE_YEAR = 2200;
/** A season (a league, or the dates a schedule is built on) lasts at most this many years. */
export const MAX_SEASON_YEARS = 2;
/** The most dates a season holds, first and last included: two years with a leap day, and one. */
export const MAX_SEASON_DATES = 366 + 365 + 1;

const DAY_MS = 86_400_000;
/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** The `YYYY-MM-DD` date of a day number. */
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

const yearOf = (date: string) => Number(date.slice(0, 4));

/** Whether a `YYYY-MM-DD` date falls in the years a league may have. */
export function isLeagueYear(date: string): boolean {
  const year = yearOf(date);
  return year >= FIRST_LEAGUE_YEAR && year <= LAST_LEAGUE_YEAR;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same day `years` later (or earlier, when negative); Feb 29 becomes Feb 28 in a common year. */
function sameDay(date: string, years: number): string {
  const year = yearOf(date) + years;
  const monthDay = date.slice(5) === '02-29' && !isLeap(year) ? '02-28' : date.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/** The last date a season that starts on `first` may reach: the same day two years later. */
export const seasonEnd = (first: string) => sameDay(first, MAX_SEASON_YEARS);

/** The first date a season that ends on `last` may start on: the earliest whose `seasonEnd` reaches `last`. */
export function seasonStart(last: string): string {
  const start = sameDay(last, -MAX_SEASON_YEARS);
  // Feb 28 two years before a Feb 29 reaches only Feb 28: the season starts on Mar 1.
  return seasonEnd(start) < last ? dateOf(dayNumber(start) + 1) : start;
}

/** Whether `first` to `last` is no longer than a season. */
export const withinSeason = (first: string, last: string) => last <= seasonEnd(first);
