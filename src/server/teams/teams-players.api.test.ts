import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '../../../test/app.ts';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
let adminCookie: string;
beforeAll(async () => {
  sl = setup.league;
  adminCookie = (await signInAsNewAdmin(setup.app)).cookie;
});

const get = (url: string, cookie?: string) => setup.get(url, cookie);

describe('teams', () => {
  it('lists every team with its league', async () => {
    const { body } = await get('/api/teams');
    expect(body).toHaveLength(3);
    expect(body[0]).toMatchObject({ name: sl.teams.a.name, LeagueId: sl.league.id, League: { name: sl.league.name } });
  });

  it("gives a team's players without their email or phone", async () => {
    const { status, body } = await get(`/api/teams/${sl.teams.a.id}`);
    expect(status).toBe(200);
    expect(body.Players.map((player: { firstName: string }) => player.firstName)).toEqual(['Ann', 'Abe']);
    expect(body.Players[0]).toEqual({
      id: sl.players.a1.id,
      firstName: 'Ann',
      lastName: sl.players.a1.lastName,
      position: null,
      age: null,
      height: null,
      weight: null,
      jerseyNumber: 4,
      isCaptain: false,
      PlayerTeam: { isCurrentTeam: true },
    });
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

  it("says 'Team not found' for no team", async () => {
    expect(await get('/api/teams/2147483000')).toEqual({ status: 404, body: { message: 'Team not found' } });
  });
});

describe('players', () => {
  it('shows contact details to signed-in admins only', async () => {
    const visitor = await get(`/api/players/${sl.players.a1.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).not.toHaveProperty('email');
    expect(visitor.body).not.toHaveProperty('phoneNumber');
    expect(visitor.body.teams).toEqual([
      expect.objectContaining({
        id: sl.teams.a.id,
        League: expect.objectContaining({ id: sl.league.id }),
        PlayerTeam: { isCurrentTeam: true },
      }),
    ]);
    const admin = await get(`/api/players/${sl.players.a1.id}`, adminCookie);
    expect(admin.body).toMatchObject({ email: 'ann@example.com', phoneNumber: '(212) 555-0100' });
  });

  it("says 'Player not found' for no player", async () => {
    expect((await get('/api/players/2147483000')).body).toEqual({ message: 'Player not found' });
  });
});

describe('awards', () => {
  it('shows visitors the shown awards only, and admins all of them', async () => {
    const names = (body: { name: string }[]) => body.map((award) => award.name);
    expect(names((await get(`/api/awards/league/${sl.league.id}`)).body)).toEqual([sl.awards.shown.name]);
    expect(names((await get(`/api/awards/player/${sl.players.a1.id}`)).body)).toEqual([sl.awards.shown.name]);
    expect(names((await get('/api/awards')).body)).toEqual([sl.awards.shown.name]);
    expect(names((await get(`/api/awards/league/${sl.league.id}`, adminCookie)).body)).toEqual([
      sl.awards.shown.name,
      sl.awards.hidden.name,
    ]);
    expect((await get(`/api/awards/${sl.awards.hidden.id}`)).status).toBe(404);
    expect((await get(`/api/awards/${sl.awards.hidden.id}`, adminCookie)).body).toMatchObject({ isShown: false });
  });

  it('names the league and the players', async () => {
    const { body } = await get(`/api/awards/${sl.awards.shown.id}`);
    expect(body).toMatchObject({
      LeagueId: sl.league.id,
      League: { name: sl.league.name },
      Players: [{ id: sl.players.a1.id, firstName: 'Ann', lastName: sl.players.a1.lastName }],
      PlayerIds: [sl.players.a1.id],
      isShown: true,
    });
    expect((await get(`/api/awards/player/${sl.players.b1.id}`)).body).toEqual([]);
  });
});

describe('locations', () => {
  it('lists locations and answers one by id', async () => {
    const list = await get('/api/locations');
    expect(list.body).toEqual([
      {
        id: sl.location.id,
        name: sl.location.name,
        address: '1 Main St, New York, NY',
        website: null,
        mapsLink: 'https://maps.example/1',
        notes: null,
      },
    ]);
    expect((await get(`/api/locations/${sl.location.id}`)).body).toEqual(list.body[0]);
    expect((await get('/api/locations/2147483000')).body).toEqual({ message: 'Location not found' });
  });
});
