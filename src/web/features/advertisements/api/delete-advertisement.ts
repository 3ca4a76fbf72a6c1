import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { queryKeys, refreshAfter } from '#web/lib/query-keys.ts';

export const deleteAdvertisement = (id: number) => api<{ message: string }>('DELETE', `/api/advertisements/${id}`);

export function useDeleteAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({
    // The ad's own screen stops reading it while this runs (useIsDeleted).
    mutationKey: queryKeys.advertisements.deletion,
    mutationFn: deleteAdvertisement,
    onSettled: () => refreshAfter(queryClient, 'advertisement'),
  });
}
