import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '#domain/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getLocation = (id: number) => api<Location>('GET', `/api/locations/${id}`);

export const locationQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.locations.detail(id), queryFn: () => getLocation(id) });

export const useLocationById = (id: number) => useQuery(locationQueryOptions(id));
