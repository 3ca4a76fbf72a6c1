import { useQuery } from '@tanstack/react-query';
import { apiPaths, type GamesFilter } from '#domain/api-paths.ts';
import type { GameSummary } from '#domain/game-schemas.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type { GamesFilter };

/** Games by date and time, earliest first; a league's or a team's when filtered. */
export const gamesQueryOptions = (filter: GamesFilter = {}) =>
  apiQuery<GameSummary[]>(queryKeys.games.list(filter), apiPaths.games(filter));

export const useGames = (filter: GamesFilter = {}) => useQuery(gamesQueryOptions(filter));
