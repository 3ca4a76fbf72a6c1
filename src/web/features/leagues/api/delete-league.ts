import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const deleteLeague = (id: number) => api<{ message: string }>('DELETE', `/api/leagues/${id}`);

export function useDeleteLeague() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLeague, onSettled: () => refreshAfter(queryClient, 'league') });
}
