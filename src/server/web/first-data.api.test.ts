/**
 * Runs on every supported Node.js major: it renders pages on the server and reads files.
 * @module-tag node-apis
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstData } from '#domain/first-data.ts';
import { signInAsNewAdmin } from '../../../test/app.ts';
import { readServedPage } from '../../../test/served-html.ts';
import { smallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'league-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><meta name="description" content="Default." /><title>League</title></head>` +
    `<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`,
);

let setup: Awaited<ReturnType<typeof smallLeagueApp>>;
let sl: SmallLeague;
beforeAll(async () => {
  setup = await smallLeagueApp({ WEB_DIST: webDist });
  sl = setup.league;
});
afterAll(async () => {
  await setup.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => setup.app.inject({ method: 'GET', url, headers });

/** The first data a page arrives with, read from its HTML as a browser parses it; null without any. */
async function firstDataOf(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  const block = readServedPage(response.body).scripts.find((script) => script.type === 'application/json');
  return { response, firstData: block ? (JSON.parse(block.text) as FirstData) : null };
}

const apiAnswer = async (url: string) => (await get(url)).json();

describe('a public page arrives with its first data', () => {
  it('home holds the standings rows, the league games and the leaders, as the API answers them', async () => {
    const { firstData } = await firstDataOf('/');
    const leagueId = sl.league.id;
    const answers = firstData?.answers ?? {};
    expect(Object.keys(answers).sort()).toEqual(
      [
        '/api/site',
        '/api/leagues',
        `/api/leagues/${leagueId}/standings`,
        `/api/games?leagueId=${leagueId}`,
        `/api/player-stats/league/${leagueId}/averages`,
      ].sort(),
    );
    // Worked by hand: A beat B 50-40 and C 52-30; C beat B 47-45.
    const standings = answers[`/api/leagues/${leagueId}/standings`] as {
      teamName: string;
      wins: number;
      losses: number;
    }[];
    expect(standings.map((row) => [row.teamName, row.wins, row.losses])).toEqual([
      [sl.teams.a.name, 2, 0],
      [sl.teams.c.name, 1, 1],
      [sl.teams.b.name, 0, 2],
    ]);
    for (const [url, answer] of Object.entries(answers)) expect(answer, url).toEqual(await apiAnswer(url));
  });

  it('a box score holds its lines', async () => {
    const { firstData } = await firstDataOf(`/games/${sl.games.g1.id}/box-score`);
    const game = firstData?.answers[`/api/games/${sl.games.g1.id}`] as {
      homeTeamScore: number;
      HomeTeam: { Players: { id: number; points: number }[] };
    };
    expect(game.homeTeamScore).toBe(50);
    // a1 in g1: 2 free throws, 3 two-pointers and 1 three: 2 + 6 + 3 = 11 points.
    expect(game.HomeTeam.Players.find((line) => line.id === sl.players.a1.id)?.points).toBe(11);
  });

  it('team, player and editable pages hold their own reads; an unknown team comes as the bare app', async () => {
    const team = (await firstDataOf(`/teams/${sl.teams.a.id}`)).firstData?.answers ?? {};
    expect(Object.keys(team)).toEqual(
      expect.arrayContaining([
        `/api/teams/${sl.teams.a.id}`,
        `/api/games?teamId=${sl.teams.a.id}`,
        `/api/player-stats/team/${sl.teams.a.id}`,
      ]),
    );
    const player = (await firstDataOf(`/players/${sl.players.a1.id}`)).firstData?.answers ?? {};
    expect(Object.keys(player)).toEqual(
      expect.arrayContaining([`/api/players/${sl.players.a1.id}`, `/api/player-stats/player/${sl.players.a1.id}`]),
    );
    const faq = (await firstDataOf('/faq')).firstData?.answers ?? {};
    expect(faq['/api/site/pages/faq']).toEqual(await apiAnswer('/api/site/pages/faq'));
    expect((await firstDataOf('/teams/999999')).firstData).toBeNull();
  });

  it('after a write, the page holds the new figures', async () => {
    const { cookie } = await signInAsNewAdmin(setup.app);
    const before = (await firstDataOf('/standings')).firstData;
    // g5 (B vs C, not played yet) ends 60-50: B's first win, C's second loss.
    const response = await setup.app.inject({
      method: 'PUT',
      url: `/api/games/${sl.games.g5.id}`,
      headers: { cookie },
      payload: { ...(await apiAnswer(`/api/games/${sl.games.g5.id}`)), homeTeamScore: 60, awayTeamScore: 50 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await firstDataOf('/standings')).firstData;
    const record = (data: FirstData | null, teamId: number) => {
      const rows = data?.answers[`/api/leagues/${sl.league.id}/standings`] as {
        teamId: number;
        wins: number;
        losses: number;
      }[];
      const row = rows.find((candidate) => candidate.teamId === teamId);
      return [row?.wins, row?.losses];
    };
    expect(record(before, sl.teams.b.id)).toEqual([0, 2]);
    expect(record(after, sl.teams.b.id)).toEqual([1, 2]);
    expect(after?.at).toBeGreaterThanOrEqual(before?.at ?? Infinity);
  });

  it("a signed-in admin's page comes without data and is kept by no cache", async () => {
    const { cookie } = await signInAsNewAdmin(setup.app);
    const { response, firstData } = await firstDataOf('/', { cookie });
    expect(firstData).toBeNull();
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(readServedPage(response.body).titles).toHaveLength(1);
  });
});
