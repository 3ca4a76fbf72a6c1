import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Advertisement } from '#domain/advertisements.ts';
import { api } from '#web/lib/api-client.ts';

export const getAdvertisement = (id: number) => api<Advertisement>('GET', `/api/advertisements/${id}`);

export const advertisementQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['advertisements', id], queryFn: () => getAdvertisement(id) });

export const useAdvertisement = (id: number) => useQuery(advertisementQueryOptions(id));
