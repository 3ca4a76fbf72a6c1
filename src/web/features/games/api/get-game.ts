import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { GameDetail } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys, refreshAfter } from '#web/lib/query-keys.ts';

export const getGame = (id: number) => api<GameDetail>('GET', `/api/games/${id}`);

export const gameQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.games.detail(id), queryFn: () => getGame(id) });

export const useGame = (id: number) => useQuery(gameQueryOptions(id));

/**
 * After a write that answers the game with its new numbers (a score, a whole game, an undo):
 * its screens show them at once, and everything derived from them is fetched again.
 */
export function showSavedGame(queryClient: QueryClient, game: GameDetail) {
  queryClient.setQueryData(queryKeys.games.detail(game.id), game);
  return Promise.all([refreshAfter(queryClient, 'game'), refreshAfter(queryClient, 'statLine')]);
}
