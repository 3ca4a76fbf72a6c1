import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameSummary, GameUpdateBody } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const updateGame = ({ id, body }: { id: number; body: GameUpdateBody }) =>
  api<GameSummary>('PUT', `/api/games/${id}`, body);

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGame, onSuccess: () => refreshAfter(queryClient, 'game') });
}
