import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { EditablePage, RenderedPage } from '#domain/editable-pages.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const pageQueryOptions = (page: EditablePage) =>
  apiQuery<RenderedPage>(queryKeys.pages.page(page), apiPaths.page(page));

export const usePage = (page: EditablePage) => useQuery(pageQueryOptions(page));
