import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Location } from '#domain/locations.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getLocations = () => api<Location[]>('GET', '/api/locations');

export const locationsQueryOptions = () => queryOptions({ queryKey: queryKeys.locations.all, queryFn: getLocations });

export const useLocations = () => useQuery(locationsQueryOptions());
