import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { SiteInfo } from '#domain/site.ts';
import { apiQuery } from './first-data.ts';
import { queryKeys } from './query-keys.ts';

export const siteInfoQueryOptions = () => ({
  ...apiQuery<SiteInfo>(queryKeys.site, apiPaths.site),
  staleTime: Infinity,
});

export const useSiteInfo = () => useQuery(siteInfoQueryOptions());
