import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Advertisement } from '#domain/advertisements.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Every ad, active or not, for admins only (docs/rules/api.md#advertisements). */
export const listAdvertisements = () => api<Advertisement[]>('GET', '/api/advertisements');

export const advertisementsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.advertisements.list, queryFn: listAdvertisements });

export const useAdvertisements = () => useQuery(advertisementsQueryOptions());
