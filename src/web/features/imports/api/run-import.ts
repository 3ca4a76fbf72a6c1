import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportRequest, ImportSummary } from '#domain/imports.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfterImport } from './get-imports.ts';

/**
 * Imports the previewed file: the request of the preview with its `digest`. Refused rows are a
 * 400; data changed since the preview is a 409 (preview again).
 */
export const runImport = (body: ImportRequest & { digest: string }) => api<ImportSummary>('POST', '/api/imports', body);

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runImport, onSuccess: () => refreshAfterImport(queryClient) });
}
