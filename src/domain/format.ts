import dayjs from 'dayjs';

/** 'ddd, MMM D, YYYY' for games, 'MMM D, YYYY' on some screens (docs/rules/screens.md#dates-and-times). */
export const formatGameDate = (date: string) => dayjs(date).format('ddd, MMM D, YYYY');
export const formatShortDate = (date: string) => dayjs(date).format('MMM D, YYYY');
/** The time format 'h:mm A' of a wall-clock `HH:mm:ss`. */
export const formatGameTime = (time: string) => dayjs(`2000-01-01T${time}`).format('h:mm A');

// Made on first use: the first formatter a page makes loads the locale's data, which the
// screens that never show a moment (every public page) should not wait for.
let momentFormat: Intl.DateTimeFormat | undefined;
/** A moment something was recorded, such as `Nov 26, 2026, 10:15 AM`, in the reader's own time. */
export const formatMoment = (iso: string) =>
  (momentFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })).format(
    new Date(iso),
  );
