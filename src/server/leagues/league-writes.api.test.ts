import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, unique } from '../../../test/app.ts';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

// The small league's database is this file's own: "the last active league" means the same
// thing to every test here, whatever else runs.
const setup = useSmallLeagueApp();
let sl: SmallLeague;
let cookie: string;
beforeAll(async () => {
  sl = setup.league;
  cookie = (await signInAsNewAdmin(setup.app)).cookie;
});

const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, withSession = true) => {
  const response = await setup.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: withSession ? { cookie } : {},
  });
  return { status: response.statusCode, body: response.json() };
};
const leagueNow = async (id: number) => (await setup.get(`/api/leagues/${id}`, cookie)).body;

const body = (overrides: object = {}) => ({
  name: 'Winter 2027',
  startDate: '2027-01-09',
  endDate: '2027-03-27',
  isRegistrationOpen: true,
  isActive: false,
  ...overrides,
});

describe('POST /api/leagues', () => {
  it('creates a league for a signed-in admin', async () => {
    const { status, body: created } = await send('POST', '/api/leagues', body({ name: '  Winter 2027  ' }));
    expect(status).toBe(201);
    expect(created).toEqual({
      id: expect.any(Number),
      ...body(),
      registrationApproval: 'automatic',
      rosterLimit: null,
    });
    expect((await leagueNow(created.id)).name).toBe('Winter 2027');
  });

  it('refuses a visitor', async () => {
    expect(await send('POST', '/api/leagues', body(), false)).toEqual({
      status: 401,
      body: { message: 'Please sign in to continue.' },
    });
  });

  it.each([
    [{ name: '' }, 'League name is required.'],
    [{ startDate: null }, 'Start date is required.'],
    [{ endDate: undefined }, 'End date is required.'],
    [{ endDate: '2027-01-09' }, 'End date must be after start date'],
    [{ endDate: '2026-12-31' }, 'End date must be after start date'],
    [{ startDate: '2027-02-30' }, 'That date does not exist.'],
  ])('refuses %o with its message', async (change, message) => {
    const { status, body: refused } = await send('POST', '/api/leagues', body(change));
    expect(status).toBe(400);
    expect(refused.message).toBe(message);
  });

  const TOO_LONG =
    'A league lasts at most two years: the end date must be no later than two years after the start date.';
  it.each([
    [{ startDate: '0001-01-01', endDate: '9999-12-31' }, 'startDate', 'Start date must be in the years 1900 to 2200.'],
    [{ startDate: '1899-12-31', endDate: '1900-03-01' }, 'startDate', 'Start date must be in the years 1900 to 2200.'],
    [{ startDate: '2200-12-01', endDate: '2201-01-01' }, 'endDate', 'End date must be in the years 1900 to 2200.'],
    [{ startDate: '2027-01-09', endDate: '2029-01-10' }, 'endDate', TOO_LONG],
    [{ startDate: '2028-02-29', endDate: '2030-03-01' }, 'endDate', TOO_LONG],
  ])('refuses the dates %o, out of range or over two years apart, saving nothing', async (dates, path, message) => {
    const name = unique('Out of range');
    const { status, body: refused } = await send('POST', '/api/leagues', body({ name, ...dates }));
    expect({ status, message: refused.message, errors: refused.errors }).toEqual({
      status: 400,
      message,
      errors: expect.arrayContaining([{ path, message }]),
    });
    const listed = (await setup.get('/api/leagues')).body as { name: string }[];
    expect(listed.some((league) => league.name === name)).toBe(false);
  });

  it('takes dates at the edges: 1900 to 2200, and an end exactly two years after the start', async () => {
    for (const dates of [
      { startDate: '1900-01-01', endDate: '1901-12-31' },
      { startDate: '2199-01-01', endDate: '2200-12-31' },
      { startDate: '2027-01-09', endDate: '2029-01-09' },
      { startDate: '2028-02-29', endDate: '2030-02-28' },
    ]) {
      const { status, body: created } = await send('POST', '/api/leagues', body(dates));
      expect({ status, ...dates }).toEqual({ status: 201, startDate: created.startDate, endDate: created.endDate });
    }
  });
});

describe('PUT /api/leagues/{id}', () => {
  it('updates every field', async () => {
    const { body: created } = await send('POST', '/api/leagues', body());
    const changed = body({ name: 'Winter 2027 Playoffs', endDate: '2027-04-03', isRegistrationOpen: false });
    const { status, body: updated } = await send('PUT', `/api/leagues/${created.id}`, changed);
    expect(status).toBe(200);
    expect(updated).toEqual({ id: created.id, registrationApproval: 'automatic', rosterLimit: null, ...changed });
  });

  it('refuses to deactivate the last active league, and changes nothing', async () => {
    const before = await leagueNow(sl.league.id);
    const { status, body: refused } = await send('PUT', `/api/leagues/${sl.league.id}`, {
      ...body({ name: 'Renamed' }),
      isActive: false,
    });
    expect(status).toBe(409);
    expect(refused).toEqual({ message: 'Cannot deactivate the last active league' });
    expect(await leagueNow(sl.league.id)).toEqual(before);
  });

  it('is 404 for no league', async () => {
    expect((await send('PUT', '/api/leagues/2147483000', body())).status).toBe(404);
  });

  it('refuses dates out of range or over two years apart, and changes nothing', async () => {
    const { body: created } = await send('POST', '/api/leagues', body());
    const before = await leagueNow(created.id);
    for (const [dates, message] of [
      [{ endDate: '9999-12-31' }, 'End date must be in the years 1900 to 2200.'],
      [{ startDate: '0001-01-01' }, 'Start date must be in the years 1900 to 2200.'],
      [
        { endDate: '2029-01-10' },
        'A league lasts at most two years: the end date must be no later than two years after the start date.',
      ],
    ] as const) {
      const { status, body: refused } = await send('PUT', `/api/leagues/${created.id}`, body(dates));
      expect({ status, message: refused.message }).toEqual({ status: 400, message });
    }
    expect(await leagueNow(created.id)).toEqual(before);
  });
});

describe('DELETE /api/leagues/{id}', () => {
  it('deletes a league without teams', async () => {
    const { body: created } = await send('POST', '/api/leagues', body());
    expect(await send('DELETE', `/api/leagues/${created.id}`)).toEqual({
      status: 200,
      body: { message: 'League Deleted' },
    });
    expect((await setup.get(`/api/leagues/${created.id}`, cookie)).status).toBe(404);
  });

  it('refuses the last active league, then a league with teams', async () => {
    expect(await send('DELETE', `/api/leagues/${sl.league.id}`)).toEqual({
      status: 409,
      body: { message: 'Cannot deactivate the last active league' },
    });
    // With another league active, the small league may stop being the last, but it has teams.
    const { body: other } = await send('POST', '/api/leagues', body({ isActive: true }));
    expect(await send('DELETE', `/api/leagues/${sl.league.id}`)).toEqual({
      status: 409,
      body: { message: 'Cannot delete a league with teams' },
    });
    expect((await leagueNow(sl.league.id)).Teams).toHaveLength(3);
    // And now deactivating it is allowed.
    const { status } = await send('PUT', `/api/leagues/${sl.league.id}`, {
      name: sl.league.name,
      startDate: sl.league.startDate,
      endDate: sl.league.endDate,
      isActive: false,
      isRegistrationOpen: false,
    });
    expect(status).toBe(200);
    expect(other.isActive).toBe(true);
  });

  it('refuses a visitor', async () => {
    expect((await send('DELETE', `/api/leagues/${sl.pastLeague.id}`, undefined, false)).status).toBe(401);
  });
});
