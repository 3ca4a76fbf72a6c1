import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditablePage, PageHistory } from '#domain/editable-pages.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getPageVersions = (page: EditablePage) => api<PageHistory>('GET', `/api/site/pages/${page}/versions`);

export const pageVersionsQueryOptions = (page: EditablePage) =>
  queryOptions({ queryKey: queryKeys.pages.versions(page), queryFn: () => getPageVersions(page) });

export const usePageVersions = (page: EditablePage) => useQuery(pageVersionsQueryOptions(page));
