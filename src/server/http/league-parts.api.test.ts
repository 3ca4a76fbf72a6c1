/**
 * A score saved or a stat line saved changes one part of its league (decision 047): the public
 * answers and pages made of the other parts stay kept, and those made of that part are read
 * again, on any server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '../../../test/app.ts';
import { renderingDist } from '../../../test/rendering-dist.ts';
import { smallLeagueApp } from '../../../test/small-league.ts';
import { playerStats } from '../db/schema.ts';
import { and, eq } from 'drizzle-orm';

const { webDist, remove } = renderingDist();

let setup: Awaited<ReturnType<typeof smallLeagueApp>>;
let cookie: string;
beforeAll(async () => {
  setup = await smallLeagueApp({ WEB_DIST: webDist });
  ({ cookie } = await signInAsNewAdmin(setup.app));
});
afterAll(async () => {
  await setup?.close();
  remove();
});

const cacheOf = async (url: string) => {
  const response = await setup.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode, url).toBe(200);
  return response.headers['x-cache'];
};

async function send(method: 'PUT', url: string, payload: object) {
  const response = await setup.app.inject({ method, url, headers: { cookie }, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
}

/** Reads each address so that it is kept, then answers how each is served after `write`. */
async function servedAfter(urls: string[], write: () => Promise<void>) {
  for (const url of urls) await cacheOf(url);
  for (const url of urls) expect(await cacheOf(url), url).toBe('hit');
  await write();
  const served: Record<string, unknown> = {};
  for (const url of urls) served[url] = await cacheOf(url);
  return served;
}

describe('a write to one part of a league', () => {
  const id = () => setup.league.league.id;
  const scoreReads = () => [`/api/leagues/${id()}/standings`, `/api/games?leagueId=${id()}`, '/standings', '/schedule'];
  const lineReads = () => [
    `/api/player-stats/league/${id()}/averages`,
    `/api/player-stats/league/${id()}/totals`,
    `/api/player-stats/player/${setup.league.players.a1.id}/averages`,
    '/api/records/all-time/total',
    '/api/records/league/average',
    '/statistics',
    '/records',
  ];
  const wholeGameReads = () => [
    `/api/games/${setup.league.games.g1.id}`,
    '/',
    `/games/${setup.league.games.g1.id}/box-score`,
  ];
  const otherReads = () => [`/api/leagues/${id()}`, `/api/awards/league/${id()}`, '/api/leagues', '/locations'];

  it("keeps the league's figures made of lines when a played game's score changes, and reads its standings again", async () => {
    const { g1 } = setup.league.games;
    const served = await servedAfter([...scoreReads(), ...lineReads(), ...wholeGameReads(), ...otherReads()], () =>
      send('PUT', `/api/games/${g1.id}/score`, { homeTeamScore: 51, awayTeamScore: 40 }),
    );
    for (const url of [...scoreReads(), ...wholeGameReads()]) expect(served[url], url).toBe('miss');
    for (const url of [...lineReads(), ...otherReads()]) expect(served[url], url).toBe('hit');
    // The standings read again show the new score: A scored 51 in g1.
    const standings = (await setup.app.inject(`/api/leagues/${id()}/standings`)).json() as {
      teamId: number;
      pointsFor: number;
    }[];
    expect(standings.find((row) => row.teamId === setup.league.teams.a.id)?.pointsFor).toBe(51 + 52);
  });

  it('reads the figures made of lines again when a game becomes played, since only played games count', async () => {
    const { g5 } = setup.league.games;
    const served = await servedAfter([...scoreReads(), ...lineReads()], () =>
      send('PUT', `/api/games/${g5.id}/score`, { homeTeamScore: 30, awayTeamScore: 20 }),
    );
    for (const url of [...scoreReads(), ...lineReads()]) expect(served[url], url).toBe('miss');
  });

  it('keeps the standings and the schedule when a stat line changes, and reads the figures made of lines again', async () => {
    const { g1 } = setup.league.games;
    const [line] = await setup.app.db
      .select()
      .from(playerStats)
      .where(and(eq(playerStats.gameId, g1.id), eq(playerStats.playerId, setup.league.players.a1.id)));
    const { id: lineId, gameId: _game, playerId: _player, teamId: _team, updatedAt: _at, ...values } = line!;
    const served = await servedAfter([...scoreReads(), ...lineReads(), ...wholeGameReads(), ...otherReads()], () =>
      send('PUT', `/api/player-stats/${lineId}`, { ...values, assists: values.assists + 1 }),
    );
    for (const url of [...lineReads(), ...wholeGameReads()]) expect(served[url], url).toBe('miss');
    for (const url of [...scoreReads(), ...otherReads()]) expect(served[url], url).toBe('hit');
  });
});
