import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const deleteTeam = (id: number) => api<{ message: string }>('DELETE', `/api/teams/${id}`);

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeam, onSettled: () => refreshAfter(queryClient, 'team') });
}
