import type { ImportKind } from '#domain/imports.ts';

export type TemplateFormat = 'csv' | 'xlsx';

/** The address of a kind's template, a download the browser saves (a link, not a fetch). */
export const importTemplateUrl = (kind: ImportKind, format: TemplateFormat) =>
  `/api/imports/templates/${kind}.${format}`;
