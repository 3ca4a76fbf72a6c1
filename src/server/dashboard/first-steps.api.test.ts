import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_STEP_KEYS } from '#domain/checklist.ts';
import { createTestApp, signInAsNewAdmin } from '../../../test/app.ts';

let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = (await signInAsNewAdmin(app)).cookie;
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

const done = async () => {
  const answer = await call('GET', '/api/dashboard/first-steps');
  return {
    leagueId: answer.leagueId as number | null,
    done: (answer.steps as { step: string; done: boolean }[]).filter((step) => step.done).map((step) => step.step),
  };
};

describe("a new league's first steps", () => {
  it('start all undone on an empty install, and tick each as it is done', async () => {
    expect(await done()).toEqual({ leagueId: null, done: [] });

    const settings = await call('GET', '/api/site/settings');
    const { captainFeeCents, ...fields } = settings.settings;
    await call('PUT', '/api/site/settings', {
      ...fields,
      siteName: 'Harbor Hoops',
      captainFee: String(captainFeeCents / 100),
      waiverText: settings.waiver.text,
    });
    await call('PUT', '/api/site/pages/league-rules', { markdown: '# Our rules\n\nFour players to start.' });
    expect((await done()).done).toEqual(['site', 'rules']);

    const league = await call('POST', '/api/leagues', {
      name: 'Winter 2027',
      startDate: '2027-01-05',
      endDate: '2027-03-30',
      isActive: true,
      isRegistrationOpen: true,
    });
    const gym = await call('POST', '/api/locations', { name: 'Pier 40 Gym', address: '353 West St' });
    const home = await call('POST', '/api/teams', { name: 'Harbor Seals', LeagueId: league.id });
    const away = await call('POST', '/api/teams', { name: 'Dock Rats', LeagueId: league.id });
    await call('POST', '/api/players', {
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana@example.com',
      phoneNumber: '(212) 555-0150',
      teamIds: [home.id],
    });
    expect(await done()).toEqual({
      leagueId: league.id,
      done: ['site', 'rules', 'league', 'gyms', 'teams', 'players'],
    });

    await call('POST', '/api/games', {
      homeTeamId: home.id,
      awayTeamId: away.id,
      date: '2027-01-12',
      time: '19:00',
      locationId: gym.id,
    });
    await call('PUT', '/api/site/settings/email', {
      host: '127.0.0.1',
      port: 2525,
      security: 'none',
      user: '',
      password: '',
      clearPassword: false,
      from: 'Harbor Hoops <info@harbor.example>',
    });
    expect((await done()).done).toEqual(FIRST_STEP_KEYS);
  });

  it('are for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/first-steps' })).statusCode).toBe(401);
  });
});
