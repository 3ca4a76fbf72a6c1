import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameSummary } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type GamesFilter = { leagueId?: number; teamId?: number };

export const getGames = (filter: GamesFilter = {}) => {
  const query = new URLSearchParams();
  if (filter.leagueId) query.set('leagueId', String(filter.leagueId));
  if (filter.teamId) query.set('teamId', String(filter.teamId));
  const search = query.size ? `?${query}` : '';
  return api<GameSummary[]>('GET', `/api/games${search}`);
};

/** Games by date and time, earliest first; a league's or a team's when filtered. */
export const gamesQueryOptions = (filter: GamesFilter = {}) =>
  queryOptions({ queryKey: queryKeys.games.list(filter), queryFn: () => getGames(filter) });

export const useGames = (filter: GamesFilter = {}) => useQuery(gamesQueryOptions(filter));
