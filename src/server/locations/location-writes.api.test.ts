import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

const gym = {
  name: 'West Side Y',
  address: '5 W 63rd St, New York, NY',
  website: 'https://ymca.example',
  mapsLink: '',
  notes: '  Enter on 63rd.  ',
};

describe('location writes', () => {
  it('create, update and delete a location', async () => {
    const { status, body: created } = await setup.send('POST', '/api/locations', gym);
    expect(status).toBe(201);
    expect(created).toEqual({ id: expect.any(Number), ...gym, mapsLink: null, notes: 'Enter on 63rd.' });
    const { body: updated } = await setup.send('PUT', `/api/locations/${created.id}`, {
      ...gym,
      name: 'West Side YMCA',
    });
    expect(updated.name).toBe('West Side YMCA');
    expect(await setup.send('DELETE', `/api/locations/${created.id}`)).toEqual({
      status: 200,
      body: { message: 'Location deleted successfully' },
    });
  });

  it.each([
    [{ name: '' }, 'Location name is required.'],
    [{ address: undefined }, 'Address is required.'],
    [{ mapsLink: 'javascript:void(0)' }, 'Enter a web address starting with http:// or https://.'],
  ])('refuses %o', async (change, message) => {
    const { status, body } = await setup.send('POST', '/api/locations', { ...gym, ...change });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('keeps a location games are played at', async () => {
    const { status, body } = await setup.send('DELETE', `/api/locations/${sl.location.id}`);
    expect(status).toBe(409);
    expect(body.message).toBe('Games are played at this location: move or delete them first.');
    expect((await setup.get(`/api/locations/${sl.location.id}`)).status).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await setup.send('POST', '/api/locations', gym, true)).status).toBe(401);
    expect((await setup.send('DELETE', `/api/locations/${sl.location.id}`, undefined, true)).status).toBe(401);
  });
});
