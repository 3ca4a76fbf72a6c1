import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unique } from '../../../test/app.ts';
import { leagues } from '../db/schema.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/leagues', () => {
  it('lists leagues newest start first, then by id, to anyone', async () => {
    const tag = unique('order');
    const rows = await app.db
      .insert(leagues)
      .values([
        { name: `${tag} old`, startDate: '2019-01-10', endDate: '2019-03-10', isActive: false },
        {
          name: `${tag} new A`,
          startDate: '2031-09-01',
          endDate: '2031-12-01',
          isActive: true,
          isRegistrationOpen: true,
        },
        { name: `${tag} new B`, startDate: '2031-09-01', endDate: '2031-12-01', isActive: false },
      ])
      .returning({ id: leagues.id, name: leagues.name });

    const response = await app.inject({ method: 'GET', url: '/api/leagues' });
    expect(response.statusCode).toBe(200);
    const mine = (response.json() as { name: string }[]).filter((row) => row.name.startsWith(tag));
    expect(mine.map((row) => row.name)).toEqual([`${tag} new A`, `${tag} new B`, `${tag} old`]);
    expect(mine[0]).toEqual({
      id: rows[1]!.id,
      name: `${tag} new A`,
      startDate: '2031-09-01',
      endDate: '2031-12-01',
      isActive: true,
      isRegistrationOpen: true,
      registrationApproval: 'automatic',
      rosterLimit: null,
      hasPlayoffs: false,
    });
  });
});
