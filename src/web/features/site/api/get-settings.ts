import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsPage } from '#domain/site.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getSettings = () => api<SettingsPage>('GET', '/api/site/settings');

export const settingsQueryOptions = () => queryOptions({ queryKey: queryKeys.siteSettings, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
