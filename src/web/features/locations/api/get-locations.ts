import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { Location } from '#domain/locations.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const locationsQueryOptions = () => apiQuery<Location[]>(queryKeys.locations.all, apiPaths.locations);

export const useLocations = () => useQuery(locationsQueryOptions());
