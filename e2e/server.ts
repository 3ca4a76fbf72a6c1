import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../test/free-port.ts';
import type { Scenario } from './prepare-database.ts';

export type RunningServer = { baseURL: string; pid: number; dataDir: string; stop: () => Promise<void> };

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops a server gracefully (SIGTERM), then removes its database. */
export async function stopServer(pid: number, dataDir: string) {
  if (alive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 15_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** The prepared directory of a migrated, empty database (e2e/prepare-database.ts). */
export const MIGRATED = 'migrated';

/** Prepares the directories servers start from into a new folder, and returns the folder. */
export function prepareDatabases(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'league-e2e-prepared-'));
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/prepare-database.ts', folder], { stdio: 'inherit' });
  return folder;
}

/** The server as built (`npm run build`); the global set-up builds it again when a source is newer. */
export const BUILT_SERVER = 'dist/server/server.js';

/**
 * The real server, as built, in a child process, on a free port and a PGlite directory of its
 * own: a copy of the migrated database, or of a `scenario`'s, that the global set-up prepared.
 * The build starts in about a second; the sources through tsx took several, and some thirty
 * specs start servers of their own.
 */
export async function startServer(env: Record<string, string>, scenario?: Scenario): Promise<RunningServer> {
  const prepared = process.env.E2E_PREPARED_DIR;
  if (!prepared) throw new Error('E2E_PREPARED_DIR is not set: the global set-up did not prepare the databases');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'league-e2e-'));
  cpSync(path.join(prepared, scenario ?? MIGRATED), dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: process.env.E2E_WEB_DIST ?? 'dist/web',
      LOGIN_RATE_LIMIT: '1000',
      REGISTRATION_RATE_LIMIT: '1000',
      // Every browser of a run visits from 127.0.0.1.
      VISIT_RATE_LIMIT: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // Never outlive the test runner, whatever ends it.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const fail = (message: string) => {
    killChild();
    rmSync(dataDir, { recursive: true, force: true });
    return new Error(`${message}:\n${output}`);
  };

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw fail(`the server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw fail('the server did not answer within 180 s');
    const ready = await fetch(`${baseURL}/api/site`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid as number;
  return {
    baseURL,
    pid,
    dataDir,
    stop: async () => {
      process.off('exit', killChild);
      await stopServer(pid, dataDir);
    },
  };
}
