import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { invalidateLocationData } from './location-writes.ts';

export const deleteLocation = (id: number) => api<{ message: string }>('DELETE', `/api/locations/${id}`);

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLocation, onSettled: () => invalidateLocationData(queryClient) });
}
