import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Advertisement } from '#domain/advertisements.ts';
import { api } from '#web/lib/api-client.ts';
import { useIsDeleted } from '#web/lib/deleting.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getAdvertisement = (id: number) => api<Advertisement>('GET', `/api/advertisements/${id}`);

export const advertisementQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.advertisements.detail(id), queryFn: () => getAdvertisement(id) });

/** The ad, until it is deleted here. */
export const useAdvertisement = (id: number) =>
  useQuery({ ...advertisementQueryOptions(id), enabled: !useIsDeleted(queryKeys.advertisements.deletion, id) });
