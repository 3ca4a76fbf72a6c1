import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { uniqueTime } from '../../../test/unique.ts';
import { teams } from '../db/schema.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
let otherLeagueTeam: number;
beforeAll(async () => {
  sl = setup.league;
  const [team] = await setup.app.db
    .insert(teams)
    .values({ name: `${sl.tag} Old`, leagueId: sl.pastLeague.id })
    .returning();
  otherLeagueTeam = team!.id;
});

const game = (overrides: object = {}) => ({
  homeTeamId: sl.teams.a.id,
  awayTeamId: sl.teams.c.id,
  date: '2026-10-24',
  time: uniqueTime(),
  locationId: sl.location.id,
  ...overrides,
});
const lineOf = async (gameId: number, playerId: number) =>
  setup.get(`/api/player-stats/game/${gameId}/player/${playerId}`, setup.adminCookie);

describe('POST /api/games', () => {
  it("creates a game in the home team's league, with a zero line for every current player", async () => {
    // A leagueId that differs is ignored (docs/rules/league-data.md#games).
    const { status, body } = await setup.send(
      'POST',
      '/api/games',
      game({ leagueId: sl.pastLeague.id, time: '18:30' }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      leagueId: sl.league.id,
      time: '18:30:00',
      homeTeamScore: null,
      awayTeamScore: null,
      HomeTeam: { id: sl.teams.a.id },
    });
    for (const player of [sl.players.a1, sl.players.a2, sl.players.c1]) {
      const line = await lineOf(body.id, player.id);
      expect(line.status).toBe(200);
      expect(line.body).toMatchObject({ fgm: 0, fga: 0, threepm: 0, rebounds: 0 });
    }
    expect((await lineOf(body.id, sl.players.b1.id)).status).toBe(404);
  });

  it.each([
    [{ homeTeamId: '' }, 'Home team is required.'],
    [{ awayTeamId: null }, 'Away team is required.'],
    [{ date: '' }, 'Date is required.'],
    [{ time: '' }, 'Time is required.'],
    [{ locationId: undefined }, 'Location is required.'],
    [{ awayTeamId: 'same' }, 'Home team and away team cannot be the same.'],
    [{ date: '0001-01-01' }, "A game's date must be in the years 1900 to 2200."],
    [{ date: '9999-12-31' }, "A game's date must be in the years 1900 to 2200."],
  ])('refuses %o', async (change, message) => {
    const body = game(change);
    if ((change as { awayTeamId?: string }).awayTeamId === 'same') body.awayTeamId = body.homeTeamId;
    const before = (await setup.get(`/api/games?leagueId=${sl.league.id}`, setup.adminCookie)).body.length;
    const response = await setup.send('POST', '/api/games', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await setup.get(`/api/games?leagueId=${sl.league.id}`, setup.adminCookie)).body).toHaveLength(before);
  });

  it('refuses teams of different leagues', async () => {
    expect(await setup.send('POST', '/api/games', game({ awayTeamId: otherLeagueTeam }))).toEqual({
      status: 400,
      body: { message: 'Home team and away team must be in the same league.' },
    });
  });

  it('is for admins only', async () => {
    expect((await setup.send('POST', '/api/games', game(), true)).status).toBe(401);
  });
});

describe('PUT /api/games/{id} and /score', () => {
  it('moves a game to another team: the old lines go, the new team gets lines', async () => {
    const { body: created } = await setup.send('POST', '/api/games', game());
    const { status, body } = await setup.send('PUT', `/api/games/${created.id}`, {
      ...game({ awayTeamId: sl.teams.b.id }),
      homeTeamScore: 40,
      awayTeamScore: '38',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ awayTeamId: sl.teams.b.id, homeTeamScore: 40, awayTeamScore: 38 });
    expect((await lineOf(created.id, sl.players.c1.id)).status).toBe(404);
    expect((await lineOf(created.id, sl.players.b1.id)).status).toBe(200);
  });

  it('sets the score, which the standings then count', async () => {
    const { body: created } = await setup.send('POST', '/api/games', game({ awayTeamId: sl.teams.b.id }));
    const before = (await setup.get(`/api/leagues/${sl.league.id}/standings`, setup.adminCookie)).body;
    const wins = (rows: { teamId: number; wins: number }[]) => rows.find((row) => row.teamId === sl.teams.b.id)!.wins;
    const { status, body } = await setup.send('PUT', `/api/games/${created.id}/score`, {
      homeTeamScore: 30,
      awayTeamScore: 31,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ homeTeamScore: 30, awayTeamScore: 31 });
    // Anonymous reads see it too: the write cleared the public cache.
    expect(wins((await setup.get(`/api/leagues/${sl.league.id}/standings`)).body)).toBe(wins(before) + 1);
  });

  it('refuses a negative, fractional or impossible score with its limits, changing nothing', async () => {
    for (const homeTeamScore of [-1, 2.5, 'ten', 1000, 8984]) {
      const response = await setup.send('PUT', `/api/games/${sl.games.g1.id}/score`, {
        homeTeamScore,
        awayTeamScore: 1,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Scores are whole numbers from 0 to 999.');
    }
    expect((await setup.get(`/api/games/${sl.games.g1.id}`, setup.adminCookie)).body.homeTeamScore).toBe(50);
  });
});

describe('DELETE /api/games/{id}', () => {
  it('deletes a game and its lines', async () => {
    const { body: created } = await setup.send('POST', '/api/games', game());
    expect(await setup.send('DELETE', `/api/games/${created.id}`)).toEqual({
      status: 200,
      body: { message: 'Game Deleted' },
    });
    expect((await lineOf(created.id, sl.players.a1.id)).status).toBe(404);
    expect((await setup.send('DELETE', `/api/games/${created.id}`)).status).toBe(404);
  });
});

describe('PUT /api/player-stats/{id}', () => {
  it('stores a line, which the derived numbers then show', async () => {
    const { body: line } = await lineOf(sl.games.g2.id, sl.players.b1.id);
    const stored = { ...line, fgm: 3, fga: 5, threepm: 1, threepa: 2, ftm: 2, fta: 2 };
    const { status, body } = await setup.send('PUT', `/api/player-stats/${line.id}`, stored);
    expect(status).toBe(200);
    expect(body).toMatchObject({ fgm: 3, fga: 5, threepm: 1 });
    // Bea's g2 line now scores 2 + 6 + 3 = 11; with g1's 4 her total is 15.
    const totals = (await setup.get(`/api/player-stats/league/${sl.league.id}/totals`)).body;
    expect(totals.find((row: { id: number }) => row.id === sl.players.b1.id).points).toBe(15);
  });

  it('refuses made above tried and missing stats, changing nothing', async () => {
    const { body: line } = await lineOf(sl.games.g1.id, sl.players.a1.id);
    expect((await setup.send('PUT', `/api/player-stats/${line.id}`, { ...line, ftm: 9 })).body.message).toBe(
      'Free throws made cannot be more than attempted.',
    );
    const { GameId: _g, PlayerId: _p, teamId: _t, id: _i, steals: _s, ...withoutSteals } = line;
    expect((await setup.send('PUT', `/api/player-stats/${line.id}`, withoutSteals)).body.message).toBe(
      'Steals is required.',
    );
    expect((await lineOf(sl.games.g1.id, sl.players.a1.id)).body).toEqual(line);
    expect((await setup.send('PUT', `/api/player-stats/${line.id}`, line, true)).status).toBe(401);
  });
});
