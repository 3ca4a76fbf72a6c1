import type { FastifyInstance } from 'fastify';
import { shownLeague } from '#domain/active-league.ts';
import { apiPaths } from '#domain/api-paths.ts';
import type { FirstData } from '#domain/first-data.ts';
import type { ListedLeague } from '#domain/leagues.ts';
import type { PublicPage } from '#domain/site-pages.ts';
import { noteTags } from '../http/public-cache/collect.ts';
import { OWN_READ } from '../http/public-cache/own-read.ts';

/**
 * A public page as `publicPage` opens it: which page, the id of its team, player or game, and
 * its own query (`pageQuery`: the league chosen, the tab, the part of the season).
 */
export type OpenedPage = { page: PublicPage; id: number | null; query?: URLSearchParams };

/**
 * The pages whose first reads name the league they show, and so wait for the list of leagues.
 * Every other page's reads are known from the page alone (`firstReads` with no leagues).
 */
export const PAGES_OF_A_LEAGUE: ReadonlySet<PublicPage> = new Set<PublicPage>([
  '/',
  '/schedule',
  '/standings',
  '/playoffs',
  '/statistics',
  '/past-leagues',
]);

/**
 * The reads a page's first screen makes besides the site and the leagues, which every public
 * page makes: the same addresses the web app's queries ask for (`apiPaths`). The league is the
 * one the page shows, as the web app picks it: the active league `?league=` names, else the
 * active league; on /past-leagues, the past league `?league=` names. Reads made later (the
 * ads, the social feeds, the records prefetched after the navigation shows) are not part of it.
 */
export function firstReads({ page, id, query }: OpenedPage, leagues: readonly ListedLeague[]): string[] {
  const chosenId = query?.get('league');
  const league = shownLeague(leagues, chosenId);
  const leagueReads = (reads: (leagueId: number) => string[]) => (league ? reads(league.id) : []);
  const phase = query?.get('phase') === 'playoffs' ? 'playoffs' : 'regular';
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
    case '/statistics': {
      const tab = query?.get('tab');
      if (tab === 'awards') return leagueReads((leagueId) => [apiPaths.leagueAwards(leagueId)]);
      const kind = tab === 'totals' ? 'totals' : 'averages';
      return leagueReads((leagueId) => [apiPaths.leagueStats(leagueId, kind, phase)]);
    }
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
      // The live read answers every game, one not scored live too, so the page stays kept by its tags.
      return id === null ? [] : [apiPaths.game(id), apiPaths.liveGame(id)];
    case '/past-leagues': {
      const past = leagues.find((candidate) => !candidate.isActive && String(candidate.id) === chosenId);
      return past
        ? [
            apiPaths.standings(past.id),
            apiPaths.leagueStats(past.id, 'averages'),
            apiPaths.leagueStats(past.id, 'totals'),
            apiPaths.leagueAwards(past.id),
            apiPaths.games({ leagueId: past.id }),
          ]
        : [];
    }
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
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json', ...OWN_READ } });
    if (response.statusCode === 200) answers[url] = response.json();
    // What the page shows instead may change with anything.
    else noteTags('any');
    return answers[url];
  };
  // A page that names no league reads its own data beside the site and the leagues, not after.
  const ofALeague = PAGES_OF_A_LEAGUE.has(opened.page);
  const [, leagues] = await Promise.all([
    read(apiPaths.site),
    read(apiPaths.leagues),
    ...(ofALeague ? [] : firstReads(opened, []).map(read)),
  ]);
  if (ofALeague)
    await Promise.all(firstReads(opened, Array.isArray(leagues) ? (leagues as ListedLeague[]) : []).map(read));
  return { at, answers };
}
