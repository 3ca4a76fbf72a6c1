import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const deleteGame = (id: number) => api<{ message: string }>('DELETE', `/api/games/${id}`);

export function useDeleteGame() {
  const queryClient = useQueryClient();
  // Settled, not only on success: a refused delete may mean the game is already gone.
  return useMutation({ mutationFn: deleteGame, onSettled: () => refreshAfter(queryClient, 'game') });
}
