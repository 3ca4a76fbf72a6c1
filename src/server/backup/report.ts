import type { DatabaseTarget } from '../db/client.ts';

/** The database as the backup commands name it: never with a password. */
export function databaseName(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `PGlite in ${target.dataDir ?? 'memory'}`;
  const url = new URL(target.url);
  return `PostgreSQL database ${url.pathname.slice(1)} at ${url.hostname}:${url.port || '5432'}`;
}

export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const secondsText = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
