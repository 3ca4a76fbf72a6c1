import { describe, expect, it } from 'vitest';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import { OTHER_LEAGUE_REFUSED } from '#domain/roles.ts';
import { signIn, unique } from '../../../test/app.ts';
import { leagueOfItsOwn, useSmallLeagueApp } from '../../../test/small-league.ts';

const setup = useSmallLeagueApp();
const made: typeof setup.made = (...write) => setup.made(...write);

/**
 * A season kept mostly by its scores (docs/decisions/043-numbers-with-partial-box-scores.md),
 * worked by hand. Teams A (players A and A2) and B; every game in the past:
 *
 * | game | date       | score     | box score                                              |
 * |------|------------|-----------|--------------------------------------------------------|
 * | g1   | 2025-10-01 | A 74-60 B | A's lines: A 74 points (25 two-pointers, 6 threes, 6 FT); A2 did not play; B's none |
 * | g2   | 2025-10-08 | A 70-68 B | none                                                   |
 * | g3   | 2025-10-15 | B 76-78 A | none                                                   |
 *
 * A: 3 played games, 1 with a box score; 222 points for (74 + 70 + 78), 204 against (60 + 68
 * + 76): 74.0 and 68.0 a game from the scores, and 74.0 points a game from its one box score.
 */
async function seasonByScores() {
  const {
    id: leagueId,
    gym,
    teams,
  } = await leagueOfItsOwn(made, {
    name: 'Scores League',
    letters: ['A', 'B'],
    startDate: '2025-09-01',
    endDate: '2025-12-31',
    isActive: true,
  });
  const a2 = await made('POST', '/api/players', {
    firstName: 'Second',
    lastName: unique('Bench'),
    email: 'bench@example.com',
    phoneNumber: '(212) 555-0143',
    teamIds: [teams.A!.id],
  });
  const game = async (date: string, home: string, away: string) =>
    (
      await made('POST', '/api/games', {
        homeTeamId: teams[home]!.id,
        awayTeamId: teams[away]!.id,
        date,
        time: '19:00',
        locationId: gym.id,
      })
    ).id as number;
  const g1 = await game('2025-10-01', 'A', 'B');
  const g2 = await game('2025-10-08', 'A', 'B');
  const g3 = await game('2025-10-15', 'B', 'A');
  const lineOf = async (gameId: number, playerId: number) =>
    (await setup.get(`/api/player-stats/game/${gameId}/player/${playerId}`, setup.adminCookie)).body.id as number;
  await made('PUT', `/api/games/${g1}/box-score`, {
    homeTeamScore: 74,
    awayTeamScore: 60,
    lines: [
      {
        id: await lineOf(g1, teams.A!.playerId),
        ...EMPTY_LINE,
        fgm: 25,
        fga: 40,
        threepm: 6,
        threepa: 15,
        ftm: 6,
        fta: 8,
      },
    ],
  });
  await made('PUT', `/api/games/${g2}/score`, { homeTeamScore: 70, awayTeamScore: 68 });
  await made('PUT', `/api/games/${g3}/score`, { homeTeamScore: 76, awayTeamScore: 78 });
  return { leagueId, gym, teams, a2: a2.id as number, games: { g1, g2, g3 } };
}

describe('numbers with part of the box scores entered', () => {
  it("count a team's points and games from the scores, and its averages over the games with a box score", async () => {
    const { leagueId, teams } = await seasonByScores();
    const a = (await setup.get(`/api/player-stats/team/${teams.A!.id}`)).body;
    expect(a).toMatchObject({ gamesPlayed: 3, gamesWithLines: 1, pointsFor: 222, pointsAgainst: 204 });
    // 6 + 2 x 25 + 3 x 6 = 74 over the one game with lines, not 74 / 3 = 24.7.
    expect(a.averages.points).toBe(74);
    expect(a.totals.points).toBe(74);
    const b = (await setup.get(`/api/player-stats/team/${teams.B!.id}`)).body;
    expect(b).toMatchObject({ gamesPlayed: 3, gamesWithLines: 0, pointsFor: 204, pointsAgainst: 222 });
    expect(b.averages.points).toBe(0);
    // The standings count every game by its score: A won all three.
    const standings = (await setup.get(`/api/leagues/${leagueId}/standings`)).body;
    expect(standings.find((row: { teamId: number }) => row.teamId === teams.A!.id)).toMatchObject({
      wins: 3,
      losses: 0,
      pointsFor: 222,
      pointsAgainst: 204,
    });
  });

  it('let a game be marked score only, which takes it out of the games to enter, and back', async () => {
    const { games } = await seasonByScores();
    const earlier = async () =>
      ((await setup.get('/api/games/to-enter', setup.adminCookie)).body.earlier as { id: number }[]).map(
        (game) => game.id,
      );
    // g1's lines do not add up to B's 60 (totals incomplete); g2 and g3 have none.
    expect(await earlier()).toEqual(expect.arrayContaining([games.g1, games.g2, games.g3]));

    const marked = await made('PUT', `/api/games/${games.g2}/score-only`, { scoreOnly: true });
    expect(marked).toMatchObject({ id: games.g2, scoreOnly: true, boxScoreStatus: 'scoreOnly' });
    expect(await earlier()).not.toContain(games.g2);
    expect(await earlier()).toContain(games.g3);
    expect((await setup.get(`/api/games/${games.g2}`)).body).toMatchObject({
      scoreOnly: true,
      boxScoreStatus: 'scoreOnly',
    });

    // A game with incomplete lines can leave the list too; taking the mark back returns it.
    await made('PUT', `/api/games/${games.g1}/score-only`, { scoreOnly: true });
    expect(await earlier()).not.toContain(games.g1);
    expect((await setup.get(`/api/games/${games.g1}`)).body.boxScoreStatus).toBe('incomplete');
    const back = await made('PUT', `/api/games/${games.g2}/score-only`, { scoreOnly: false });
    expect(back).toMatchObject({ scoreOnly: false, boxScoreStatus: 'notEntered' });
    expect(await earlier()).toContain(games.g2);
  });

  it('refuse a bad mark, an unknown game, a visitor and a scorekeeper of another league, changing nothing', async () => {
    const { games } = await seasonByScores();
    const url = `/api/games/${games.g3}/score-only`;
    expect(await setup.send('PUT', url, { scoreOnly: 'yes' })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Score only is true or false.' }),
    });
    expect((await setup.send('PUT', url, [])).status).toBe(400);
    expect(await setup.send('PUT', '/api/games/999999/score-only', { scoreOnly: true })).toMatchObject({
      status: 404,
      body: { message: 'Game not found' },
    });
    expect((await setup.send('PUT', url, { scoreOnly: true }, true)).status).toBe(401);

    const username = unique('keeper');
    const password = unique('pass');
    await made('POST', '/api/users', {
      name: `Keeper ${username}`,
      username,
      password,
      role: 'scorekeeper',
      leagueId: setup.league.league.id,
    });
    const cookie = await signIn(setup.app, username, password);
    const refused = await setup.app.inject({ method: 'PUT', url, payload: { scoreOnly: true }, headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: OTHER_LEAGUE_REFUSED });
    expect((await setup.get(`/api/games/${games.g3}`)).body.scoreOnly).toBe(false);
  });

  it('count for playoff eligibility the games without a box score for every player on the roster then', async () => {
    const { leagueId, teams, a2 } = await seasonByScores();
    // Signed after the season: no line in any game, so no game counts.
    const late = await made('POST', '/api/players', {
      firstName: 'Late',
      lastName: unique('Signing'),
      email: 'late@example.com',
      phoneNumber: '(212) 555-0144',
      teamIds: [teams.B!.id],
    });
    const bracket = await made('POST', `/api/leagues/${leagueId}/playoffs`, { teams: 2 });
    const counted = Object.fromEntries(
      bracket.ineligible.map((row: { playerId: number; gamesPlayed: number }) => [row.playerId, row.gamesPlayed]),
    );
    // A: g1 (a stat) + g2 + g3 (no box score) = 3, eligible. A2: g1 missed while A's box score
    // was kept, + g2 + g3 = 2. B's player: g1, g2, g3, none with B's lines = 3. Late: 0.
    expect(counted).toEqual({ [a2]: 2, [late.id]: 0 });
  });
});
