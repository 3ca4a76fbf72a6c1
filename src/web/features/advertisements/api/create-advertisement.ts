import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Advertisement, NewAdvertisementBody } from '#domain/advertisements.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const createAdvertisement = (body: NewAdvertisementBody) =>
  api<Advertisement>('POST', '/api/advertisements', body);

export function useCreateAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdvertisement, onSuccess: () => refreshAfter(queryClient, 'advertisement') });
}
