import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE, type ImportFormat } from '#domain/imports.ts';

export const WRONG_FILE_MESSAGE = 'Choose a CSV or Excel (.xlsx) file.';

/** The file types the file input offers. */
export const ACCEPTED_FILES = '.csv,.xlsx,.txt,.tsv';

/** How a chosen file travels, from its extension: text files as CSV, Excel files as xlsx; null for any other. */
export function formatOfFile(name: string): Exclude<ImportFormat, 'text'> | null {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'txt' || extension === 'tsv') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  return null;
}

/** Why a chosen file cannot be sent (its type, its size), or null when it can. */
export function fileProblem(file: File): string | null {
  if (formatOfFile(file.name) === null) return WRONG_FILE_MESSAGE;
  if (file.size > MAX_IMPORT_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** Whether pasted text is over the size a file may have, counted in UTF-8 bytes as the server counts it. */
export const pastedTooLarge = (text: string) =>
  text.length > MAX_IMPORT_BYTES / 3 && new TextEncoder().encode(text).length > MAX_IMPORT_BYTES;

// Bytes turned into characters this many at a time: a whole 10 MB file passed as arguments at
// once would overflow the call stack.
const CHUNK = 0x8000;

/** A file's bytes as base64, as the import request carries a chosen file. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK) {
    parts.push(String.fromCharCode(...bytes.subarray(start, start + CHUNK)));
  }
  return btoa(parts.join(''));
}
