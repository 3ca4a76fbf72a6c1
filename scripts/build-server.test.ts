import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { buildServer, serverBuildIsStale } from './build-server.js';

const root = path.resolve(import.meta.dirname, '..');
const folder = mkdtempSync(path.join(tmpdir(), 'league-built-server-'));
// Inside the project, as dist/server is: the packages it imports resolve from node_modules.
mkdirSync(path.join(root, 'dist'), { recursive: true });
const outdir = mkdtempSync(path.join(root, 'dist', 'server-test-'));
const PASSWORD = 'built-pass';

/** Reports every TypeScript module the process loads on its standard error. */
const typeScriptProbe = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
registerHooks({ load(url, context, next) { if (/\\.[cm]?tsx?$/.test(url)) process.stderr.write('TYPESCRIPT ' + url + '\\n'); return next(url, context); } });
`)}`;

let origin = '';
let stderr = '';
let child: ReturnType<typeof spawn> | undefined;

beforeAll(async () => {
  await buildServer(outdir);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', typeScriptProbe, path.join(outdir, 'server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(folder, 'data'),
      ADMIN_PASSWORD: PASSWORD,
      WEB_DIST: 'dist/web',
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (const until = Date.now() + 60_000; Date.now() < until;) {
    if (child.exitCode !== null) throw new Error(`the built server exited: ${stderr}`);
    const answer = await fetch(`${origin}/api/site`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the built server did not answer: ${stderr}`);
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
  rmSync(outdir, { recursive: true, force: true });
});

describe('the built server (dist/server)', () => {
  it('starts on a new database, migrated from the migrations beside it, and loads no TypeScript', async () => {
    const leagues = await fetch(`${origin}/api/leagues`);
    expect(leagues.status).toBe(200);
    expect(stderr).not.toContain('TYPESCRIPT');
  });

  it('is written in ASCII, which Node keeps at a byte a character', () => {
    for (const module of ['server.js', 'excel-worker.js', 'json-worker.js']) {
      expect(readFileSync(path.join(outdir, module), 'utf8')).toMatch(/^[\t\n\r\u0020-\u007e]*$/);
    }
  });

  it('is stale once a file it was built from is newer than it', () => {
    expect(serverBuildIsStale(outdir)).toBe(false);
    const server = path.join(outdir, 'server.js');
    const { mtime } = statSync(server);
    utimesSync(server, new Date('2020-01-01'), new Date('2020-01-01'));
    try {
      expect(serverBuildIsStale(outdir)).toBe(true);
    } finally {
      utimesSync(server, mtime, mtime);
    }
    expect(serverBuildIsStale(path.join(folder, 'never-built'))).toBe(true);
  });

  it('reads an Excel file in its own worker module', async () => {
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = /^sid=[^;]*/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Gyms');
    sheet.addRow(['Gym', 'Address']);
    sheet.addRow(['Built Gym', '1 Court St']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const preview = await fetch(`${origin}/api/imports/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({ kind: 'gyms', format: 'xlsx', fileName: 'gyms.xlsx', leagueId: null, data }),
    });
    const body = (await preview.json()) as { counts: Record<string, number> };
    expect(preview.status, JSON.stringify(body)).toBe(200);
    expect(body.counts).toMatchObject({ new: 1, refused: 0 });
    expect(stderr).not.toContain('TYPESCRIPT');
  });
});
