import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'league-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head>
    <meta
      name="description"
      content="Default description."
    />
    <title>City Hoops League</title>
  </head><body><div id="root"></div></body></html>`,
);

let setup: Awaited<ReturnType<typeof smallLeagueApp>>;
let sl: SmallLeague;
beforeAll(async () => {
  setup = await smallLeagueApp({ WEB_DIST: webDist, SITE_NAME: 'City Hoops League' });
  sl = setup.league;
});
afterAll(async () => {
  await setup.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await setup.app.inject({ method: 'GET', url, headers: { host: 'league.example' } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return response.body;
};

describe('link previews', () => {
  it('give a box score its teams, result and schema.org SportsEvent', async () => {
    const html = await page(`/games/${sl.games.g1.id}/box-score`);
    const title = `${sl.teams.a.name} vs ${sl.teams.b.name} box score`;
    expect(html).toContain(`<title>${title} | City Hoops League</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(
      `content="${sl.league.name}, Sat, Sep 5, 2026, 7:00 PM at ${sl.location.name}. Final: ${sl.teams.a.name} 50, ${sl.teams.b.name} 40."`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="http://league.example/games/${sl.games.g1.id}/box-score" />`,
    );
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      sport: 'Basketball',
      // 7:00 PM New York daylight time.
      startDate: '2026-09-05T23:00:00.000Z',
      homeTeam: { '@type': 'SportsTeam', name: sl.teams.a.name },
      awayTeam: { '@type': 'SportsTeam', name: sl.teams.b.name },
      location: { '@type': 'Place', name: sl.location.name, address: '1 Main St, New York, NY' },
    });
  });

  it('name the team and the player of their pages', async () => {
    expect(await page(`/teams/${sl.teams.c.id}`)).toContain(
      `<meta property="og:title" content="${sl.teams.c.name}" />`,
    );
    const html = await page(`/players/${sl.players.a1.id}`);
    expect(html).toContain(`<title>Ann ${sl.players.a1.lastName} | City Hoops League</title>`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
  });

  it('describe the fixed pages and leave unknown ones as they are', async () => {
    const standings = await page('/standings');
    expect(standings).toContain('<title>Standings | City Hoops League</title>');
    expect(standings).not.toContain('Default description.');
    const unknown = await page('/teams/2147483000');
    expect(unknown).toContain('<title>City Hoops League</title>');
    expect(unknown).not.toContain('og:title');
  });

  it('escape what they quote', async () => {
    const html = await page(`/games/${sl.games.g2.id}/box-score`);
    expect(html).not.toMatch(/<script type="application\/ld\+json">[^<]*<[^/]/);
  });
});
