import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '#domain/imports.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfterImport } from './get-imports.ts';

/** Takes an import back; a 409 says what was built on it since. */
export const undoImport = (id: number) => api<ImportSummary>('POST', `/api/imports/${id}/undo`, {});

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoImport, onSuccess: () => refreshAfterImport(queryClient) });
}
