import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Advertisement, NewAdvertisementBody } from '#domain/advertisements.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAdvertisements } from './list-advertisements.ts';

export const createAdvertisement = (body: NewAdvertisementBody) =>
  api<Advertisement>('POST', '/api/advertisements', body);

export function useCreateAdvertisement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAdvertisement, onSuccess: () => invalidateAdvertisements(queryClient) });
}
