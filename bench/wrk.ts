/**
 * Load from `wrk` (the Debian package), a load generator in C that keeps up with the server
 * on the same machine. A Lua script chooses each request's path and prints the totals as one
 * JSON line when the run is done.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** As browsers send it. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

export type LoadResult = {
  requests: number;
  seconds: number;
  rate: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers with a status of 400 or more (wrk's status errors). */
  non2xx: number;
  /** Connections refused or reset, reads and writes that failed, requests past the timeout. */
  socketErrors: number;
};

/** Exits when `wrk` is missing: nothing can be measured without it. */
export function requireWrk() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) {
    console.error('wrk is not installed: apt-get install -y wrk');
    process.exit(1);
  }
}

/** A path as it may stand in a Lua string literal. */
function luaString(text: string): string {
  if (!/^[\w/.?=&%:-]+$/.test(text)) throw new Error(`not a plain path: ${text}`);
  return `"${text}"`;
}

/** Numbers each thread of wrk (0, 1, …) as the global `thread_number` of its script. */
const NUMBER_THREADS = `
local threads = 0
function setup(thread)
  thread:set("thread_number", threads)
  threads = threads + 1
end`;

/** Requests spread round-robin over `paths`, each thread starting at its own place. */
export function roundRobin(paths: string[]): string {
  return `${NUMBER_THREADS}
local paths = { ${paths.map(luaString).join(', ')} }
local index = 0
function init(args)
  index = thread_number % #paths
end
function request()
  index = index % #paths + 1
  return wrk.format(nil, paths[index])
end`;
}

/** Every request `basePath` with a query string never sent before (the security review's flood). */
export function freshQueries(basePath: string): string {
  return `${NUMBER_THREADS}
local sent = 0
function request()
  sent = sent + 1
  return wrk.format(nil, string.format("%s?a=%d-%d&b=%08x", ${luaString(basePath)}, thread_number, sent, math.random(0, 2147483647)))
end`;
}

const DONE = `
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\n{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"socketErrors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end`;

/**
 * `connections` connections on `threads` threads for `seconds`, every request sent with the
 * `Accept-Encoding` of a browser. A request unanswered after 10 s counts as a socket error
 * (a timeout) and not in the latency.
 */
export async function runWrk(
  origin: string,
  requests: string,
  { connections, threads, seconds }: { connections: number; threads: number; seconds: number },
): Promise<LoadResult> {
  const folder = mkdtempSync(path.join(tmpdir(), 'league-bench-wrk-'));
  const script = path.join(folder, 'load.lua');
  writeFileSync(script, `${requests}\n${DONE}\n`);
  try {
    const args = ['-c', String(connections), '-t', String(threads), '-d', `${seconds}s`, '--timeout', '10s'];
    args.push('--latency', '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, '-s', script, origin);
    const { stdout } = await promisify(execFile)('wrk', args, { maxBuffer: 1 << 20 });
    const line = stdout
      .split('\n')
      .reverse()
      .find((text) => text.startsWith('{'));
    if (!line) throw new Error(`wrk printed no totals:\n${stdout}`);
    const totals = JSON.parse(line) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      non2xx: number;
      socketErrors: number;
    };
    const measured = totals.durationUs / 1e6;
    return {
      requests: totals.requests,
      seconds: measured,
      rate: totals.requests / measured,
      p50Ms: totals.p50Us / 1000,
      p99Ms: totals.p99Us / 1000,
      non2xx: totals.non2xx,
      socketErrors: totals.socketErrors,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
