import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '#domain/site.ts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

export const getSiteInfo = () => api<SiteInfo>('GET', '/api/site');

export const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.site, queryFn: getSiteInfo, staleTime: Infinity });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
