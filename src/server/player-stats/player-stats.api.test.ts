import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

const get = (url: string) => setup.get(url);

// Ann Able (a1) counts in g1 and g3 only (g4 is 0-0, g5 has no score):
//   stored sums: ftm 2/fta 4, two-pointers 4/11, threes 3/7, reb 7 + oreb 1, ast 6, stl 1, blk 1, to 3, pf 5
//   points 2 + 2x4 + 3x3 = 19; field goals with threes 7/18 = 38.9 %; 3P 3/7 = 42.9 %; FT 2/4 = 50.0 %
//   eFG (7 + 1.5) / 18 = 47.2 %; TS 19 / (2 x (18 + 0.44 x 4)) = 19 / 39.52 = 48.1 %
//   Game Score g1 6.9 + g3 5.2 = 12.1 (on the sums: 19 + 2.8 - 12.6 - 0.8 + 0.7 + 2.1 + 1 + 4.2 + 0.7 - 2 - 3)
const annTotals = {
  gamesPlayed: 2,
  minutes: null, // never entered in the small league
  points: 19,
  rebounds: 8,
  offensiveRebounds: 1,
  assists: 6,
  steals: 1,
  blocks: 1,
  fgm: 7,
  fga: 18,
  fgPercentage: 38.9,
  threepm: 3,
  threepa: 7,
  threePtPercentage: 42.9,
  ftm: 2,
  fta: 4,
  ftPercentage: 50,
  turnovers: 3,
  personalFouls: 5,
  effectiveFgPercentage: 47.2,
  trueShootingPercentage: 48.1,
  gameScore: 12.1,
};
// Per game over 2 games; percentages still come from the totals.
const annAverages = {
  ...annTotals,
  points: 9.5,
  rebounds: 4,
  offensiveRebounds: 0.5,
  assists: 3,
  steals: 0.5,
  blocks: 0.5,
  fgm: 3.5,
  fga: 9,
  threepm: 1.5,
  threepa: 3.5,
  ftm: 1,
  fta: 2,
  turnovers: 1.5,
  personalFouls: 2.5,
  // 12.1 / 2 = 6.05, a half: up to 6.1.
  gameScore: 6.1,
};

describe('GET /api/player-stats/league/{id}/totals and /averages', () => {
  it('sums only played games and lines with a stat, per player and team', async () => {
    const { status, body } = await get(`/api/player-stats/league/${sl.league.id}/totals`);
    expect(status).toBe(200);
    // By last name: Able, Baker, Cole, Dunn.
    expect(body.map((row: { id: number }) => row.id)).toEqual([
      sl.players.a1.id,
      sl.players.a2.id,
      sl.players.b1.id,
      sl.players.c1.id,
    ]);
    expect(body[0]).toEqual({
      id: sl.players.a1.id,
      firstName: 'Ann',
      lastName: sl.players.a1.lastName,
      teamId: sl.teams.a.id,
      teamName: sl.teams.a.name,
      ...annTotals,
    });
    // Abe Baker's g1 line is all zeros: one game, one free throw of two, no field goal tried (0 / max(0, 1)).
    expect(body[1]).toMatchObject({ gamesPlayed: 1, points: 1, ftm: 1, fta: 2, ftPercentage: 50, fgPercentage: 0 });
    // Bea Cole: 4 + 0 points; her g2 line (no make, an assist) still counts as a game.
    expect(body[2]).toMatchObject({ gamesPlayed: 2, points: 4, fgm: 2, fga: 7, fgPercentage: 28.6, rebounds: 3 });
    // Cal Dunn: 2 + 9 + 3 = 14 points; field goals 4/6 = 66.7 %, threes 3/5 = 60 %.
    expect(body[3]).toMatchObject({
      gamesPlayed: 2,
      points: 14,
      fgm: 4,
      fga: 6,
      fgPercentage: 66.7,
      threePtPercentage: 60,
    });
  });

  it('averages per game played, percentages from the totals', async () => {
    const { body } = await get(`/api/player-stats/league/${sl.league.id}/averages`);
    expect(body[0]).toMatchObject(annAverages);
    // Cal Dunn: 14 / 2 = 7 points, 1.5 threes a game.
    expect(body[3]).toMatchObject({ points: 7, threepm: 1.5, fgPercentage: 66.7 });
  });

  it('is empty for a league without played games and 404 for no league', async () => {
    expect(await get(`/api/player-stats/league/${sl.pastLeague.id}/averages`)).toEqual({ status: 200, body: [] });
    expect(await get('/api/player-stats/league/2147483000/totals')).toEqual({
      status: 404,
      body: { message: 'League not found' },
    });
    expect((await get('/api/player-stats/league/abc/totals')).status).toBe(400);
  });
});

describe('GET /api/player-stats/player/{id}', () => {
  it("is the player's game log, newest first, derived, with Game Score", async () => {
    const { status, body } = await get(`/api/player-stats/player/${sl.players.a1.id}`);
    expect(status).toBe(200);
    expect(body.map((row: { gameId: number }) => row.gameId)).toEqual([sl.games.g3.id, sl.games.g1.id]);
    // g1: 2 + 6 + 3 = 11 points, field goals 4/9 = 44.4 %, rebounds 5 + 1.
    // Game Score 11 + 0.4x4 - 0.7x9 - 0.4x(4-2) + 0.7x1 + 0.3x5 + 1 + 0.7x2 + 0 - 0.4x3 - 2 = 6.9
    expect(body[1]).toEqual({
      id: expect.any(Number),
      gameId: sl.games.g1.id,
      gameDate: '2026-09-05',
      gameTime: '19:00:00',
      leagueId: sl.league.id,
      leagueName: sl.league.name,
      teamId: sl.teams.a.id,
      teamName: sl.teams.a.name,
      homeTeamId: sl.teams.a.id,
      homeTeamName: sl.teams.a.name,
      awayTeamId: sl.teams.b.id,
      awayTeamName: sl.teams.b.name,
      homeTeamScore: 50,
      awayTeamScore: 40,
      minutes: null,
      points: 11,
      rebounds: 6,
      offensiveRebounds: 1,
      assists: 2,
      steals: 1,
      blocks: 0,
      fgm: 4,
      fga: 9,
      fgPercentage: 44.4,
      threepm: 1,
      threepa: 3,
      threePtPercentage: 33.3,
      ftm: 2,
      fta: 4,
      ftPercentage: 50,
      turnovers: 2,
      personalFouls: 3,
      // (4 + 0.5) / 9 = 50 %; 11 / (2 x (9 + 1.76)) = 11 / 21.52 = 51.1 %
      effectiveFgPercentage: 50,
      trueShootingPercentage: 51.1,
      gameScore: 6.9,
    });
    // g3: 2 + 6 = 8 points on 3/9.
    expect(body[0]).toMatchObject({ points: 8, fgm: 3, fga: 9, fgPercentage: 33.3, homeTeamScore: 30 });
  });

  it('is 404 for no player and empty for a player without games', async () => {
    expect(await get('/api/player-stats/player/2147483000')).toEqual({
      status: 404,
      body: { message: 'Player not found' },
    });
  });
});

describe('GET /api/player-stats/player/{id}/averages', () => {
  it('gives one row per league', async () => {
    const { body } = await get(`/api/player-stats/player/${sl.players.a1.id}/averages`);
    expect(body).toEqual([{ leagueId: sl.league.id, leagueName: sl.league.name, ...annAverages }]);
  });
});

describe('GET /api/player-stats/team/{id}', () => {
  it('averages per played game of the team (the 0-0 game does not count)', async () => {
    const { status, body } = await get(`/api/player-stats/team/${sl.teams.a.id}`);
    expect(status).toBe(200);
    // Team A's lines in g1 and g3: Ann's 19 points and Abe's 1, over 2 games.
    expect(body).toMatchObject({ teamId: sl.teams.a.id, teamName: sl.teams.a.name, gamesPlayed: 2 });
    expect(body.totals).toMatchObject({ points: 20, ftm: 3, fta: 6, ftPercentage: 50, fgm: 7, fga: 18 });
    expect(body.averages).toMatchObject({ points: 10, ftm: 1.5, fgm: 3.5, fga: 9, fgPercentage: 38.9, rebounds: 4 });
    expect(
      body.players.map((row: { id: number; gamesPlayed: number; points: number }) => [
        row.id,
        row.gamesPlayed,
        row.points,
      ]),
    ).toEqual([
      [sl.players.a1.id, 2, 9.5],
      [sl.players.a2.id, 1, 1],
    ]);
  });

  it('is 404 for no team', async () => {
    expect(await get('/api/player-stats/team/2147483000')).toEqual({
      status: 404,
      body: { message: 'Team not found' },
    });
  });
});

describe('GET /api/player-stats/game/{gameId}/player/{playerId}', () => {
  it('answers the stored line, two-pointers apart from threes', async () => {
    const { status, body } = await get(`/api/player-stats/game/${sl.games.g1.id}/player/${sl.players.a1.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      GameId: sl.games.g1.id,
      PlayerId: sl.players.a1.id,
      fgm: 3,
      fga: 6,
      threepm: 1,
      threepa: 3,
    });
  });

  it('is 404 when the player has no line in the game', async () => {
    const { status } = await get(`/api/player-stats/game/${sl.games.g2.id}/player/${sl.players.a1.id}`);
    expect(status).toBe(404);
  });
});
