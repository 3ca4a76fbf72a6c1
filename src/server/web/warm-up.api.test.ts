/**
 * The server warms its cache before it listens (decision 047): the public pages that name no id,
 * rendered by the web app's own rendering from its source, as the built server renders them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderingDist } from '../../../test/rendering-dist.ts';
import { smallLeagueApp } from '../../../test/small-league.ts';
import { warmUp, WARMED_PAGES } from './warm-up.ts';

const { webDist, remove } = renderingDist();

let setup: Awaited<ReturnType<typeof smallLeagueApp>>;
beforeAll(async () => {
  setup = await smallLeagueApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await setup?.close();
  remove();
});

const visit = (url: string) => setup.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

describe('warming up before the server listens', () => {
  it('keeps every public page that names no id, and the reads behind them', async () => {
    expect(WARMED_PAGES).toContain('/');
    expect(WARMED_PAGES).toContain('/standings');
    expect(WARMED_PAGES.some((page) => page.includes(':id'))).toBe(false);
    const warmed = await warmUp(setup.app);
    expect(warmed.pages).toBe(WARMED_PAGES.length);
    for (const page of WARMED_PAGES) {
      const response = await visit(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.headers['x-cache'], page).toBe('hit');
    }
    // The home page's own data was read on the way, and kept.
    const standings = await visit(`/api/leagues/${setup.league.league.id}/standings`);
    expect(standings.headers['x-cache']).toBe('hit');
    // A page that names an id is read when a visitor asks.
    expect((await visit(`/teams/${setup.league.teams.a.id}`)).headers['x-cache']).toBe('miss');
  });
});
