import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAsNewAdmin, testConfig, unique } from '../../../test/app.ts';
import { capturedLog } from '../../../test/captured-log.ts';
import { startOwnCluster, type OwnCluster } from '../../../test/own-cluster.ts';
import { buildApp, type BuildOptions } from '../app.ts';

// Each test has a PostgreSQL cluster of its own to stop and start, never the shared server.
let cluster: OwnCluster;
const apps: FastifyInstance[] = [];
beforeEach(async () => {
  cluster = await startOwnCluster();
}, 60_000);
afterEach(async () => {
  try {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  } finally {
    await cluster.destroy();
  }
}, 60_000);

/** A server of the site on this test's cluster, as `npm start` builds it. */
async function serverOnCluster(logger: BuildOptions['logger'] = false): Promise<FastifyInstance> {
  const config = testConfig();
  config.database = { kind: 'postgres', url: cluster.url };
  const app = await buildApp(config, { logger });
  apps.push(app);
  await app.ready();
  return app;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; cookie?: string };
const call = (app: FastifyInstance, { method, url, payload, cookie }: Call) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

async function created(app: FastifyInstance, cookie: string, url: string, payload: object): Promise<number> {
  const response = await call(app, { method: 'POST', url, payload, cookie });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

/** A league with two teams and `games` unplayed games between them, made through the API. */
async function leagueWithGames(app: FastifyInstance, cookie: string, games: number) {
  const tag = unique('outage');
  const leagueId = await created(app, cookie, '/api/leagues', {
    name: `${tag} Fall`,
    startDate: '2026-09-01',
    endDate: '2026-12-01',
    isRegistrationOpen: false,
    isActive: true,
  });
  const home = await created(app, cookie, '/api/teams', { name: `${tag} Home`, LeagueId: leagueId });
  const away = await created(app, cookie, '/api/teams', { name: `${tag} Away`, LeagueId: leagueId });
  const locationId = await created(app, cookie, '/api/locations', { name: `${tag} Gym`, address: '1 Court St' });
  const gameIds: number[] = [];
  for (let day = 1; day <= games; day += 1) {
    gameIds.push(
      await created(app, cookie, '/api/games', {
        homeTeamId: home,
        awayTeamId: away,
        date: `2026-09-${String(day).padStart(2, '0')}`,
        time: '19:00',
        locationId,
      }),
    );
  }
  return { leagueId, home, away, gameIds };
}
type League = Awaited<ReturnType<typeof leagueWithGames>>;

const standingsOf = (league: League) => `/api/leagues/${league.leagueId}/standings`;

/** A home win, saved as an admin would on the box score screen. */
const homeWin = (gameId: number, cookie: string): Call => ({
  method: 'PUT',
  url: `/api/games/${gameId}/score`,
  payload: { homeTeamScore: 50, awayTeamScore: 40 },
  cookie,
});

async function saveHomeWin(app: FastifyInstance, gameId: number, cookie: string) {
  const response = await call(app, homeWin(gameId, cookie));
  expect(response.statusCode, response.body).toBe(200);
}

/** The home team's wins as an anonymous visitor reads the standings on `app`. */
async function homeWins(app: FastifyInstance, league: League): Promise<number> {
  const response = await call(app, { method: 'GET', url: standingsOf(league) });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as { teamId: number; wins: number }[];
  return rows.find((row) => row.teamId === league.home)!.wins;
}

/**
 * Reads the standings anonymously until `app` answers from what it kept: the second read is a
 * hit, unless news of an earlier write reached `app` between the two (then the next pair).
 */
function warmStandings(app: FastifyInstance, league: League): Promise<LightMyRequestResponse> {
  return vi.waitFor(
    async () => {
      const hit = await call(app, { method: 'GET', url: standingsOf(league) });
      expect(hit.statusCode).toBe(200);
      expect(hit.headers['x-cache']).toBe('hit');
      return hit;
    },
    { timeout: 5000, interval: 50 },
  );
}

/** Runs one statement on the cluster over a connection of its own. */
async function onCluster(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The answer of a server that cannot reach its database: 503, a message, and when to try again. */
function expectUnavailable(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
  const body = response.json();
  expect(body, what).toEqual({ message: expect.stringMatching(/\S/) });
  const retryAfter = String(response.headers['retry-after'] ?? '');
  expect(retryAfter, `${what}: Retry-After`).toMatch(/^\d+$/);
  expect(Number(retryAfter), `${what}: Retry-After`).toBeGreaterThanOrEqual(1);
}

/**
 * Servers A and B agree before PostgreSQL stops, and again within a second of its return
 * after `downMs` without it: each has kept answers the other's writes must clear.
 */
async function agreeAfterRestart(downMs: number) {
  const a = await serverOnCluster();
  const b = await serverOnCluster();
  const { cookie } = await signInAsNewAdmin(a);
  const league = await leagueWithGames(a, cookie, 3);
  const [beforeRestart, afterRestart, writtenOnB] = league.gameIds as [number, number, number];

  await warmStandings(b, league);
  expect(await homeWins(b, league)).toBe(0);
  await saveHomeWin(a, beforeRestart, cookie);
  await vi.waitFor(async () => expect(await homeWins(b, league)).toBe(1), { timeout: 5000 });
  // B keeps the answer that counts one win, which the restart must not leave it holding.
  await warmStandings(b, league);

  await cluster.stop();
  await sleep(downMs);
  await cluster.start();
  const returnedAt = Date.now();
  await saveHomeWin(a, afterRestart, cookie);
  await vi.waitFor(async () => expect(await homeWins(b, league)).toBe(2), { timeout: 5000, interval: 50 });
  const agreedAfterMs = Date.now() - returnedAt;
  expect(agreedAfterMs, 'ms from the return of PostgreSQL until B showed the write on A').toBeLessThan(1000);

  // And the other way round.
  await warmStandings(a, league);
  await saveHomeWin(b, writtenOnB, cookie);
  await vi.waitFor(async () => expect(await homeWins(a, league)).toBe(3), { timeout: 5000 });
}

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL going away and coming back', () => {
  it('two servers on one PostgreSQL agree again after it restarts', () => agreeAfterRestart(0));

  it('two servers on one PostgreSQL agree again within a second of its return after an outage of 3 s', () =>
    agreeAfterRestart(3000));

  it('while PostgreSQL is stopped, calls answer 503 with Retry-After and cached public answers are still served, then it recovers', async () => {
    const log = capturedLog();
    const app = await serverOnCluster({ level: 'info', stream: log.stream });
    const admin = await signInAsNewAdmin(app);
    const warm = await leagueWithGames(app, admin.cookie, 1);
    const cold = await leagueWithGames(app, admin.cookie, 1);

    const kept = await warmStandings(app, warm);
    const calls: Record<string, Call> = {
      'a public read not read before': { method: 'GET', url: standingsOf(cold) },
      'an admin read': { method: 'GET', url: '/api/users', cookie: admin.cookie },
      'an admin write': homeWin(cold.gameIds[0]!, admin.cookie),
      'a sign-in': {
        method: 'POST',
        url: '/api/users/login',
        payload: { username: admin.username, password: admin.password },
      },
    };

    const loggedFrom = log.lines.length;
    await cluster.stop();
    const stoppedAt = Date.now();

    const expectKeptAnswer = async () => {
      const again = await call(app, { method: 'GET', url: standingsOf(warm) });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.body).toBe(kept.body);
    };
    await expectKeptAnswer();

    for (const [what, request] of Object.entries(calls)) {
      const sentAt = Date.now();
      const response = await call(app, request);
      const answeredInMs = Date.now() - sentAt;
      expectUnavailable(response, what);
      if (what === 'a public read not read before') expect(answeredInMs, `${what}: ms to answer`).toBeLessThan(1000);
    }
    // Still served once the outage has lasted a while (past any reconnection attempt).
    await sleep(2000 - (Date.now() - stoppedAt));
    await expectKeptAnswer();
    expectUnavailable(await call(app, calls['a public read not read before']!), 'the unread public read, later');

    await cluster.start();
    // The same server, never restarted, answers again.
    await vi.waitFor(
      async () => {
        for (const [what, request] of Object.entries(calls)) {
          const response = await call(app, request);
          expect(response.statusCode, `${what}: ${response.body}`).toBe(200);
        }
      },
      { timeout: 10_000, interval: 100 },
    );
    await expectKeptAnswer();

    await new Promise((resolve) => setImmediate(resolve));
    const errors = log
      .entries()
      .slice(loggedFrom)
      .filter((entry) => entry.level >= 50);
    expect(errors, 'log entries at level error or above').toEqual([]);
  });

  it('the LISTEN connection is reopened after it is killed, and the server forgets what it kept', async () => {
    const a = await serverOnCluster();
    const b = await serverOnCluster();
    const { cookie } = await signInAsNewAdmin(a);
    const league = await leagueWithGames(a, cookie, 3);
    const [behindTheCache, writtenOnA, writtenOnB] = league.gameIds as [number, number, number];

    await warmStandings(b, league);
    // A change no server announced, standing in for news missed while the connection was down.
    await onCluster("UPDATE games SET home_team_score = 50, away_team_score = 40, status = 'final' WHERE id = $1", [
      behindTheCache,
    ]);
    expect(await homeWins(b, league)).toBe(0);

    const killed = await onCluster(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    // One listening connection per server.
    expect(killed.rowCount).toBe(2);

    // Having listened again, B cannot know what it missed: it lets go of what it kept.
    await vi.waitFor(async () => expect(await homeWins(b, league)).toBe(1), { timeout: 5000, interval: 50 });
    // And it hears A's news again, as A hears B's.
    await warmStandings(b, league);
    await saveHomeWin(a, writtenOnA, cookie);
    await vi.waitFor(async () => expect(await homeWins(b, league)).toBe(2), { timeout: 5000, interval: 50 });
    await warmStandings(a, league);
    await saveHomeWin(b, writtenOnB, cookie);
    await vi.waitFor(async () => expect(await homeWins(a, league)).toBe(3), { timeout: 5000, interval: 50 });
  });
});
