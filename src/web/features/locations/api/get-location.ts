import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '#domain/locations.ts';
import { api } from '#web/lib/api-client.ts';

export const getLocation = (id: number) => api<Location>('GET', `/api/locations/${id}`);

export const locationQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['locations', id], queryFn: () => getLocation(id) });

export const useLocationById = (id: number) => useQuery(locationQueryOptions(id));
