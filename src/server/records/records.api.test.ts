import { beforeAll, describe, expect, it } from 'vitest';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { games, playerStats, playerTeams, players, teams } from '../db/schema.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
let p1: { id: number; lastName: string };

beforeAll(async () => {
  sl = setup.league;
  // The only player with three games: Pat Quinn, in the past league, 10-5 wins.
  const db = setup.app.db;
  const [p, q] = await db
    .insert(teams)
    .values([
      { name: `${sl.tag} P`, leagueId: sl.pastLeague.id },
      { name: `${sl.tag} Q`, leagueId: sl.pastLeague.id },
    ])
    .returning();
  const [pat] = await db
    .insert(players)
    .values({ firstName: 'Pat', lastName: 'Quinn', email: 'pat@example.com', phoneNumber: '(212) 555-0199' })
    .returning();
  p1 = pat!;
  await db.insert(playerTeams).values({ playerId: p1!.id, teamId: p!.id });
  const played = await db
    .insert(games)
    .values(
      ['2026-03-07', '2026-03-14', '2026-03-21'].map((date) => ({
        homeTeamId: p!.id,
        awayTeamId: q!.id,
        leagueId: sl.pastLeague.id,
        locationId: sl.location.id,
        date,
        time: '18:00:00',
        homeTeamScore: 10,
        awayTeamScore: 5,
        status: 'final' as const,
      })),
    )
    .returning();
  // 1 + 4 + 3 = 8 points; field goals with threes 0 + 2 + 1 = 3; 1 rebound; 1 free throw.
  await db.insert(playerStats).values([
    { gameId: played[0]!.id, playerId: p1!.id, teamId: p!.id, ftm: 1, fta: 1, rebounds: 1 },
    { gameId: played[1]!.id, playerId: p1!.id, teamId: p!.id, fgm: 2, fga: 2 },
    { gameId: played[2]!.id, playerId: p1!.id, teamId: p!.id, threepm: 1, threepa: 1 },
  ]);
});

const get = async (url: string) => (await setup.app.inject({ method: 'GET', url })).json();
const entries = (list: { playerId: number; value: number }[]) => list.map((entry) => [entry.playerId, entry.value]);

describe('GET /api/records/all-time/total', () => {
  it('ranks sums of played games in every category', async () => {
    const body = await get('/api/records/all-time/total');
    const { a1, a2, b1, c1 } = sl.players;
    expect(Object.keys(body)).toEqual(['points', 'rebounds', 'assists', 'steals', 'blocks', 'ftm', 'fgm', 'threepm']);
    // Ann 19, Cal 14, Pat 8, Bea 4, Abe 1 (the 0-0 and unscored games add nothing).
    expect(entries(body.points)).toEqual([
      [a1.id, 19],
      [c1.id, 14],
      [p1.id, 8],
      [b1.id, 4],
      [a2.id, 1],
    ]);
    expect(body.points[0]).toEqual({ playerId: a1.id, playerName: `Ann ${a1.lastName}`, value: 19, gamesPlayed: 2 });
    // Rebounds include offensive ones: Ann 7 + 1. Zeros are left out.
    expect(entries(body.rebounds)).toEqual([
      [a1.id, 8],
      [b1.id, 3],
      [p1.id, 1],
    ]);
    // Field goals include threes: Ann 7, Cal 4, Pat 3, Bea 2.
    expect(entries(body.fgm)).toEqual([
      [a1.id, 7],
      [c1.id, 4],
      [p1.id, 3],
      [b1.id, 2],
    ]);
    // Ann and Cal both made 3 threes in 2 games: the name decides (Able before Dunn); Pat 1.
    expect(entries(body.threepm)).toEqual([
      [a1.id, 3],
      [c1.id, 3],
      [p1.id, 1],
    ]);
    expect(entries(body.ftm)).toEqual([
      [c1.id, 3],
      [a1.id, 2],
      [a2.id, 1],
      [p1.id, 1],
    ]);
  });
});

describe('GET /api/records/all-time/average', () => {
  it('counts only players with three games or more', async () => {
    const body = await get('/api/records/all-time/average');
    // Pat: 8 / 3 = 2.7 points, 3 / 3 = 1 field goal, 1 / 3 = 0.3 rebounds; no assists at all.
    expect(body.points).toEqual([{ playerId: p1.id, playerName: 'Pat Quinn', value: 2.7, gamesPlayed: 3 }]);
    expect(entries(body.fgm)).toEqual([[p1.id, 1]]);
    expect(entries(body.rebounds)).toEqual([[p1.id, 0.3]]);
    expect(body.assists).toEqual([]);
  });
});

describe('GET /api/records/league/total and /average', () => {
  it('names the league of each record', async () => {
    const totals = await get('/api/records/league/total');
    expect(totals.points[0]).toEqual({
      playerId: sl.players.a1.id,
      playerName: `Ann ${sl.players.a1.lastName}`,
      value: 19,
      gamesPlayed: 2,
      leagueId: sl.league.id,
      leagueName: sl.league.name,
    });
    const averages = await get('/api/records/league/average');
    expect(averages.points).toEqual([
      {
        playerId: p1.id,
        playerName: 'Pat Quinn',
        value: 2.7,
        gamesPlayed: 3,
        leagueId: sl.pastLeague.id,
        leagueName: sl.pastLeague.name,
      },
    ]);
  });
});
