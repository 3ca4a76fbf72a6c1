import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';
import { advertisementQueryOptions } from './get-advertisement.ts';

export const deleteAdvertisement = (id: number) => api<{ message: string }>('DELETE', `/api/advertisements/${id}`);

export function useDeleteAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdvertisement,
    // The gone ad's own query is dropped, not refetched into a 404 under the open screen.
    onSuccess: (_result, id) =>
      queryClient.removeQueries({ queryKey: advertisementQueryOptions(id).queryKey, exact: true }),
    onSettled: () => refreshAfter(queryClient, 'advertisement'),
  });
}
