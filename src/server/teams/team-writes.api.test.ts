import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});
const teamNow = async (id: number) => (await setup.get(`/api/teams/${id}`, setup.adminCookie)).body;

describe('POST /api/teams', () => {
  it('creates a team in a league', async () => {
    const { status, body } = await setup.send('POST', '/api/teams', {
      name: 'Queens Kings',
      LeagueId: sl.pastLeague.id,
      logoUrl: 'https://cdn.example/qk.png',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Queens Kings',
      LeagueId: sl.pastLeague.id,
      logoUrl: 'https://cdn.example/qk.png',
    });
    expect(body.League.name).toBe(sl.pastLeague.name);
  });

  it('refuses a name the league already has, whatever the case, naming it', async () => {
    const name = sl.teams.a.name.toUpperCase();
    const before = (await setup.get(`/api/leagues/${sl.league.id}`)).body.Teams.length;
    expect(await setup.send('POST', '/api/teams', { name, LeagueId: sl.league.id })).toEqual({
      status: 409,
      body: { message: `A team named ${name} already exists in this league` },
    });
    expect((await setup.get(`/api/leagues/${sl.league.id}`, setup.adminCookie)).body.Teams).toHaveLength(before);
  });

  it.each([
    [{ name: ' ' }, 'Team name is required.'],
    [{ LeagueId: '' }, 'League is required.'],
    [{ LeagueId: null }, 'League is required.'],
    [{ logoUrl: 'javascript:alert(1)' }, 'Enter a web address starting with http:// or https://.'],
  ])('refuses %o', async (change, message) => {
    const { status, body } = await setup.send('POST', '/api/teams', { name: 'New', LeagueId: sl.league.id, ...change });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses a league that does not exist, and a visitor', async () => {
    expect((await setup.send('POST', '/api/teams', { name: 'X', LeagueId: 2147483000 })).body).toEqual({
      message: 'That league does not exist.',
    });
    expect((await setup.send('POST', '/api/teams', { name: 'X', LeagueId: sl.league.id }, true)).status).toBe(401);
  });
});

describe('PUT /api/teams/{id}', () => {
  it('renames a team, and its own name in another case is no duplicate', async () => {
    const { body: created } = await setup.send('POST', '/api/teams', {
      name: 'Bronx Owls',
      LeagueId: sl.pastLeague.id,
    });
    const { status, body } = await setup.send('PUT', `/api/teams/${created.id}`, {
      name: 'BRONX OWLS',
      LeagueId: sl.pastLeague.id,
      logoUrl: '/logos/owls.svg',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'BRONX OWLS', logoUrl: '/logos/owls.svg' });
  });

  it('sets the current roster: listed players current, the others previous, new ones get lines', async () => {
    // Team C had Cal; Abe joins it, Cal stays off the list and becomes previous.
    const { status } = await setup.send('PUT', `/api/teams/${sl.teams.c.id}`, {
      name: sl.teams.c.name,
      LeagueId: sl.league.id,
      logoUrl: null,
      playerIds: [sl.players.a2.id],
    });
    expect(status).toBe(200);
    const roster = (await teamNow(sl.teams.c.id)).Players.map(
      (player: { id: number; PlayerTeam: { isCurrentTeam: boolean } }) => [player.id, player.PlayerTeam.isCurrentTeam],
    );
    expect(roster).toEqual(
      expect.arrayContaining([
        [sl.players.a2.id, true],
        [sl.players.c1.id, false],
      ]),
    );
    // g5 (B vs C) is unplayed: Abe now has a line for C there.
    const line = await setup.get(`/api/player-stats/game/${sl.games.g5.id}/player/${sl.players.a2.id}`);
    expect(line.body).toMatchObject({ teamId: sl.teams.c.id });
  });

  it('refuses a duplicate and a missing player, changing nothing', async () => {
    const before = await teamNow(sl.teams.b.id);
    expect(
      (await setup.send('PUT', `/api/teams/${sl.teams.b.id}`, { name: sl.teams.a.name, LeagueId: sl.league.id }))
        .status,
    ).toBe(409);
    expect(
      await setup.send('PUT', `/api/teams/${sl.teams.b.id}`, {
        name: 'Renamed',
        LeagueId: sl.league.id,
        playerIds: [2147483000],
      }),
    ).toEqual({ status: 400, body: { message: 'A player of the roster does not exist.' } });
    expect(await teamNow(sl.teams.b.id)).toEqual(before);
  });
});

describe('DELETE /api/teams/{id}', () => {
  it('deletes a team without players or games', async () => {
    const { body: created } = await setup.send('POST', '/api/teams', {
      name: 'Short Lived',
      LeagueId: sl.pastLeague.id,
    });
    expect(await setup.send('DELETE', `/api/teams/${created.id}`)).toEqual({
      status: 200,
      body: { message: 'Team Deleted' },
    });
    expect((await setup.get(`/api/teams/${created.id}`)).status).toBe(404);
  });

  it('refuses a team with players', async () => {
    expect(await setup.send('DELETE', `/api/teams/${sl.teams.a.id}`)).toEqual({
      status: 409,
      body: { message: 'Team has players, cannot delete' },
    });
    expect((await teamNow(sl.teams.a.id)).name).toBe(sl.teams.a.name);
  });
});
