import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});
const playerNow = async (id: number) => (await setup.get(`/api/players/${id}`, setup.adminCookie)).body;

const fields = {
  firstName: 'Omar',
  lastName: 'Diaz',
  email: 'omar@example.com',
  phoneNumber: '(917) 555-0123',
  position: 'Center',
  age: 31,
  height: "6'8''",
  weight: 230,
  jerseyNumber: 34,
  isCaptain: false,
};

describe('GET /api/players', () => {
  it('lists players by name or newest first, for admins only', async () => {
    const { body: created } = await setup.send('POST', '/api/players', { ...fields, teamIds: [sl.teams.b.id] });
    const alphabetical = (await setup.get('/api/players?sort=alphabetical', setup.adminCookie)).body;
    expect(alphabetical.map((row: { firstName: string }) => row.firstName)).toEqual([
      'Ann',
      'Abe',
      'Bea',
      'Omar',
      'Cal',
    ]);
    const recent = (await setup.get('/api/players?sort=recent', setup.adminCookie)).body;
    expect(recent[0]).toMatchObject({
      id: created.id,
      email: 'omar@example.com',
      currentTeams: [{ id: sl.teams.b.id, name: sl.teams.b.name, leagueName: sl.league.name }],
    });
    expect((await setup.get('/api/players')).status).toBe(401);
    expect((await setup.get('/api/players?sort=random', setup.adminCookie)).status).toBe(400);
  });
});

describe('PUT /api/players/{id}', () => {
  it("updates a player's fields", async () => {
    const { status, body } = await setup.send('PUT', `/api/players/${sl.players.b1.id}`, {
      ...fields,
      firstName: 'Beatrice',
      phoneNumber: '9175550199',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ firstName: 'Beatrice', phoneNumber: '(917) 555-0199', email: 'omar@example.com' });
  });

  it.each([
    [{ firstName: '' }, 'First name is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ phoneNumber: '917-555-01' }, 'Please enter a valid phone number.'],
  ])('refuses %o, changing nothing', async (change, message) => {
    const before = await playerNow(sl.players.c1.id);
    const { status, body } = await setup.send('PUT', `/api/players/${sl.players.c1.id}`, { ...fields, ...change });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(await playerNow(sl.players.c1.id)).toEqual(before);
  });
});

describe('PUT /api/players/{id}/teams', () => {
  it('replaces the links: current, previous, and gone', async () => {
    const { body: created } = await setup.send('POST', '/api/players', { ...fields, teamIds: [sl.teams.a.id] });
    const { status, body } = await setup.send('PUT', `/api/players/${created.id}/teams`, {
      teams: [
        { id: sl.teams.a.id, isCurrentTeam: false },
        { id: sl.teams.c.id, isCurrentTeam: true },
      ],
    });
    expect(status).toBe(200);
    expect(
      body.teams.map((team: { id: number; PlayerTeam: { isCurrentTeam: boolean } }) => [
        team.id,
        team.PlayerTeam.isCurrentTeam,
      ]),
    ).toEqual([
      [sl.teams.c.id, true],
      [sl.teams.a.id, false],
    ]);
    // Now current on C: a line in C's unplayed g5.
    expect((await setup.get(`/api/player-stats/game/${sl.games.g5.id}/player/${created.id}`)).status).toBe(200);
    const { body: none } = await setup.send('PUT', `/api/players/${created.id}/teams`, { teams: [] });
    expect(none.teams).toEqual([]);
  });

  it('refuses a team that does not exist, changing nothing', async () => {
    const before = await playerNow(sl.players.a1.id);
    expect(
      await setup.send('PUT', `/api/players/${sl.players.a1.id}/teams`, {
        teams: [{ id: 2147483000, isCurrentTeam: true }],
      }),
    ).toEqual({ status: 400, body: { message: 'That team does not exist.' } });
    expect(await playerNow(sl.players.a1.id)).toEqual(before);
  });
});

describe('DELETE /api/players/{id}', () => {
  it('deletes a player with their links and lines', async () => {
    const { body: created } = await setup.send('POST', '/api/players', { ...fields, teamIds: [sl.teams.a.id] });
    expect(await setup.send('DELETE', `/api/players/${created.id}`)).toEqual({
      status: 200,
      body: { message: 'Player Deleted' },
    });
    expect((await setup.get(`/api/players/${created.id}`)).status).toBe(404);
    expect((await setup.send('DELETE', `/api/players/${created.id}`, undefined, true)).status).toBe(401);
  });
});
