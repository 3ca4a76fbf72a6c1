import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditablePage, PageHistory } from '#domain/editable-pages.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const savePage = ({ page, markdown }: { page: EditablePage; markdown: string }) =>
  api<PageHistory>('PUT', `/api/site/pages/${page}`, { markdown });

export const restorePageVersion = ({ page, version }: { page: EditablePage; version: number }) =>
  api<PageHistory>('POST', `/api/site/pages/${page}/versions/${version}/restore`);

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePage, onSuccess: () => refreshAfter(queryClient, 'site') });
}

export function useRestorePageVersion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restorePageVersion, onSuccess: () => refreshAfter(queryClient, 'site') });
}
