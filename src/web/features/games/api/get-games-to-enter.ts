import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GamesToEnter } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getGamesToEnter = () => api<GamesToEnter>('GET', '/api/games/to-enter');

export const gamesToEnterQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.games.toEnter, queryFn: getGamesToEnter });

export const useGamesToEnter = () => useQuery(gamesToEnterQueryOptions());
