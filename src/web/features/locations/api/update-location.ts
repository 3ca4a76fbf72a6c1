import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location, LocationBody } from '#domain/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const updateLocation = ({ id, body }: { id: number; body: LocationBody }) =>
  api<Location>('PUT', `/api/locations/${id}`, body);

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLocation, onSuccess: () => refreshAfter(queryClient, 'location') });
}
