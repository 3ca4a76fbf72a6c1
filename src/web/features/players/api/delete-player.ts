import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';
import { playerQueryOptions } from './get-player.ts';

export const deletePlayer = (id: number) => api<{ message: string }>('DELETE', `/api/players/${id}`);

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    // The gone player's own query is dropped, not refetched into a 404 under the open screen.
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: playerQueryOptions(id).queryKey, exact: true }),
    onSettled: () => refreshAfter(queryClient, 'player'),
  });
}
