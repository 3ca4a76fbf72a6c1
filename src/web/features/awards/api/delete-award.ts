import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const deleteAward = (id: number) => api<{ message: string }>('DELETE', `/api/awards/${id}`);

export function useDeleteAward() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAward, onSettled: () => refreshAfter(queryClient, 'award') });
}
