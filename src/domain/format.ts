import dayjs from 'dayjs';

/** SPEC §9 date formats: 'ddd, MMM D, YYYY' for games, 'MMM D, YYYY' on some screens. */
export const formatGameDate = (date: string) => dayjs(date).format('ddd, MMM D, YYYY');
export const formatShortDate = (date: string) => dayjs(date).format('MMM D, YYYY');
/** SPEC §9 time format 'h:mm A' of a wall-clock `HH:mm:ss`. */
export const formatGameTime = (time: string) => dayjs(`2000-01-01T${time}`).format('h:mm A');
