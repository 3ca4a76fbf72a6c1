/**
 * `npm run bench`: the budgets of DESIGN §6 that can be measured here.
 *  - public read calls against a trivial route of the same server, on PGlite and PostgreSQL;
 *  - first-load JavaScript of the home page, gzipped;
 *  - the site analytics call on a million generated visits, on both databases.
 * Numbers are printed; a budget that is missed makes the exit code 1.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig, type Config } from '../src/server/env.ts';
import { POSTGRES_ADMIN_URL } from '../test/postgres-setup.ts';
import { seedLargeLeague } from './large-league.ts';
import { seedVisits } from './visits.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SEASONS = Number(process.env.BENCH_SEASONS ?? 30);
let failed = false;

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: DURATION_SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** As browsers send it. */
const ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * The security review's flood: 20 connections, every request the unfiltered games list (every
 * game ever played) with a query string never seen before, as a browser sends it. Junk in a
 * query string must cost nothing: the flood must go at least 80% as fast as the same list
 * asked for plainly, and the site must stay quick for everyone else meanwhile (a visitor's
 * `/api/site` beside it).
 */
async function junkQueryFlood(label: string, address: string) {
  const load = (path: () => string, connections = 20) => {
    let sent = 0;
    return autocannon({
      url: `${address}/api/site`,
      connections,
      duration: DURATION_SECONDS,
      headers: ACCEPT_ENCODING,
      requests: [{ setupRequest: (request) => ({ ...request, path: path().replace('#', String((sent += 1))) }) }],
    });
  };
  const plain = await load(() => '/api/games');
  const [flood, beside] = await Promise.all([
    load(() => `/api/games?a=#&b=${randomBytes(4).toString('hex')}`),
    load(() => '/api/site', 1),
  ]);
  for (const result of [plain, flood, beside]) {
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  const ratio = flood.requests.average / plain.requests.average;
  const ok = ratio >= 0.8;
  failed ||= !ok;
  const kilobytes = flood.throughput.average / Math.max(flood.requests.average, 1) / 1024;
  console.log(
    `${label}: unfiltered /api/games (${kilobytes.toFixed(0)} KB as sent), 20 connections: plainly ${plain.requests.average.toFixed(0)} req/s; with a fresh query string each time ${flood.requests.average.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% ${ok ? '✓' : '✗ (budget 80%)'}, median ${flood.latency.p50} ms, p99 ${flood.latency.p99} ms; /api/site meanwhile median ${beside.latency.p50} ms, p99 ${beside.latency.p99} ms`,
  );
}

/** Every public read call of the site, on ids of the generated data. */
async function publicReads(app: FastifyInstance): Promise<string[]> {
  const json = async (url: string) => (await app.inject({ method: 'GET', url })).json();
  const leagues = await json('/api/leagues');
  const league = leagues.find((candidate: { isActive: boolean }) => candidate.isActive);
  const games = await json(`/api/games?leagueId=${league.id}`);
  const game = games.find((candidate: { homeTeamScore: number | null }) => (candidate.homeTeamScore ?? 0) > 0);
  const box = await json(`/api/games/${game.id}`);
  const team = game.homeTeamId;
  const player = box.HomeTeam.Players[0].id;
  return [
    '/api/leagues',
    `/api/leagues/${league.id}`,
    `/api/leagues/${league.id}/standings`,
    `/api/games?leagueId=${league.id}`,
    `/api/games/${game.id}`,
    `/api/teams/${team}`,
    `/api/players/${player}`,
    '/api/locations',
    `/api/awards/league/${league.id}`,
    `/api/player-stats/league/${league.id}/averages`,
    `/api/player-stats/league/${league.id}/totals`,
    `/api/player-stats/player/${player}`,
    `/api/player-stats/player/${player}/averages`,
    `/api/player-stats/team/${team}`,
    '/api/records/all-time/total',
    '/api/records/all-time/average',
    '/api/records/league/total',
    '/api/records/league/average',
    `/api/leagues/${league.id}/schedule.ics`,
  ];
}

/** The database's own time for a call: a signed-in read is never served from the public cache. */
async function uncachedMilliseconds(app: FastifyInstance, url: string, cookie: string): Promise<number> {
  const runs = 10;
  const started = performance.now();
  for (let run = 0; run < runs; run++) await app.inject({ method: 'GET', url, headers: { cookie } });
  return (performance.now() - started) / runs;
}

const VISITS = 1_000_000;
/** The site analytics call with a year of visits must answer well under a second. */
const ANALYTICS_BUDGET_MS = 500;

/** The admin's analytics call on a million visits (read fresh, as admins always read), and recording one more. */
async function benchAnalytics(label: string, app: FastifyInstance, cookie: string, timezone: string) {
  const started = performance.now();
  const size = await seedVisits(app.db, timezone, VISITS);
  console.log(
    `${label}: generated ${size.visits} visits of ${size.visitors} visitor codes in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const times: number[] = [];
  for (let run = 0; run < 10; run++) {
    const before = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/analytics', headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`/api/analytics: ${response.statusCode} ${response.body}`);
    times.push(performance.now() - before);
  }
  const slowest = Math.max(...times);
  const ok = slowest <= ANALYTICS_BUDGET_MS;
  failed ||= !ok;
  // The first visit a server records sweeps raw visits past the retention (most of a generated year).
  const sweepStarted = performance.now();
  await app.inject({ method: 'PUT', url: '/api/analytics', payload: { path: '/schedule' } });
  const sweep = performance.now() - sweepStarted;
  const recordStarted = performance.now();
  for (let run = 0; run < 10; run++) {
    await app.inject({ method: 'PUT', url: '/api/analytics', payload: { path: '/schedule' } });
  }
  console.log(
    `${label}: analytics with ${VISITS.toLocaleString('en-US')} visits: GET /api/analytics ${(times.reduce((a, b) => a + b) / times.length).toFixed(1)} ms on average, slowest ${slowest.toFixed(1)} ms ${ok ? '✓' : `✗ (budget ${ANALYTICS_BUDGET_MS} ms)`}; recording a visit ${((performance.now() - recordStarted) / 10).toFixed(1)} ms (the first, which swept visits past the retention, ${sweep.toFixed(0)} ms)`,
  );
}

async function benchServer(label: string, config: Config) {
  const app = await buildApp(config, { logger: false });
  const started = performance.now();
  const size = await seedLargeLeague(app.db, config.leagueTimezone, SEASONS);
  console.log(
    `${label}: generated ${size.leagues} leagues, ${size.players} players, ${size.games} games, ${size.lines} stat lines in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username: config.admin.username, password: config.admin.password },
  });
  const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // /api/site answers a constant object: the trivial route of the same server.
  const trivial = await requestsPerSecond(`${address}/api/site`);
  console.log(`${label}: trivial route ${trivial.toFixed(0)} req/s`);
  for (const route of await publicReads(app)) {
    const rate = await requestsPerSecond(address + route);
    const ratio = rate / trivial;
    const ok = ratio >= 0.5;
    failed ||= !ok;
    const uncached = await uncachedMilliseconds(app, route, cookie);
    console.log(
      `${label}: ${route} ${rate.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of trivial ${ok ? '✓' : '✗ (budget 50%)'}; uncached ${uncached.toFixed(1)} ms`,
    );
  }
  await junkQueryFlood(label, address);
  await benchAnalytics(label, app, cookie, config.leagueTimezone);
  await app.close();
}

function firstLoadJavaScript() {
  const dist = path.resolve('dist/web');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  const ok = bytes <= 150 * 1024;
  failed ||= !ok;
  console.log(
    `home page first-load JS: ${(bytes / 1024).toFixed(1)} KB gzipped in ${files.length} file(s) ${ok ? '✓' : '✗ (budget 150 KB)'}`,
  );
}

const base = { SEED_DEMO: 'false', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-pass', WEB_DIST: 'dist/web' };
firstLoadJavaScript();

const pglite = loadConfig(base);
pglite.database = { kind: 'pglite', dataDir: null };
await benchServer('PGlite', pglite);

const name = `league_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
try {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  await benchServer('PostgreSQL', loadConfig({ ...base, DATABASE_URL: url.toString() }));
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
