import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '#domain/imports.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys, refreshAfter } from '#web/lib/query-keys.ts';

/** Every import, newest first. */
export const getImports = () => api<ImportSummary[]>('GET', '/api/imports');

export const importsQueryOptions = () => queryOptions({ queryKey: queryKeys.imports, queryFn: getImports });

export const useImports = () => useQuery(importsQueryOptions());

/** An import, or its undo: every screen showing what it may have made fetches again, and so does the history. */
export const refreshAfterImport = (queryClient: QueryClient) => refreshAfter(queryClient, 'import');
