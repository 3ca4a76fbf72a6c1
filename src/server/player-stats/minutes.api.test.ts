import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINES, useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

/**
 * Minutes played, the stat added through the stat catalogue alone: entered on a line, shown in
 * box scores, game logs and averages (MPG), and never enough on its own for a game played.
 *
 * Ann Able (a1) plays g1 and g3 of the small league (g4 is 0-0, g5 unscored). Worked by hand:
 * - 34 minutes in g1 and 27 in g3: 61 minutes over 2 games played, 30.5 a game.
 * - Abe Baker (a2) sat out g1 (an all-zero line): 5 minutes there still make no game played.
 */
const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

async function lineOf(gameId: number, playerId: number) {
  const { status, body } = await setup.get(`/api/player-stats/game/${gameId}/player/${playerId}`);
  expect(status).toBe(200);
  return body;
}

async function saveLine(gameId: number, playerId: number, changes: Record<string, unknown>) {
  const { id, GameId: _game, PlayerId: _player, teamId: _team, ...stats } = await lineOf(gameId, playerId);
  return setup.send('PUT', `/api/player-stats/${id}`, { ...stats, ...changes });
}

describe('minutes played', () => {
  it('are blank on a line until entered', async () => {
    expect((await lineOf(sl.games.g1.id, sl.players.a1.id)).minutes).toBeNull();
  });

  it('show in the box score, the game log and the averages as minutes per game', async () => {
    expect((await saveLine(sl.games.g1.id, sl.players.a1.id, { minutes: 34 })).status).toBe(200);
    expect((await saveLine(sl.games.g3.id, sl.players.a1.id, { minutes: 27 })).status).toBe(200);

    const box = (await setup.get(`/api/games/${sl.games.g1.id}`)).body;
    const ann = box.HomeTeam.Players.find((line: { id: number }) => line.id === sl.players.a1.id);
    expect(ann).toMatchObject({ minutes: 34, points: 11, played: true });
    // The team's minutes are the sum of what was entered: Ann's 34, Abe's line is blank.
    expect(box.HomeTeam.totals.minutes).toBe(34);
    expect(box.AwayTeam.totals.minutes).toBeNull();

    const log = (await setup.get(`/api/player-stats/player/${sl.players.a1.id}`)).body;
    expect(log.map((row: { minutes: number }) => row.minutes)).toEqual([27, 34]);

    const [averages] = (await setup.get(`/api/player-stats/player/${sl.players.a1.id}/averages`)).body;
    expect(averages).toMatchObject({ gamesPlayed: 2, minutes: 30.5, points: 9.5 });

    const leagueAverages = (await setup.get(`/api/player-stats/league/${sl.league.id}/averages`)).body;
    expect(leagueAverages.find((row: { id: number }) => row.id === sl.players.a1.id)).toMatchObject({
      minutes: 30.5,
    });
    const totals = (await setup.get(`/api/player-stats/league/${sl.league.id}/totals`)).body;
    expect(totals.find((row: { id: number }) => row.id === sl.players.a1.id)).toMatchObject({ minutes: 61 });
  });

  it('alone never make a game played', async () => {
    expect((await saveLine(sl.games.g1.id, sl.players.a2.id, { ...LINES.a2g1, minutes: 5 })).status).toBe(200);
    const box = (await setup.get(`/api/games/${sl.games.g1.id}`)).body;
    const abe = box.HomeTeam.Players.find((line: { id: number }) => line.id === sl.players.a2.id);
    expect(abe).toMatchObject({ minutes: 5, played: false });
    // Abe still counts g3 only (1 of 2 free throws).
    const [averages] = (await setup.get(`/api/player-stats/player/${sl.players.a2.id}/averages`)).body;
    expect(averages).toMatchObject({ gamesPlayed: 1, ftm: 1, fta: 2 });
    const log = (await setup.get(`/api/player-stats/player/${sl.players.a2.id}`)).body;
    expect(log.map((row: { gameId: number }) => row.gameId)).toEqual([sl.games.g3.id]);
  });

  it('stay as they are when a request leaves them out, and are cleared with null', async () => {
    const {
      id,
      GameId: _game,
      PlayerId: _player,
      teamId: _team,
      minutes,
      ...counts
    } = await lineOf(sl.games.g3.id, sl.players.a1.id);
    expect(minutes).toBe(27);
    expect((await setup.send('PUT', `/api/player-stats/${id}`, { ...counts, assists: 5 })).body).toMatchObject({
      minutes: 27,
      assists: 5,
    });
    expect((await setup.send('PUT', `/api/player-stats/${id}`, { ...counts, minutes: null })).body.minutes).toBeNull();
    // Minutes are now entered in g1 only (34): minutes per game is 34.0 over that game, though
    // Ann played 2.
    const [averages] = (await setup.get(`/api/player-stats/player/${sl.players.a1.id}/averages`)).body;
    expect(averages).toMatchObject({ gamesPlayed: 2, minutes: 34 });
    expect(
      (await setup.send('PUT', `/api/player-stats/${id}`, { ...counts, assists: LINES.a1g3.assists, minutes: 27 })).body
        .minutes,
    ).toBe(27);
  });

  it('are refused above 60 or below 0, and nothing changes', async () => {
    for (const minutes of [61, -1, 2.5]) {
      const { status, body } = await saveLine(sl.games.g1.id, sl.players.a1.id, { minutes, assists: 9 });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        message: 'Minutes played must be a whole number from 0 to 60.',
        errors: [{ path: 'minutes', message: 'Minutes played must be a whole number from 0 to 60.' }],
      });
    }
    expect(await lineOf(sl.games.g1.id, sl.players.a1.id)).toMatchObject({ minutes: 34, assists: LINES.a1g1.assists });
  });

  it('are held to 0 to 60 by the database too', async () => {
    const { id } = await lineOf(sl.games.g1.id, sl.players.b1.id);
    await expect(setup.app.db.execute(sql`UPDATE player_stats SET minutes = 61 WHERE id = ${id}`)).rejects.toThrow();
  });
});
