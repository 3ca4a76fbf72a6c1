import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EditablePage, RenderedPage } from '#domain/editable-pages.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getPage = (page: EditablePage) => api<RenderedPage>('GET', `/api/site/pages/${page}`);

export const pageQueryOptions = (page: EditablePage) =>
  queryOptions({ queryKey: queryKeys.pages.page(page), queryFn: () => getPage(page) });

export const usePage = (page: EditablePage) => useQuery(pageQueryOptions(page));
