import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Advertisement, AdvertisementUpdateBody } from '#domain/advertisements.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const updateAdvertisement = ({ id, body }: { id: number; body: AdvertisementUpdateBody }) =>
  api<Advertisement>('PUT', `/api/advertisements/${id}`, body);

export function useUpdateAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAdvertisement, onSuccess: () => refreshAfter(queryClient, 'advertisement') });
}
