/**
 * Runs on every supported Node.js major: it compresses answers.
 * @module-tag node-apis
 */
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { unique } from '../../../test/app.ts';
import { useSmallLeagueApp } from '../../../test/small-league.ts';
import { leagues } from '../db/schema.ts';

const ctx = useSmallLeagueApp({ PUBLIC_ORIGIN: 'https://league.example.org' });

const read = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

/** A league written straight to the database: no write through the API, so the cache is not told. */
async function addLeagueBehindTheCache() {
  const name = unique('unseen');
  await ctx.app.db.insert(leagues).values({ name, startDate: '2031-01-01', endDate: '2031-03-01' });
  return name;
}
const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((league) => league.name);

/** A write through the API, which clears the cache. */
const changeLeagueData = async () => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/locations',
    headers: { cookie: ctx.adminCookie },
    payload: { name: unique('Gym'), address: '1 Court St' },
  });
  expect(response.statusCode).toBe(201);
};

describe('the public read cache', () => {
  it('reads an answer in demand again after a write, before anyone asks; one asked for seldom waits for its visitor', async () => {
    await changeLeagueData();
    for (let ask = 0; ask <= 10; ask += 1) await read('/api/locations');
    await read('/api/leagues');
    await changeLeagueData();
    // The locations are read again by the server alone, with the gym just saved.
    await vi.waitFor(() => expect(ctx.app.publicCache.size).toBeGreaterThan(0));
    const locations = await read('/api/locations');
    expect(locations.headers['x-cache']).toBe('hit');
    expect(locations.body).toBe(
      (await ctx.app.inject({ method: 'GET', url: '/api/locations', headers: { cookie: ctx.adminCookie } })).body,
    );
    expect((await read('/api/leagues')).headers['x-cache']).toBe('miss');
  });

  it('answers unknown query parameters from the kept answer, never with a query of their own', async () => {
    await changeLeagueData();
    expect((await read('/api/leagues')).headers['x-cache']).toBe('miss');
    const unseen = await addLeagueBehindTheCache();
    for (const junk of ['?a=1', '?a=2', '?b=x&c=y', '?', '?sort=none&a[]=1']) {
      const response = await read(`/api/leagues${junk}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache'], junk).toBe('hit');
      expect(names(response.body)).not.toContain(unseen);
    }
  });

  it('keys a filtered list on the filter it understood: junk beside it and leading zeros are the same answer', async () => {
    await changeLeagueData();
    const leagueId = ctx.league.league.id;
    const first = await read(`/api/games?leagueId=${leagueId}`);
    expect(first.headers['x-cache']).toBe('miss');
    for (const same of [`?leagueId=${leagueId}&junk=1`, `?junk=2&leagueId=${leagueId}`, `?leagueId=0${leagueId}`]) {
      const response = await read(`/api/games${same}`);
      expect(response.headers['x-cache'], same).toBe('hit');
      expect(response.body).toBe(first.body);
    }
    expect((await read(`/api/games?leagueId=${leagueId}&teamId=${ctx.league.teams.a.id}`)).headers['x-cache']).toBe(
      'miss',
    );
    const refused = await read('/api/games?leagueId=abc');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-cache']).toBeUndefined();
  });

  it('serves the unfiltered games list, as the spec has it, kept and with a validator', async () => {
    await changeLeagueData();
    const first = await read('/api/games/');
    expect(first.statusCode).toBe(200);
    const games = first.json() as { id: number }[];
    for (const game of Object.values(ctx.league.games)) expect(games.map((row) => row.id)).toContain(game.id);
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('accept-encoding');

    const again = await read('/api/games?page=2');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);

    const unchanged = await read('/api/games', { 'if-none-match': first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(
      (await read('/api/games', { 'if-none-match': `W/"other", W/${first.headers.etag as string}` })).statusCode,
    ).toBe(304);
    expect((await read('/api/games', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 304 on a miss too when the client already has the answer, and a new validator after a change', async () => {
    await changeLeagueData();
    const first = await read('/api/locations');
    await changeLeagueData();
    const changed = await read('/api/locations', { 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);

    await ctx.app.inject({
      method: 'PUT',
      url: '/api/analytics/',
      headers: { 'user-agent': 'Mozilla/5.0' },
      payload: { path: '/' },
    });
    const kept = await read('/api/locations', { 'if-none-match': changed.headers.etag as string });
    expect(kept.statusCode).toBe(304);

    // A change elsewhere clears the cache; the leagues read again are the same, so the client's copy stands.
    const leagues = await read('/api/leagues');
    await changeLeagueData();
    const again = await read('/api/leagues', { 'if-none-match': leagues.headers.etag as string });
    expect(again.headers['x-cache']).toBe('miss');
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends each encoding the client takes, the same answer in each', async () => {
    await changeLeagueData();
    const plain = await read('/api/games');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    for (let round = 0; round < 2; round += 1) {
      const gzip = await read('/api/games', { 'accept-encoding': 'gzip, deflate' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const brotli = await read('/api/games', { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    }
    // A small answer is not worth compressing.
    for (let round = 0; round < 2; round += 1) {
      const small = await read(`/api/locations/${ctx.league.location.id}`, { 'accept-encoding': 'gzip' });
      expect(Buffer.byteLength(small.body)).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    }
  });

  it('takes a cookie that is not a valid session as anonymous, and reads fresh for a signed-in admin', async () => {
    await changeLeagueData();
    await read('/api/leagues');
    const unseen = await addLeagueBehindTheCache();
    const wellFormed = randomBytes(32).toString('base64url');
    for (const cookie of ['sid=junk', `sid=${wellFormed}`, 'sid=', 'other=1; signed_in=1']) {
      const response = await read('/api/leagues', { cookie });
      expect(response.headers['x-cache'], cookie).toBe('hit');
      expect(names(response.body)).not.toContain(unseen);
    }
    const admin = await read('/api/leagues', { cookie: ctx.adminCookie });
    expect(admin.headers['x-cache']).toBeUndefined();
    expect(names(admin.body)).toContain(unseen);
  });

  it("keeps a calendar feed with its file name, and names the site's own host in it, whatever Host says", async () => {
    await changeLeagueData();
    const url = `/api/teams/${ctx.league.teams.a.id}/schedule.ics`;
    const spoofed = await read(url, { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.body).toContain(`UID:game-${ctx.league.games.g1.id}@league.example.org\r\n`);
    expect(spoofed.body).not.toContain('attacker.example');
    const next = await read(url);
    expect(next.headers['x-cache']).toBe('hit');
    expect(next.body).toBe(spoofed.body);
    expect(next.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(next.headers['content-disposition']).toBe(spoofed.headers['content-disposition']);
  });
});
