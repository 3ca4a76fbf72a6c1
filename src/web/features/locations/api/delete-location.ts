import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const deleteLocation = (id: number) => api<{ message: string }>('DELETE', `/api/locations/${id}`);

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLocation, onSettled: () => refreshAfter(queryClient, 'location') });
}
