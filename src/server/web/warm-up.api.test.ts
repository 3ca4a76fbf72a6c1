/**
 * The server warms its cache before it listens (decision 047): the public pages that name no id,
 * rendered by the web app's own rendering from its source, as the built server renders them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderingDist } from '../../../test/rendering-dist.ts';
import { smallLeagueApp } from '../../../test/small-league.ts';
import * as schema from '../db/schema.ts';
import { activeLeagueReads, warmUp, WARMED_PAGES, WARMED_READS } from './warm-up.ts';

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
  it("keeps every public page that names no id, the active league's pages, the reads behind them and those their screens make next", async () => {
    expect(WARMED_PAGES).toContain('/');
    expect(WARMED_PAGES).toContain('/standings');
    expect(WARMED_PAGES.some((page) => page.includes(':id'))).toBe(false);
    const { pastLeague, teams, games, players } = setup.league;
    // A team of a league that is not active: its page waits for a visitor.
    const [pastTeam] = await setup.app.db
      .insert(schema.teams)
      .values({ name: `${pastLeague.name} team`, leagueId: pastLeague.id })
      .returning();
    const warmed = await warmUp(setup.app);
    const leagueReads = activeLeagueReads(setup.league.league.id);
    // The four records, the league's four reads, and its 3 teams, 5 games and 4 players.
    expect(WARMED_READS).toHaveLength(4);
    expect(warmed.answers).toBe(WARMED_PAGES.length + WARMED_READS.length + leagueReads.length + 3 + 5 + 4);
    for (const page of WARMED_PAGES) {
      const response = await visit(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.headers['x-cache'], page).toBe('hit');
    }
    // The home page's own data was read on the way, and kept.
    const standings = await visit(`/api/leagues/${setup.league.league.id}/standings`);
    expect(standings.headers['x-cache']).toBe('hit');
    // The reads a page's screen makes next: every page's navigation prefetches the records, the
    // statistics page's other tabs, the registration form's league, the schedule's calendar.
    for (const read of [...WARMED_READS, ...leagueReads]) {
      expect((await visit(read)).headers['x-cache'], read).toBe('hit');
    }
    for (const page of [`/teams/${teams.c.id}`, `/games/${games.g5.id}/box-score`, `/players/${players.b1.id}`]) {
      expect((await visit(page)).headers['x-cache'], page).toBe('hit');
    }
    // A page of a league that is not active is read when a visitor asks.
    expect((await visit(`/teams/${pastTeam!.id}`)).headers['x-cache']).toBe('miss');
  });
});
