import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSummary, NewGameBody } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

/** The league is the home team's: the server takes it from there (docs/rules/league-data.md#games). */
export const createGame = (body: NewGameBody) => api<GameSummary>('POST', '/api/games', body);

export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGame, onSuccess: () => refreshAfter(queryClient, 'game') });
}
