import { useMutation } from '@tanstack/react-query';
import type { ImportPreview, ImportRequest } from '#domain/imports.ts';
import { api } from '#web/lib/api-client.ts';

/** What importing the file would do, row by row; stores nothing. A file it cannot read is a 400 with why. */
export const previewImport = (body: ImportRequest) => api<ImportPreview>('POST', '/api/imports/preview', body);

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
