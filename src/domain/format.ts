import dayjs from 'dayjs';

/** SPEC §9 date formats: 'ddd, MMM D, YYYY' for games, 'MMM D, YYYY' on some screens. */
export const formatGameDate = (date: string) => dayjs(date).format('ddd, MMM D, YYYY');
export const formatShortDate = (date: string) => dayjs(date).format('MMM D, YYYY');
