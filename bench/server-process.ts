/**
 * The production server in its own process, started as a deployment starts it (the command of
 * `npm start`, run by the Node that runs the bench), with its log read as it is written.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { freePort } from '../test/free-port.ts';

/** pino's levels of `warn` and `error` (`fatal` is 60). */
const WARN_LEVEL = 40;
const ERROR_LEVEL = 50;
const PRINTED_ERRORS = 20;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

export type ServerProcess = {
  origin: string;
  /**
   * What the server wrote: log entries at level error or above, and anything that is not a
   * log entry, are errors (the first few printed as written); warnings are counted.
   */
  log: { errors: number; warnings: number };
  /** The largest resident set of each process of the server (VmHWM), added together, in MB. */
  peakMemoryMb: () => number;
  /**
   * From now on, the resident memory sampled is counted toward `phase`: `peaksByPhase` then
   * says which part of the run the peak came in.
   */
  phase: (phase: string) => void;
  /** The largest resident set sampled in each phase (every 20 ms), in MB, in the order the phases began. */
  peaksByPhase: () => [string, number][];
  /** Whether the process is still running. */
  running: () => boolean;
  /** SIGTERM, then waits for the exit; resolves to the exit code (or the signal that ended it). */
  stop: () => Promise<string>;
};

/** Servers started and not yet stopped, for an interrupted bench to stop. */
const unstopped = new Set<ServerProcess>();

export async function stopServers() {
  await Promise.allSettled([...unstopped].map((server) => server.stop()));
}

/** The processes below `pid` (tsx runs the server in a child node). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

function residentKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function peakResidentKb(pid: number): number {
  return residentKb(pid, 'VmHWM');
}

/**
 * `npm start`'s command (`NAME=value … node …`): its environment, and its arguments for this
 * process's Node (Node's own flags, then the script).
 */
export function startCommand(): { env: Record<string, string>; args: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_]+=/.test(words[0])) {
    const [name, value] = words.shift()!.split('=') as [string, string];
    env[name] = value;
  }
  const [program, ...args] = words;
  if (program !== 'node') throw new Error(`npm start runs ${program ?? 'nothing'}, not node: ${scripts.start}`);
  return { env, args };
}

/**
 * Starts the server on a free port with `database` (`DATABASE_URL` or `DATA_DIR`) and waits
 * until it answers `/api/site`.
 */
export async function startServer(database: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const start = startCommand();
  const child = spawn(process.execPath, start.args, {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST: 'dist/web',
      ADMIN_PASSWORD: 'bench-pass',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: origin,
      ...start.env,
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { errors: 0, warnings: 0 };
  const error = (text: string) => {
    log.errors += 1;
    if (log.errors <= PRINTED_ERRORS || text.startsWith('TRACE')) console.log(`server: ${text}`);
    if (log.errors === PRINTED_ERRORS + 1) console.log('server: (further errors are counted, not printed)');
  };
  // Kept until the server answers, for the message of a failed start.
  let output: string[] | undefined = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      output?.push(line);
      let level: unknown;
      try {
        level = (JSON.parse(line) as { level?: unknown }).level;
      } catch {
        level = undefined;
      }
      if (typeof level !== 'number' || level >= ERROR_LEVEL) error(line);
      else if (level >= WARN_LEVEL) log.warnings += 1;
    });
  }
  let exit: string | undefined;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve((exit = code === null ? String(signal) : String(code)))),
  );
  const pid = child.pid!;
  // The server's processes below the wrapper, sampled while it runs (after its exit they are orphans).
  let known: number[] = [];

  const started = performance.now();
  for (;;) {
    if (exit !== undefined) throw new Error(`the server exited (${exit}) before answering:\n${output.join('\n')}`);
    if (performance.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output.join('\n')}`);
    }
    try {
      if ((await fetch(`${origin}/api/site`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  known = descendants(pid);
  output = undefined;
  const peaks = new Map<string, number>();
  let current = 'start';
  const sampler = setInterval(() => {
    const kb = [pid, ...known].map((member) => residentKb(member, 'VmRSS')).reduce((sum, each) => sum + each, 0);
    peaks.set(current, Math.max(peaks.get(current) ?? 0, kb));
  }, 20).unref();

  const server: ServerProcess = {
    origin,
    log,
    running: () => exit === undefined,
    peakMemoryMb: () => {
      known = descendants(pid);
      return [pid, ...known].map(peakResidentKb).reduce((sum, kb) => sum + kb, 0) / 1024;
    },
    phase: (phase) => {
      current = phase;
    },
    peaksByPhase: () => [...peaks].map(([phase, kb]) => [phase, kb / 1024]),
    stop: async () => {
      clearInterval(sampler);
      unstopped.delete(server);
      if (exit === undefined) child.kill('SIGTERM');
      const kill = (pids: number[]) => {
        for (const member of pids) {
          try {
            process.kill(member, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
      };
      const timer = setTimeout(() => kill([pid, ...known]), STOP_TIMEOUT_MS);
      const code = await exited;
      clearTimeout(timer);
      // A server process the wrapper left behind would hold the database and the port. The
      // wrapper may end first while the server still closes its database: it is given time.
      const living = () => known.filter((member) => existsSync(`/proc/${member}`));
      for (const until = performance.now() + STOP_TIMEOUT_MS; living().length > 0 && performance.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const left = living();
      if (left.length > 0) error(`processes ${left.join(', ')} of the server outlived it; killed`);
      kill(left);
      return code;
    },
  };
  unstopped.add(server);
  return server;
}
