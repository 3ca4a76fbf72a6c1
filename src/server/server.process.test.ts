import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';

/** The real `server.ts` in a child process, as `npm start` runs it, on the Node that runs the tests. */
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'league-server-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'process-pass',
      WEB_DIST: 'no-build',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (text: string) => {
    while (!output.includes(text)) {
      const code = await Promise.race([exited.then((c) => ({ c })), new Promise((r) => child.stdout?.once('data', r))]);
      if (code && typeof code === 'object' && 'c' in code && !output.includes(text)) {
        throw new Error(`server exited (${String(code.c)}) before printing "${text}":\n${output}`);
      }
    }
  };
  return { child, exited, waitFor, output: () => output };
}

// Each test starts a Node process through tsx, which takes seconds on a busy two-core machine;
// how long it takes is not what these tests check. Each has its own process, folder and port,
// so they run at once.
describe.concurrent('the server process', { timeout: 60_000 }, () => {
  it('refuses to start on a bad setting, naming the variable', async ({ expect }) => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:');
    expect(server.output()).toContain('PORT:');
  });

  it('refuses to start when the GEOIP_DB file cannot be opened, naming the variable', async ({ expect }) => {
    const server = start({ GEOIP_DB: '/no/such/geoip.mmdb' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration:\n  GEOIP_DB: cannot open /no/such/geoip.mmdb');
  });

  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async ({ expect }) => {
    const port = await freePort();
    const server = start({ PORT: String(port), LOG_LEVEL: 'info' });
    await server.waitFor('Server listening');

    // Send the headers of a sign-in now and its body only after SIGTERM: the request is in flight.
    const body = JSON.stringify({ username: 'admin', password: 'process-pass' });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/users/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      req.on('socket', (socket) =>
        socket.on('connect', async () => {
          await server.waitFor('incoming request');
          server.child.kill('SIGTERM');
          await server.waitFor('SIGTERM received');
          req.end(body);
        }),
      );
    });

    const answered = await response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ username: 'admin' });
    expect(await server.exited).toBe(0);
    // Request log lines name no client address (the privacy page says IP addresses are never stored).
    expect(server.output()).toContain('"url":"/api/users/login"');
    expect(server.output()).not.toContain('remoteAddress');
  });

  it('ends the streams of live games on SIGTERM and exits 0 at once', async ({ expect }) => {
    const port = await freePort();
    const server = start({ PORT: String(port), LOG_LEVEL: 'info' });
    await server.waitFor('Server listening');
    const origin = `http://127.0.0.1:${port}`;
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'process-pass' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const made = async (url: string, body: object) => {
      const response = await fetch(`${origin}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
      expect(response.status, url).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };
    const leagueId = await made('/api/leagues', {
      name: 'Process League',
      startDate: '2026-01-05',
      endDate: '2026-04-30',
      isActive: true,
      isRegistrationOpen: false,
    });
    const locationId = await made('/api/locations', { name: 'Process Gym', address: '1 Court St' });
    const homeTeamId = await made('/api/teams', { name: 'Process Hawks', LeagueId: leagueId });
    const awayTeamId = await made('/api/teams', { name: 'Process Owls', LeagueId: leagueId });
    const gameId = await made('/api/games', { homeTeamId, awayTeamId, date: '2026-02-11', time: '19:00', locationId });

    // A visitor follows the game: the stream stays open until the server ends it.
    const stream = await fetch(`${origin}/api/games/${gameId}/live/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry:');
    const ended = (async () => {
      while (!(await reader.read()).done);
    })();

    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Well inside the 10 s after which shutdown gives up and exits 1.
    expect(Date.now() - started).toBeLessThan(5000);
    await ended;
  });
});
