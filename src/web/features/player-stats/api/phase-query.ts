import type { Phase } from '#domain/playoffs.ts';

/** The query string of a part of the season: none for the regular season, the default. */
export const phaseQuery = (phase: Phase) => (phase === 'playoffs' ? '?phase=playoffs' : '');
