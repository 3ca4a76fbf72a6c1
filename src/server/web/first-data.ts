import type { FastifyInstance } from 'fastify';
import { activeLeague } from '#domain/active-league.ts';
import { apiPaths } from '#domain/api-paths.ts';
import type { FirstData } from '#domain/first-data.ts';
import type { ListedLeague } from '#domain/leagues.ts';
import type { PublicPage } from '#domain/site-pages.ts';

/** A public page as `publicPage` opens it: which page, and the id of its team, player or game. */
export type OpenedPage = { page: PublicPage; id: number | null };

/**
 * The reads a page's first screen makes besides the site and the leagues, which every public
 * page makes: the same addresses the web app's queries ask for (`apiPaths`). `league` is the
 * active league, as the web app picks it. Reads made later (the ads, the social feeds, the
 * records prefetched after the navigation shows) are not part of it.
 */
export function firstReads({ page, id }: OpenedPage, league: ListedLeague | undefined): string[] {
  const leagueReads = (reads: (leagueId: number) => string[]) => (league ? reads(league.id) : []);
  switch (page) {
    case '/':
      return leagueReads((leagueId) => [
        apiPaths.standings(leagueId),
        apiPaths.games({ leagueId }),
        apiPaths.leagueStats(leagueId, 'averages'),
      ]);
    case '/schedule':
      return leagueReads((leagueId) => [apiPaths.games({ leagueId })]);
    case '/standings':
      return leagueReads((leagueId) => [apiPaths.standings(leagueId)]);
    case '/playoffs':
      return league?.hasPlayoffs ? [apiPaths.bracket(league.id)] : [];
    case '/statistics':
      return leagueReads((leagueId) => [apiPaths.leagueStats(leagueId, 'averages')]);
    case '/records':
      return [apiPaths.records('all-time', 'total')];
    case '/locations':
      return [apiPaths.locations];
    case '/league-rules':
    case '/faq':
    case '/contact':
    case '/privacy-policy':
      return [apiPaths.page(page.slice(1))];
    case '/teams/:id':
      return id === null ? [] : [apiPaths.team(id), apiPaths.games({ teamId: id }), apiPaths.teamStats(id)];
    case '/players/:id':
      return id === null
        ? []
        : [apiPaths.player(id), apiPaths.playerAwards(id), apiPaths.playerAverages(id), apiPaths.playerGameLog(id)];
    case '/games/:id/box-score':
      return id === null ? [] : [apiPaths.game(id)];
    case '/past-leagues':
    case '/register':
      return [];
  }
}

/**
 * The first data of a public page, read through the API as an anonymous visitor reads it (so
 * from the public cache, and never an admin's own answer). An answer other than a 200 is left
 * out: the web app asks for it and shows what it shows today (a 404's Page Not Found).
 */
export async function readFirstData(app: FastifyInstance, opened: OpenedPage): Promise<FirstData> {
  const at = Date.now();
  const answers: Record<string, unknown> = {};
  const read = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (response.statusCode === 200) answers[url] = response.json();
    return answers[url];
  };
  const [, leagues] = await Promise.all([read(apiPaths.site), read(apiPaths.leagues)]);
  const league = Array.isArray(leagues) ? activeLeague(leagues as ListedLeague[]) : undefined;
  await Promise.all(firstReads(opened, league).map(read));
  return { at, answers };
}
