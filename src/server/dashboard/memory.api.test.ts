import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin } from '../../../test/app.ts';

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = (await signInAsNewAdmin(app)).cookie;
});
afterAll(() => app.close());

describe("the server's memory by part (decision 047)", () => {
  it('tells an admin what the server holds, and grows its cache part as answers are kept', async () => {
    const read = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/dashboard/memory', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json() as Record<
        'resident' | 'peakResident' | 'heap' | 'database' | 'geolocation' | 'publicCache',
        number
      >;
    };
    const before = await read();
    expect(Object.keys(before).sort()).toEqual(
      ['database', 'geolocation', 'heap', 'peakResident', 'publicCache', 'resident'].sort(),
    );
    expect(before.resident).toBeGreaterThan(before.heap / 4);
    expect(before.peakResident).toBeGreaterThanOrEqual(before.resident * 0.9);
    // PGlite's memory is the server's own; PostgreSQL's is another process's.
    if (process.env.TEST_DB === 'postgres') expect(before.database).toBe(0);
    else expect(before.database).toBeGreaterThan(16 * 1024 * 1024);
    app.publicCache.invalidate({ everything: true });
    const emptied = (await read()).publicCache;
    expect(emptied).toBe(0);
    await app.inject({ method: 'GET', url: '/api/leagues' });
    expect((await read()).publicCache).toBe(app.publicCache.bytes);
    expect(app.publicCache.bytes).toBeGreaterThan(1024);
  });

  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/memory' })).statusCode).toBe(401);
  });
});
