import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys, refreshAfter } from '#web/lib/query-keys.ts';

export const gameQueryOptions = (id: number) => apiQuery<GameDetail>(queryKeys.games.detail(id), apiPaths.game(id));

export const useGame = (id: number) => useQuery(gameQueryOptions(id));

/**
 * After a write that answers the game with its new numbers (a score, a whole game, an undo):
 * its screens show them at once, and everything derived from them is fetched again.
 */
export function showSavedGame(queryClient: QueryClient, game: GameDetail) {
  queryClient.setQueryData(queryKeys.games.detail(game.id), game);
  return Promise.all([refreshAfter(queryClient, 'game'), refreshAfter(queryClient, 'statLine')]);
}
