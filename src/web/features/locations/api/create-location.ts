import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location, LocationBody } from '#domain/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const createLocation = (body: LocationBody) => api<Location>('POST', '/api/locations', body);

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLocation, onSuccess: () => refreshAfter(queryClient, 'location') });
}
