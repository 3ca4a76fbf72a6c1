import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

describe('awards', () => {
  it('create, update (hide) and delete an award', async () => {
    const { status, body } = await setup.send('POST', '/api/awards', {
      name: 'Hustle Award',
      LeagueId: sl.league.id,
      PlayerIds: [sl.players.c1.id, sl.players.b1.id],
      isShown: true,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Hustle Award',
      isShown: true,
      PlayerIds: expect.arrayContaining([sl.players.c1.id]),
    });
    const { body: hidden } = await setup.send('PUT', `/api/awards/${body.id}`, {
      name: 'Hustle Award',
      LeagueId: sl.league.id,
      PlayerIds: [sl.players.c1.id],
      isShown: false,
    });
    expect(hidden).toMatchObject({ isShown: false, PlayerIds: [sl.players.c1.id] });
    // Hidden: gone from the public player page's awards.
    expect((await setup.get(`/api/awards/player/${sl.players.c1.id}`)).body).toEqual([]);
    expect(await setup.send('DELETE', `/api/awards/${body.id}`)).toEqual({
      status: 200,
      body: { message: 'Award Deleted' },
    });
  });

  it.each([
    [{ name: '' }, 'Award name is required.'],
    [{ LeagueId: '' }, 'League is required.'],
    [{ PlayerIds: [] }, 'At least one player is required.'],
    [{ PlayerIds: undefined }, 'At least one player is required.'],
    [{ PlayerIds: [2147483000] }, 'A player of the award does not exist.'],
  ])('refuses %o', async (change, message) => {
    const before = (await setup.get('/api/awards', setup.adminCookie)).body.length;
    const { status, body } = await setup.send('POST', '/api/awards', {
      name: 'MIP',
      LeagueId: sl.league.id,
      PlayerIds: [sl.players.a1.id],
      ...change,
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect((await setup.get('/api/awards', setup.adminCookie)).body).toHaveLength(before);
  });
});
