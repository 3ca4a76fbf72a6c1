/**
 * Runs on every supported Node.js major: it serves files and compressed answers.
 * @module-tag node-apis
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, testConfig, unique } from '../../test/app.ts';
import { buildApp } from './app.ts';
import { leagues } from './db/schema.ts';

// A stand-in build of the web app: the real one is exercised by the browser tests.
const webDist = mkdtempSync(path.join(tmpdir(), 'league-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(testConfig({ WEB_DIST: webDist }), { logger: false });
  // A route that fails the way a bug would, to see what the client is told.
  app.get('/api/test-only/broken', async () => {
    throw new Error('secret internal detail');
  });
  // A write that changes league data, as every later admin write does.
  app.post('/api/test-only/change', async () => ({ changed: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('the server', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'No API call GET /api/no-such-thing.' });
  });

  it('serves the single-page app for any other unknown path, revalidated', async () => {
    for (const url of ['/', '/no-such-page', '/teams/12', '/admin/users/list?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      // Browsers revalidate every page; one with a link preview of its own may be kept briefly by a CDN in front.
      expect(response.headers['cache-control']).toBe(
        ['/', '/teams/12'].includes(url) ? 'public, no-cache' : 'no-cache',
      );
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('sets security headers with a CSP that allows no inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('never sends a stack trace or internal detail with a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-only/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toContain('secret');
  });

  it('answers with and without a trailing slash', async () => {
    for (const url of ['/api/leagues', '/api/leagues/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(Array.isArray(response.json())).toBe(true);
    }
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/users/login', '/api/users/me', '/api/users', '/api/users/{id}', '/api/leagues']),
    );
    const login = doc.paths['/api/users/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
  });

  it('tells the web app its branding and links', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      siteName: 'City Hoops League',
      leagueTimezone: 'America/New_York',
      // No demo league here, so none of its links (docs/decisions/042-a-fresh-install-is-the-leagues-own.md).
      shopUrl: null,
    });
  });
});

describe('the public read cache', () => {
  const leagueNames = async (instance: FastifyInstance, cookie?: string) => {
    const response = await instance.inject({ method: 'GET', url: '/api/leagues', headers: cookie ? { cookie } : {} });
    return {
      names: (response.json() as { name: string }[]).map((row) => row.name),
      cache: response.headers['x-cache'],
    };
  };
  const addLeague = (instance: FastifyInstance, name: string) =>
    instance.db.insert(leagues).values({ name, startDate: '2030-01-01', endDate: '2030-03-01' });

  it('serves anonymous reads from memory until a write changes league data', async () => {
    await leagueNames(app);
    const name = unique('cached');
    await addLeague(app, name);

    const cached = await leagueNames(app);
    expect(cached.cache).toBe('hit');
    expect(cached.names).not.toContain(name);

    const { cookie } = await signInAsNewAdmin(app);
    const fresh = await leagueNames(app, cookie);
    expect(fresh.cache).toBeUndefined();
    expect(fresh.names).toContain(name);

    // Signing in and managing admins are not league data: the cache stays.
    expect((await leagueNames(app)).cache).toBe('hit');

    expect((await app.inject({ method: 'POST', url: '/api/test-only/change', payload: {} })).statusCode).toBe(200);
    const after = await leagueNames(app);
    expect(after.cache).toBe('miss');
    expect(after.names).toContain(name);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('is cleared on every server sharing the database', async () => {
    const other = await buildApp(testConfig({ WEB_DIST: webDist }), { logger: false });
    other.post('/api/test-only/change', async () => ({ changed: true }));
    await other.ready();
    try {
      await leagueNames(app);
      const name = unique('shared');
      await addLeague(other, name);
      expect((await leagueNames(app)).names).not.toContain(name);

      await other.inject({ method: 'POST', url: '/api/test-only/change', payload: {} });
      await expect.poll(async () => (await leagueNames(app)).names).toContain(name);
    } finally {
      await other.close();
    }
  });
});
