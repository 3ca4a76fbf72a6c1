import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** The bin folder of the newest PostgreSQL installed the Debian way. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries under ${root}/*/bin`);
  return join(root, versions[0], 'bin');
}

export type OwnCluster = {
  /** Where the servers under test connect: the `postgres` database as the `postgres` role. */
  url: string;
  port: number;
  /** A fast shutdown, as an operator's restart does: clients are disconnected. */
  stop: () => Promise<void>;
  /** Up again on the same port, with the same data. */
  start: () => Promise<void>;
  /** Gone for good: stopped at once if it runs, its folder removed. */
  destroy: () => Promise<void>;
};

/**
 * A throwaway PostgreSQL cluster of a test's own, which the test may stop and start at will
 * (never the shared server the other tests use). Trust authentication on 127.0.0.1 and a
 * socket in its own folder; its log goes to `postgres.log` in that folder.
 */
export async function startOwnCluster(): Promise<OwnCluster> {
  const bin = postgresBin();
  const folder = await mkdtemp(join(tmpdir(), 'own-cluster-'));
  const dataDir = join(folder, 'data');
  const logFile = join(folder, 'postgres.log');
  // PostgreSQL refuses to run as root: as root, run it as the postgres OS user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const postgres = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: folder })
      : run(join(bin, tool), args, { cwd: folder });

  const port = await freePort();
  let running = false;
  const start = async () => {
    await postgres('pg_ctl', [
      '-w',
      '-D',
      dataDir,
      '-l',
      logFile,
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off`,
      'start',
    ]);
    running = true;
  };
  const stopWith = async (mode: 'fast' | 'immediate') => {
    await postgres('pg_ctl', ['-w', '-D', dataDir, '-m', mode, 'stop']);
    running = false;
  };

  try {
    await postgres('initdb', ['-D', dataDir, '--auth=trust', '-U', 'postgres', '--no-sync', '--encoding=UTF8']);
    await start();
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => stopWith('fast'),
    start,
    destroy: async () => {
      try {
        if (running) await stopWith('immediate');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
