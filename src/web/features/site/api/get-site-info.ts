import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '#domain/site.ts';
import { api } from '#web/lib/api-client.ts';

export const getSiteInfo = () => api<SiteInfo>('GET', '/api/site');

export const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: ['site'], queryFn: getSiteInfo, staleTime: Infinity });

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
