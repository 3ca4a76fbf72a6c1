import { generatePath } from 'react-router';
import type { EditablePage } from '#domain/editable-pages.ts';

/** The ids a pattern takes, in order: `'/a/:x/b/:y'` takes `[x: number, y: number]`. */
type Ids<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [number, ...Ids<Rest>]
  : Pattern extends `${string}:${string}`
    ? [number]
    : [];

/**
 * A page whose address holds ids: called with the ids, it gives the address to link to;
 * its `pattern` is what the router matches.
 */
function withIds<const Pattern extends string>(pattern: Pattern) {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const href = (...ids: Ids<Pattern>) =>
    generatePath(
      pattern,
      Object.fromEntries(names.map((name, index) => [name, String(ids[index])])) as Parameters<
        typeof generatePath<Pattern>
      >[1],
    );
  return Object.assign(href, { pattern });
}

/** Every address of the site, declared once (docs/rules/screens.md): links and the router both read it. */
export const paths = {
  home: '/',
  schedule: '/schedule',
  standings: '/standings',
  playoffs: '/playoffs',
  statistics: '/statistics',
  records: '/records',
  locations: '/locations',
  pastLeagues: '/past-leagues',
  register: '/register',
  leagueRules: '/league-rules',
  faq: '/faq',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  login: '/login',
  /** The page an email's unsubscribe link opens; `token` is the link's secret. */
  unsubscribe: Object.assign((token: string) => `/unsubscribe/${encodeURIComponent(token)}`, {
    pattern: '/unsubscribe/:token',
  }),
  /** The page a registration's confirmation email links to; `token` is the link's secret. */
  registrationConfirm: Object.assign((token: string) => `/registrations/confirm/${encodeURIComponent(token)}`, {
    pattern: '/registrations/confirm/:token',
  }),
  team: withIds('/teams/:id'),
  player: withIds('/players/:id'),
  boxScore: withIds('/games/:id/box-score'),
  admin: {
    dashboard: '/admin',
    usersCreate: '/admin/users/create',
    usersList: '/admin/users/list',
    usersUpdate: '/admin/users/update',
    leaguesCreate: '/admin/leagues/create',
    leaguesList: '/admin/leagues/list',
    leaguesUpdate: withIds('/admin/leagues/update/:id'),
    /** The schedule builder of a league. */
    leaguesSchedule: withIds('/admin/leagues/:id/schedule'),
    /** The playoff bracket of a league. */
    leaguesPlayoffs: withIds('/admin/leagues/:id/playoffs'),
    teamsCreate: '/admin/teams/create',
    teamsList: '/admin/teams/list',
    teamsUpdate: withIds('/admin/teams/update/:id'),
    locationsCreate: '/admin/locations/create',
    locationsList: '/admin/locations/list',
    locationsUpdate: withIds('/admin/locations/update/:id'),
    gamesCreate: '/admin/games/create',
    gamesList: '/admin/games/list',
    gamesUpdate: withIds('/admin/games/update/:id'),
    gamesBoxScore: withIds('/admin/games/update/:id/box-score'),
    /** The whole-game grid: both teams' lines and the score on one screen. */
    gamesEntry: withIds('/admin/games/update/:id/box-score/entry'),
    /** Scoring a game play by play on a phone at the gym, with or without a connection. */
    gamesLive: withIds('/admin/games/update/:id/live'),
    /** A scorekeeper's start: today's games, then earlier ones without a complete box score. */
    gamesToEnter: '/admin/scores',
    /** A signed-in admin goes from a box score row to the line's edit screen (docs/rules/screens.md#box-score-page). */
    playerStatsEdit: withIds('/admin/games/update/:gameId/player-stats/:playerId'),
    playersCreate: '/admin/players/create',
    playersList: '/admin/players/list',
    playersUpdate: withIds('/admin/players/update/:id'),
    playerTeams: withIds('/admin/players/update/:id/teams'),
    awardsCreate: '/admin/awards/create',
    awardsList: '/admin/awards/list',
    awardsUpdate: withIds('/admin/awards/update/:id'),
    analytics: '/admin/analytics',
    advertisementsAnalytics: '/admin/advertisements/analytics',
    advertisementsCreate: '/admin/advertisements/create',
    advertisementsList: '/admin/advertisements/list',
    advertisementsUpdate: withIds('/admin/advertisements/update/:id'),
    settings: '/admin/settings',
    registrations: '/admin/registrations',
    /** Players, teams, gyms, a schedule or box scores from a spreadsheet, and the import history. */
    imports: '/admin/imports',
    outbox: '/admin/outbox',
    pages: '/admin/pages',
    /** One editable page's editor; `page` is one of EDITABLE_PAGES. */
    pageEdit: Object.assign((page: EditablePage) => `/admin/pages/${page}`, { pattern: '/admin/pages/:page' }),
  },
} as const;
