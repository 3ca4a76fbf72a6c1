/**
 * Runs on every supported Node.js major: it renders pages on the server and reads files.
 * @module-tag node-apis
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin } from '../../../test/app.ts';
import { readServedPage } from '../../../test/served-html.ts';
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
  setup = await smallLeagueApp({
    WEB_DIST: webDist,
    SITE_NAME: 'City Hoops League',
    PUBLIC_ORIGIN: 'https://league.example.org',
    TRUST_PROXY: '1',
  });
  sl = setup.league;
});
afterAll(async () => {
  await setup.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await setup.app.inject({ method: 'GET', url, headers: { host: 'league.example.org', ...headers } });
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
      `<meta property="og:url" content="https://league.example.org/games/${sl.games.g1.id}/box-score" />`,
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

  it('name the site by PUBLIC_ORIGIN, whatever Host or X-Forwarded-Host the request says', async () => {
    const path = `/teams/${sl.teams.a.id}`;
    const spoofed = await page(path, { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' });
    expect(spoofed).not.toContain('attacker.example');
    expect(readServedPage(spoofed).ogUrls).toEqual([`https://league.example.org${path}`]);
    // And the next plain visitor gets the same, kept page.
    expect(readServedPage(await page(path)).ogUrls).toEqual([`https://league.example.org${path}`]);
    expect(await page(path)).not.toContain('attacker.example');
  });
});

/** The review's names: replacement patterns, a meta refresh, a script end, quotes and angle brackets. */
const HOSTILE = ['$&', '$`', "$'", '$1', '$2', '</script><script>alert(1)</script>', '"quoted" \'single\'', 'a < b'];

describe('link previews of names that look like markup or replacement patterns', () => {
  const built = mkdtempSync(path.join(tmpdir(), 'league-web-'));
  // The web app's own index.html, as a production build serves it.
  copyFileSync(new URL('../../web/index.html', import.meta.url), path.join(built, 'index.html'));
  let hostile: Awaited<ReturnType<typeof smallLeagueApp>>;
  beforeAll(async () => {
    hostile = await smallLeagueApp({ WEB_DIST: built, PUBLIC_ORIGIN: 'https://league.example.org' });
  });
  afterAll(async () => {
    await hostile.close();
    rmSync(built, { recursive: true, force: true });
  });

  const served = async (url: string) => {
    const response = await hostile.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const read = readServedPage(html);
    expect(read.descriptions).toHaveLength(1);
    expect(read.roots).toBe(1);
    expect(read.httpEquiv).toBe(0);
    expect(html).not.toMatch(/http-equiv/i);
    return read;
  };

  it("serves the review's registration as text: the player page does not refresh anywhere", async () => {
    // A web address in a name is refused now (fields.ts, personName); the rest of the attack is
    // still a name, and must still come out as text.
    const registered = await hostile.app.inject({
      method: 'POST',
      url: '/api/players',
      payload: {
        firstName: '0;url=evil?',
        lastName: '$2 http-equiv=refresh x=$2',
        email: 'e2@e.example',
        phoneNumber: '(212) 555-0101',
        teamId: hostile.league.teams.a.id,
        agreeToWaiver: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const html = (await hostile.app.inject({ method: 'GET', url: `/players/${registered.json().playerId}` })).body;
    const read = readServedPage(html);
    expect(read.httpEquiv).toBe(0);
    expect(read.titles).toEqual(['0;url=evil? $2 http-equiv=refresh x=$2 | City Hoops League']);
    expect(read.descriptions[0]).toMatch(/^0;url=evil\? \$2 http-equiv=refresh x=\$2: averages/);
  });

  it.each(HOSTILE)(
    'serves %j in player, team, league and location names as text on every page with a preview',
    async (name) => {
      const { cookie } = await signInAsNewAdmin(hostile.app);
      const write = async (method: 'POST' | 'PUT', url: string, payload: object, asVisitor = false) => {
        const response = await hostile.app.inject({ method, url, payload, headers: asVisitor ? {} : { cookie } });
        expect(response.statusCode, response.body).toBeLessThan(300);
        return response.json();
      };
      const suffix = Math.random().toString(36).slice(2, 8);
      const league = await write('POST', '/api/leagues', {
        name: `${name} League ${suffix}`,
        startDate: '2026-09-01',
        endDate: '2026-12-01',
        isActive: true,
        isRegistrationOpen: true,
      });
      const home = await write('POST', '/api/teams', { name: `${name} Home ${suffix}`, LeagueId: league.id });
      const away = await write('POST', '/api/teams', { name: `Away ${name} ${suffix}`, LeagueId: league.id });
      const location = await write('POST', '/api/locations', { name: `${name} Gym`, address: `1 ${name} St` });
      const game = await write('POST', '/api/games', {
        homeTeamId: home.id,
        awayTeamId: away.id,
        date: '2026-10-01',
        time: '19:00',
        locationId: location.id,
      });
      const player = await write(
        'POST',
        '/api/players',
        {
          firstName: name,
          lastName: `${name} Lee`,
          email: `hostile-${suffix}@example.com`,
          phoneNumber: '2125550100',
          teamId: home.id,
          agreeToWaiver: true,
        },
        true,
      );

      const playerPage = await served(`/players/${player.playerId}`);
      expect(playerPage.titles).toEqual([`${name} ${name} Lee | City Hoops League`]);
      expect(playerPage.ogTitles).toEqual([`${name} ${name} Lee`]);

      const teamPage = await served(`/teams/${home.id}`);
      expect(teamPage.titles).toEqual([`${name} Home ${suffix} | City Hoops League`]);
      expect(teamPage.descriptions[0]).toContain(`in ${name} League ${suffix}:`);

      const boxScore = await served(`/games/${game.id}/box-score`);
      expect(boxScore.descriptions[0]).toContain(`${name} League ${suffix}, `);
      expect(boxScore.descriptions[0]).toContain(` at ${name} Gym.`);
      const jsonLd = boxScore.scripts.filter((script) => script.type === 'application/ld+json');
      expect(jsonLd).toHaveLength(1);
      expect(JSON.parse(jsonLd[0]?.text ?? '')).toMatchObject({
        location: { name: `${name} Gym`, address: `1 ${name} St` },
        superEvent: { name: `${name} League ${suffix}` },
        homeTeam: { name: `${name} Home ${suffix}` },
      });

      // The name reaches a league page's first data as data: the block parses back to it, and is never run.
      for (const leaguePage of ['/', '/standings', '/schedule', '/statistics', '/past-leagues', '/register']) {
        const { scripts } = await served(leaguePage);
        // The app's module, then (after the page) the first data.
        expect(scripts.map((script) => script.type)).toEqual(['module', 'application/json']);
        const firstData = JSON.parse(scripts[1]?.text ?? '') as { answers: Record<string, { name: string }[]> };
        expect(firstData.answers['/api/leagues']?.map((listed) => listed.name)).toContain(`${name} League ${suffix}`);
      }
    },
  );
});
