import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteAnalytics } from '#domain/analytics.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** `GET /api/analytics/`, for admins (docs/rules/api.md#analytics). */
export const getSiteAnalytics = () => api<SiteAnalytics>('GET', '/api/analytics/');

export const siteAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.analytics, queryFn: getSiteAnalytics, staleTime: 0 });

export const useSiteAnalytics = () => useQuery(siteAnalyticsQueryOptions());
