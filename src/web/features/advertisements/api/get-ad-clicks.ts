import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdAnalyticsRow } from '#domain/advertisements.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Every ad with its clicks per date (admin only). */
export const getAdClicks = () => api<AdAnalyticsRow[]>('GET', '/api/advertisements/clicks');

export const adClicksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.advertisements.clicks, queryFn: getAdClicks });

export const useAdClicks = () => useQuery(adClicksQueryOptions());
