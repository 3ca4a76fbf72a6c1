import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { activeLeague } from '#domain/active-league.ts';
import { apiPaths } from '#domain/api-paths.ts';
import type { League } from '#domain/leagues.ts';
import { PUBLIC_PAGES } from '#domain/site-pages.ts';
import { POOL_SIZE } from '../db/client.ts';
import { games, playerTeams, teams } from '../db/schema.ts';
import { warmSaves } from '../games/warm-writes.ts';

/** The public pages that name no id: the same for every visitor, and where most visits land. */
export const WARMED_PAGES = PUBLIC_PAGES.filter((page) => !page.includes(':id'));

/**
 * The reads a visitor's browser makes next on any page, not in any page's own data: the
 * navigation prefetches the four records on every page (docs/rules/screens.md#navigation).
 */
export const WARMED_READS = (['all-time', 'league'] as const).flatMap((scope) =>
  (['total', 'average'] as const).map((kind) => apiPaths.records(scope, kind)),
);

/**
 * The active league's reads that its screens make after their first data: the statistics
 * page's other tabs (totals, awards), the registration form's league with its teams, and the
 * schedule's calendar, which calendar apps ask for again and again.
 */
export const activeLeagueReads = (leagueId: number) => [
  apiPaths.leagueStats(leagueId, 'totals'),
  apiPaths.leagueAwards(leagueId),
  `/api/leagues/${leagueId}`,
  `/api/leagues/${leagueId}/schedule.ics`,
];

/**
 * The addresses of the active league that name an id, where game night's visitors go next: its
 * teams, its current players and its games (a league holds some tens of each), and the reads
 * its screens make after their first data.
 */
async function activeLeaguePages(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/leagues' });
  if (response.statusCode !== 200) return [];
  const league = activeLeague(response.json<League[]>());
  if (!league) return [];
  const [teamRows, gameRows] = await Promise.all([
    app.db.select({ id: teams.id }).from(teams).where(eq(teams.leagueId, league.id)).orderBy(asc(teams.id)),
    app.db.select({ id: games.id }).from(games).where(eq(games.leagueId, league.id)).orderBy(asc(games.id)),
  ]);
  const teamIds = teamRows.map(({ id }) => id);
  const playerRows =
    teamIds.length === 0
      ? []
      : await app.db
          .selectDistinct({ id: playerTeams.playerId })
          .from(playerTeams)
          .where(and(inArray(playerTeams.teamId, teamIds), eq(playerTeams.isCurrentTeam, true)))
          .orderBy(asc(playerTeams.playerId));
  return [
    ...activeLeagueReads(league.id),
    ...teamIds.map((id) => `/teams/${id}`),
    ...gameRows.map(({ id }) => `/games/${id}/box-score`),
    ...playerRows.map(({ id }) => `/players/${id}`),
  ];
}

/**
 * Reads the public pages once, as an anonymous visitor, before the server listens: those that
 * name no id and the records every page's navigation asks for next, then the active league's
 * reads, teams, games and players. The pages and the reads behind them are kept in the public
 * cache, and the code that makes them has run, so the first visitors after a start meet a warm
 * server (decisions 047 and 053). Then game night's saves are made on each of the database's
 * connections and undone (decision 059). An address that cannot be read now is read when a
 * visitor asks, a save that cannot be made is planned when a scorekeeper saves; start-up goes on.
 */
export async function warmUp(app: FastifyInstance): Promise<{ answers: number; connections: number; ms: number }> {
  const started = performance.now();
  let answers = 0;
  const visit = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    if (response.statusCode === 200) answers += 1;
    else app.log.warn(`warming up: ${url} answered ${response.statusCode}`);
  };
  for (const url of [...WARMED_PAGES, ...WARMED_READS]) await visit(url);
  let more: string[] = [];
  try {
    more = await activeLeaguePages(app);
  } catch (error) {
    app.log.warn(`warming up: could not list the active league's pages: ${(error as Error).message}`);
  }
  for (const url of more) await visit(url);
  let connections = 0;
  try {
    connections = await warmSaves(app.db, app.config.database.kind === 'postgres' ? POOL_SIZE : 1);
  } catch (error) {
    app.log.warn(`warming up: could not make game night's saves: ${(error as Error).message}`);
  }
  return { answers, connections, ms: performance.now() - started };
}
