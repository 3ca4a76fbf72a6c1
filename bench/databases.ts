/**
 * The bench's databases: made fresh for each run and removed afterwards, on the PostgreSQL
 * server the API tests use (never stopped or restarted) or in a temporary PGlite directory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../src/server/db/client.ts';
import { onPostgresServer, postgresUrl } from '../test/postgres-server.ts';

export type BenchDatabase = {
  target: DatabaseTarget;
  /** What the server is started with: `DATABASE_URL` or `DATA_DIR`. */
  env: Record<string, string>;
  remove: () => Promise<void>;
};

export async function freshPostgres(): Promise<BenchDatabase> {
  const name = `league_bench_${randomBytes(4).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${name}`);
  const url = postgresUrl(name);
  return {
    target: { kind: 'postgres', url },
    env: { DATABASE_URL: url },
    remove: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function freshPglite(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'league-bench-pglite-'));
  return {
    target: { kind: 'pglite', dataDir },
    env: { DATA_DIR: dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export type BenchPlace = { label: string; make: () => Promise<BenchDatabase> };

const PLACES: BenchPlace[] = [
  { label: 'PGlite', make: freshPglite },
  { label: 'PostgreSQL', make: freshPostgres },
];

/**
 * The databases to measure: both, or those `BENCH_DATABASES` names (`pglite`, `postgresql`),
 * to try a change quickly; a run that claims the goals measures both.
 */
export function chosenDatabases(): BenchPlace[] {
  const chosen = (process.env.BENCH_DATABASES ?? '').toLowerCase().split(',').filter(Boolean);
  const places = PLACES.filter(({ label }) => chosen.length === 0 || chosen.includes(label.toLowerCase()));
  if (places.length === 0)
    throw new Error(`BENCH_DATABASES names none of ${PLACES.map(({ label }) => label).join(', ')}`);
  return places;
}
