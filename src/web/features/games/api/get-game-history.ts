import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameChange } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getGameHistory = (id: number) => api<GameChange[]>('GET', `/api/games/${id}/history`);

export const gameHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.games.history(id), queryFn: () => getGameHistory(id) });

export const useGameHistory = (id: number) => useQuery(gameHistoryQueryOptions(id));
