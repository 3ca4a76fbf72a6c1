import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Advertisement } from '#domain/advertisements.ts';
import { api } from '#web/lib/api-client.ts';

/** Every ad, active or not, for admins only (docs/rules/api.md#advertisements). */
export const listAdvertisements = () => api<Advertisement[]>('GET', '/api/advertisements');

export const advertisementsQueryOptions = () =>
  queryOptions({ queryKey: ['advertisements', 'list'], queryFn: listAdvertisements });

export const useAdvertisements = () => useQuery(advertisementsQueryOptions());

/** The admin list, the home page's active ads and the ad analytics all refresh after a write. */
export const invalidateAdvertisements = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['advertisements'] });
