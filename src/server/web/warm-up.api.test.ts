/**
 * The server warms its cache before it listens (decision 047): the public pages that name no id,
 * rendered by the web app's own rendering from its source, as the built server renders them.
 */
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderingDist } from '../../../test/rendering-dist.ts';
import { smallLeagueApp } from '../../../test/small-league.ts';
import { POOL_SIZE } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import * as schema from '../db/schema.ts';
import { warmSaves } from '../games/warm-writes.ts';
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
    // g1, g2 and g3 are played: on PostgreSQL each warms a connection of its own, PGlite has one.
    expect(warmed.connections).toBe(setup.app.config.database.kind === 'postgres' ? 3 : 1);
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

describe("game night's saves, made and undone before the server listens", () => {
  /** Every row a score or a line save writes, or its triggers. */
  const written = async () => {
    const { db } = setup.app;
    return {
      games: await db.select().from(schema.games).orderBy(asc(schema.games.id)),
      lines: await db.select().from(schema.playerStats).orderBy(asc(schema.playerStats.id)),
      changes: await db.select().from(schema.gameChanges),
      leagueTotals: await db.select().from(schema.playerLeagueTotals),
      allTimeTotals: await db.select().from(schema.playerAllTimeTotals),
    };
  };

  it('makes a score and a line save on each connection, a played game apiece, and keeps nothing of them', async () => {
    const before = await written();
    expect(before.lines.length).toBeGreaterThan(0);
    // The latest played games first: g3 and g2 when two connections warm.
    expect(await warmSaves(setup.app.db, 2)).toBe(2);
    expect(await warmSaves(setup.app.db, POOL_SIZE)).toBe(3);
    expect(await written()).toEqual(before);
    // Nothing a visitor reads changed: the kept answers stay.
    expect((await visit(`/api/leagues/${setup.league.league.id}/standings`)).headers['x-cache']).toBe('hit');
  });

  /** The pool's idle connections closed after this long before decision 059 (pg-pool's default). */
  const POOL_IDLE_CLOSE_MS = 10_000;

  it.runIf(process.env.TEST_DB === 'postgres')(
    'keeps the warmed connections open, with the plans they made, however long they sit idle',
    async () => {
      const backends = async () => {
        const [row] = await rowsOf(
          z.object({ n: z.number() }),
          setup.app.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query NOT ILIKE 'LISTEN%'`,
        );
        return row!.n;
      };
      // Three played games: three connections at once, one of which asks.
      expect(await warmSaves(setup.app.db, POOL_SIZE)).toBe(3);
      const warmed = await backends();
      expect(warmed).toBeGreaterThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, POOL_IDLE_CLOSE_MS + 1000));
      expect(await backends()).toBe(warmed);
    },
    20_000,
  );
});
