import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Advertisement } from '#domain/advertisements.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The ads the home page shows (public). */
export const getActiveAdvertisements = () => api<Advertisement[]>('GET', '/api/advertisements/active');

export const activeAdvertisementsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.advertisements.active, queryFn: getActiveAdvertisements });

export const useActiveAdvertisements = () => useQuery(activeAdvertisementsQueryOptions());
