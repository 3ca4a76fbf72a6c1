import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { uniqueTime } from '../../../test/unique.ts';
import { unique } from '../../../test/app.ts';
import { rowsOf } from '../db/rows.ts';
import { games, playerAllTimeTotals, playerLeagueTotals, playerStats } from '../db/schema.ts';
import { LINE_HAS_STATS, PLAYED_GAME, REGULAR_SEASON } from '../db/stat-sql.ts';

/**
 * The sums the records read are kept by triggers as data changes. After every write path the
 * kept rows must equal the sums worked out from the lines, as the records query used to.
 */
const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

const totals = z.object(
  Object.fromEntries(
    ['gamesPlayed', 'points', 'rebounds', 'assists', 'steals', 'blocks', 'ftm', 'fgm', 'threepm'].map((key) => [
      key,
      z.number().int(),
    ]),
  ),
);

/** The old records aggregate over the raw lines: per player and league, and per player. */
async function totalsFromLines() {
  const sums = sql`count(*)::int AS "gamesPlayed",
    sum(ps.ftm + 2 * ps.fgm + 3 * ps.threepm)::int AS points,
    sum(ps.rebounds + ps.offensive_rebounds)::int AS rebounds,
    sum(ps.assists)::int AS assists, sum(ps.steals)::int AS steals, sum(ps.blocks)::int AS blocks,
    sum(ps.ftm)::int AS ftm, sum(ps.fgm + ps.threepm)::int AS fgm, sum(ps.threepm)::int AS threepm`;
  const counted = sql`FROM player_stats ps JOIN games g ON g.id = ps.game_id WHERE ${PLAYED_GAME} AND ${REGULAR_SEASON} AND ${LINE_HAS_STATS}`;
  const byLeague = await rowsOf(
    totals.extend({ playerId: z.number().int(), leagueId: z.number().int() }),
    setup.app.db,
    sql`SELECT ps.player_id AS "playerId", g.league_id AS "leagueId", ${sums} ${counted}
        GROUP BY ps.player_id, g.league_id ORDER BY 1, 2`,
  );
  const allTime = await rowsOf(
    totals.extend({ playerId: z.number().int() }),
    setup.app.db,
    sql`SELECT ps.player_id AS "playerId", ${sums} ${counted} GROUP BY ps.player_id ORDER BY 1`,
  );
  return { byLeague, allTime };
}

async function keptTotals() {
  const db = setup.app.db;
  return {
    byLeague: await db
      .select()
      .from(playerLeagueTotals)
      .orderBy(asc(playerLeagueTotals.playerId), asc(playerLeagueTotals.leagueId)),
    allTime: await db.select().from(playerAllTimeTotals).orderBy(asc(playerAllTimeTotals.playerId)),
  };
}

/**
 * Runs a write and checks that it changed what the lines add up to (so the check below means
 * something) and that the kept sums followed.
 */
async function expectKeptThrough(write: () => Promise<unknown>) {
  const before = await totalsFromLines();
  expect(await keptTotals()).toEqual(before);
  await write();
  const after = await totalsFromLines();
  expect(after).not.toEqual(before);
  expect(await keptTotals()).toEqual(after);
}

const ZERO_LINE = {
  fta: 0,
  ftm: 0,
  fga: 0,
  fgm: 0,
  threepa: 0,
  threepm: 0,
  rebounds: 0,
  offensiveRebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  personalFouls: 0,
};
const SOME_LINE = {
  ...ZERO_LINE,
  fta: 4,
  ftm: 3,
  fga: 6,
  fgm: 4,
  threepa: 3,
  threepm: 2,
  rebounds: 5,
  offensiveRebounds: 2,
  assists: 3,
  steals: 1,
  blocks: 1,
};

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await setup.send(method, url, payload);
  expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body;
}

/**
 * Two new teams of a league with a player each, and a game of theirs, scored 40-30 through the
 * API, whose home player's line has stats.
 */
async function scoredGame(leagueId = sl.league.id) {
  const team = async () =>
    (await send('POST', '/api/teams', { name: unique('Team'), LeagueId: leagueId })).id as number;
  const home = await team();
  const away = await team();
  const player = async (teamId: number) =>
    (
      await send('POST', '/api/players', {
        firstName: 'Kim',
        lastName: unique('Lee'),
        email: 'kim@example.com',
        phoneNumber: '(212) 555-0142',
        teamIds: [teamId],
      })
    ).id as number;
  const homePlayer = await player(home);
  const awayPlayer = await player(away);
  const game = (
    await send('POST', '/api/games', {
      homeTeamId: home,
      awayTeamId: away,
      date: '2026-10-10',
      time: uniqueTime(),
      locationId: sl.location.id,
    })
  ).id as number;
  await send('PUT', `/api/games/${game}/score`, { homeTeamScore: 40, awayTeamScore: 30 });
  const lineId = async (playerId: number) =>
    (await setup.get(`/api/player-stats/game/${game}/player/${playerId}`, setup.adminCookie)).body.id as number;
  const homeLine = await lineId(homePlayer);
  const awayLine = await lineId(awayPlayer);
  await send('PUT', `/api/player-stats/${homeLine}`, SOME_LINE);
  return { home, away, homePlayer, awayPlayer, game, homeLine, awayLine };
}

describe('the totals the records read', () => {
  it('start as the sums of the lines already there', async () => {
    const kept = await keptTotals();
    expect(kept).toEqual(await totalsFromLines());
    expect(kept.byLeague.find((row) => row.playerId === sl.players.a1.id)).toMatchObject({
      leagueId: sl.league.id,
      gamesPlayed: 2,
    });
  });

  it('follow a stat line entered, changed, and cleared to all zeros', async () => {
    const { awayLine, homeLine } = await scoredGame();
    await expectKeptThrough(() => send('PUT', `/api/player-stats/${awayLine}`, { ...ZERO_LINE, rebounds: 2 }));
    await expectKeptThrough(() => send('PUT', `/api/player-stats/${homeLine}`, { ...SOME_LINE, blocks: 4 }));
    await expectKeptThrough(() => send('PUT', `/api/player-stats/${homeLine}`, ZERO_LINE));
  });

  it('follow a line inserted with stats, and one deleted', async () => {
    const { home, away, homePlayer, homeLine } = await scoredGame();
    const [other] = await setup.app.db
      .insert(games)
      .values({
        homeTeamId: home,
        awayTeamId: away,
        leagueId: sl.league.id,
        locationId: sl.location.id,
        date: '2026-10-17',
        time: '18:00:00',
        homeTeamScore: 10,
        awayTeamScore: 8,
        status: 'final',
      })
      .returning();
    // The seed writes lines with their stats at once.
    await expectKeptThrough(() =>
      setup.app.db.insert(playerStats).values({ gameId: other!.id, playerId: homePlayer, teamId: home, ...SOME_LINE }),
    );
    await expectKeptThrough(() => setup.app.db.delete(playerStats).where(eq(playerStats.id, homeLine)));
  });

  it("follow a game's score set to 0-0, to none, and back", async () => {
    const { game } = await scoredGame();
    await expectKeptThrough(() => send('PUT', `/api/games/${game}/score`, { homeTeamScore: 0, awayTeamScore: 0 }));
    await expectKeptThrough(() => send('PUT', `/api/games/${game}/score`, { homeTeamScore: 40, awayTeamScore: 30 }));
    await expectKeptThrough(() =>
      send('PUT', `/api/games/${game}/score`, { homeTeamScore: null, awayTeamScore: null }),
    );
    await expectKeptThrough(() => send('PUT', `/api/games/${game}/score`, { homeTeamScore: 0, awayTeamScore: 2 }));
  });

  it('follow a played game forfeited, which loses its score, and its score brought back', async () => {
    const { game } = await scoredGame();
    await expectKeptThrough(() => send('PUT', `/api/games/${game}/status`, { status: 'forfeit', forfeitedBy: 'away' }));
    await expectKeptThrough(() => send('PUT', `/api/games/${game}/score`, { homeTeamScore: 40, awayTeamScore: 30 }));
  });

  it('follow a game moved to another league with its teams', async () => {
    const { game, home, away } = await scoredGame();
    for (const team of [home, away]) {
      const { name } = (await setup.get(`/api/teams/${team}`)).body;
      await send('PUT', `/api/teams/${team}`, { name, LeagueId: sl.pastLeague.id });
    }
    await expectKeptThrough(() =>
      send('PUT', `/api/games/${game}`, {
        homeTeamId: home,
        awayTeamId: away,
        date: '2026-04-04',
        time: '18:00',
        locationId: sl.location.id,
        homeTeamScore: 40,
        awayTeamScore: 30,
      }),
    );
    expect((await setup.get(`/api/games/${game}`)).body.leagueId).toBe(sl.pastLeague.id);
  });

  it('follow a game given another home team, whose lines go once cleared', async () => {
    const { game, away, homeLine } = await scoredGame();
    const other = await scoredGame();
    // A team with entered lines cannot leave a game (409): they are cleared first.
    await expectKeptThrough(async () => {
      await send('PUT', `/api/player-stats/${homeLine}`, ZERO_LINE);
      await send('PUT', `/api/games/${game}`, {
        homeTeamId: other.home,
        awayTeamId: away,
        date: '2026-10-10',
        time: '18:00',
        locationId: sl.location.id,
        homeTeamScore: 40,
        awayTeamScore: 30,
      });
      expect((await setup.get(`/api/games/${game}`)).body.HomeTeam.id).toBe(other.home);
    });
  });

  it('follow a game deleted, and a player deleted', async () => {
    const first = await scoredGame();
    const second = await scoredGame(sl.pastLeague.id);
    await expectKeptThrough(() => send('DELETE', `/api/games/${first.game}`));
    await expectKeptThrough(() => send('DELETE', `/api/players/${second.homePlayer}`));
  });
});
