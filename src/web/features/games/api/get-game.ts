import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameDetail } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getGame = (id: number) => api<GameDetail>('GET', `/api/games/${id}`);

export const gameQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.games.detail(id), queryFn: () => getGame(id) });

export const useGame = (id: number) => useQuery(gameQueryOptions(id));
