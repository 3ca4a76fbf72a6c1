/**
 * Runs on every supported Node.js major: it starts a Node process and writes files.
 * @module-tag node-apis
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { filePostgresUrl } from '../../../test/database-copies.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const folder = mkdtempSync(path.join(tmpdir(), 'league-export-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The tier's database: a PGlite folder of this test's own, or this file's PostgreSQL database. */
const database = () =>
  process.env.TEST_DB === 'postgres' ? { DATABASE_URL: filePostgresUrl() } : { DATA_DIR: path.join(folder, 'data') };

/** `npm run export -- …args` in `cwd`, as tsx runs it, on the Node that runs the tests. */
function runExport(args: string[], cwd: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href,
      path.join(root, 'scripts/export.ts'),
      ...args,
    ],
    {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        ...database(),
        SEED_DEMO: 'true',
        ADMIN_PASSWORD: 'export-pass',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

// Each run starts Node through tsx and opens (the first time makes and fills) a database:
// seconds on a busy two-core machine, which is not what this checks.
describe('npm run export', { timeout: 120_000 }, () => {
  it('writes the zip of the configured database where it is told, and says where', async () => {
    const file = path.join(folder, 'out', 'league.zip');
    const run = await runExport(['--format', 'zip', path.relative(folder, file)], folder);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`Wrote ${file} (`);

    const files = unzipSync(new Uint8Array(readFileSync(file)));
    const leagues = parse(Buffer.from(files['leagues.csv']!).toString('utf8'), { bom: true, columns: true });
    // The demo league, loaded by SEED_DEMO into the empty database as a server's start would.
    expect(leagues.length).toBeGreaterThan(0);
    expect(Object.keys(files).filter((name) => name.startsWith('box-scores/'))).toHaveLength(leagues.length);
  });

  it('writes the JSON document into the current folder by default, named for the date', async () => {
    const here = mkdtempSync(path.join(folder, 'here-'));
    const run = await runExport([], here);
    expect(run.code, run.stderr).toBe(0);
    const [name] = readdirSync(here);
    expect(name).toMatch(/^league-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(run.stdout).toContain(`Wrote ${path.join(here, name!)} (`);

    const document = JSON.parse(readFileSync(path.join(here, name!), 'utf8'));
    expect(document).toMatchObject({ format: 'league-export', version: 1 });
    expect(document.statLines.length).toBeGreaterThan(100);
    expect(JSON.stringify(document)).not.toContain('passwordHash');
  });

  it('refuses a format it does not write', async () => {
    const run = await runExport(['--format', 'xlsx'], folder);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Usage: npm run export -- [--format json|zip] [FILE]');
  });
});
