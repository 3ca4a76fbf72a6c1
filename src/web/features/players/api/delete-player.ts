import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { queryKeys, refreshAfter } from '#web/lib/query-keys.ts';

export const deletePlayer = (id: number) => api<{ message: string }>('DELETE', `/api/players/${id}`);

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    // The player's own screen stops reading them while this runs (useIsDeleted).
    mutationKey: queryKeys.players.deletion,
    mutationFn: deletePlayer,
    onSettled: () => refreshAfter(queryClient, 'player'),
  });
}
