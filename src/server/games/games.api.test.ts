import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { gamesJson } from './repository.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

const get = (url: string) => setup.get(url);

describe('GET /api/games', () => {
  it("lists a league's games by date with teams, league and location", async () => {
    const { status, body } = await get(`/api/games?leagueId=${sl.league.id}`);
    expect(status).toBe(200);
    const ids = Object.values(sl.games).map((game) => game.id);
    expect(body.map((game: { id: number }) => game.id)).toEqual(ids);
    expect(body[0]).toEqual({
      id: sl.games.g1.id,
      homeTeamId: sl.teams.a.id,
      awayTeamId: sl.teams.b.id,
      date: '2026-09-05',
      time: '19:00:00',
      leagueId: sl.league.id,
      locationId: sl.location.id,
      homeTeamScore: 50,
      awayTeamScore: 40,
      status: 'final',
      statusReason: null,
      forfeitedBy: null,
      rescheduledFrom: null,
      round: null,
      scoreOnly: false,
      live: false,
      League: { id: sl.league.id, name: sl.league.name },
      HomeTeam: { id: sl.teams.a.id, name: sl.teams.a.name, logoUrl: '/logos/A.svg' },
      AwayTeam: { id: sl.teams.b.id, name: sl.teams.b.name, logoUrl: '/logos/B.svg' },
      Location: { id: sl.location.id, name: sl.location.name },
    });
    expect(body[4]).toMatchObject({ homeTeamScore: null, awayTeamScore: null, status: 'scheduled' });
  });

  it("lists a team's games, home or away", async () => {
    const { body } = await get(`/api/games?teamId=${sl.teams.c.id}`);
    expect(body.map((game: { id: number }) => game.id)).toEqual([sl.games.g2.id, sl.games.g3.id, sl.games.g5.id]);
  });

  it('makes the same list a slice at a time as at once, every game once and in order', async () => {
    const json = async (filter: Parameters<typeof gamesJson>[1], atOnce: number) =>
      (await gamesJson(setup.app.db, filter, (list) => JSON.stringify(list), atOnce)).toString();
    for (const filter of [{}, { leagueId: sl.league.id }, { teamId: sl.teams.c.id }]) {
      const whole = await json(filter, 10_000);
      const ids = (JSON.parse(whole) as { id: number }[]).map((game) => game.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const atOnce of [1, 2, 3]) expect(await json(filter, atOnce)).toBe(whole);
    }
    const { body } = await get(`/api/games?leagueId=${sl.league.id}`);
    expect(JSON.stringify(body)).toBe(await json({ leagueId: sl.league.id }, 2));
    expect(await json({ teamId: 2_000_000_000 }, 2)).toBe('[]');
  });

  it('refuses a filter that is not an id', async () => {
    expect((await get('/api/games?leagueId=abc')).status).toBe(400);
  });
});

describe('GET /api/games/{id}', () => {
  it("is the box score: each team's lines, derived, and the team totals", async () => {
    const { status, body } = await get(`/api/games/${sl.games.g1.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: sl.games.g1.id, homeTeamScore: 50, awayTeamScore: 40 });
    expect(body.Location).toEqual({
      id: sl.location.id,
      name: sl.location.name,
      address: '1 Main St, New York, NY',
      mapsLink: 'https://maps.example/1',
    });
    const home = body.HomeTeam;
    expect(home.name).toBe(sl.teams.a.name);
    // Ann played (11 points on 4/9); Abe's all-zero line is a DNP, listed after.
    expect(home.Players.map((line: { id: number; played: boolean }) => [line.id, line.played])).toEqual([
      [sl.players.a1.id, true],
      [sl.players.a2.id, false],
    ]);
    expect(home.Players[0]).toMatchObject({
      firstName: 'Ann',
      jerseyNumber: 4,
      points: 11,
      fgm: 4,
      fga: 9,
      fgPercentage: 44.4,
      rebounds: 6,
      gameScore: 6.9,
    });
    expect(home.totals).toMatchObject({ points: 11, fgm: 4, fga: 9, ftm: 2, fta: 4, rebounds: 6 });
    // Bea: two two-pointers of four, 3 rebounds.
    expect(body.AwayTeam.totals).toMatchObject({ points: 4, fgm: 2, fga: 4, fgPercentage: 50, rebounds: 3 });
  });

  it('is 404 for no game', async () => {
    expect(await get('/api/games/2147483000')).toEqual({ status: 404, body: { message: 'Game not found' } });
  });
});
