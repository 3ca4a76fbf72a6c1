import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Keys are typed as plain lists, so a screen can take any resource's query options as a prop. */
const key = (...parts: readonly unknown[]): QueryKey => parts;

/**
 * Every cached answer's key, spelled once. The query-option factories of the features build
 * their keys here, and a write makes answers stale through `refreshAfter`, so a key is never
 * written as a literal anywhere else. Each resource's `all` is the prefix of all its keys.
 */
export const queryKeys = {
  /** The site's settings as every page reads them; the prefix of the settings screen and the pages. */
  site: key('site'),
  siteSettings: key('site', 'settings'),
  /** The mail server the league sends with (under the settings: their history shows its changes). */
  emailSettings: key('site', 'settings', 'email'),
  pages: {
    page: (page: string) => key('site', 'page', page),
    versions: (page: string) => key('site', 'page', page, 'versions'),
  },
  users: {
    all: key('users'),
    me: key('users', 'me'),
    list: key('users', 'list'),
  },
  leagues: {
    /** The leagues list, and the prefix of one league's key. */
    all: key('leagues'),
    detail: (id: number) => key('leagues', id),
  },
  teams: {
    all: key('teams'),
    detail: (id: number) => key('teams', id),
  },
  locations: {
    all: key('locations'),
    detail: (id: number) => key('locations', id),
  },
  games: {
    all: key('games'),
    list: (filter: { leagueId?: number; teamId?: number }) => key('games', filter),
    detail: (id: number) => key('games', id),
    /** Who changed a game's numbers; under the game's key, so every game write refreshes it. */
    history: (id: number) => key('games', id, 'history'),
    /** A game scored live, as visitors follow it; under the game's key too. */
    live: (id: number) => key('games', id, 'live'),
    /** The signed-in scorekeeper's games to enter. */
    toEnter: key('games', 'to-enter'),
  },
  playoffs: {
    all: key('playoffs'),
    league: (leagueId: number) => key('playoffs', leagueId),
  },
  standings: {
    all: key('standings'),
    league: (leagueId: number) => key('standings', leagueId),
  },
  playerStats: {
    all: key('player-stats'),
    league: (leagueId: number, kind: string, phase = 'regular') => key('player-stats', 'league', leagueId, kind, phase),
    /** A player's game log; the prefix of the player's averages. */
    player: (playerId: number, phase = 'regular') => key('player-stats', 'player', playerId, phase),
    playerAverages: (playerId: number, phase = 'regular') => key('player-stats', 'player', playerId, phase, 'averages'),
    team: (teamId: number, phase = 'regular') => key('player-stats', 'team', teamId, phase),
    line: (gameId: number, playerId: number) => key('player-stats', 'game', gameId, 'player', playerId),
  },
  records: {
    all: key('records'),
    kind: (kind: string) => key('records', kind),
  },
  players: {
    all: key('players'),
    list: (sort: string) => key('players', 'list', sort),
    detail: (id: number) => key('players', id),
    /** Who a person on the create screen may already be. */
    matches: (query: string) => key('players', 'matches', query),
    merges: (id: number) => key('players', id, 'merges'),
    /** The key of a player's delete, so that their screen can tell it is under way. */
    deletion: key('players', 'delete'),
  },
  awards: {
    all: key('awards'),
    list: key('awards', 'list'),
    league: (leagueId: number) => key('awards', 'league', leagueId),
    player: (playerId: number) => key('awards', 'player', playerId),
    detail: (id: number) => key('awards', id),
  },
  advertisements: {
    all: key('advertisements'),
    list: key('advertisements', 'list'),
    active: key('advertisements', 'active'),
    clicks: key('advertisements', 'clicks'),
    detail: (id: number) => key('advertisements', id),
    /** The key of an ad's delete, so that its screen can tell it is under way. */
    deletion: key('advertisements', 'delete'),
  },
  registrations: {
    all: key('registrations'),
    league: (leagueId: number) => key('registrations', 'league', leagueId),
    teams: (leagueId: number) => key('registrations', 'teams', leagueId),
    player: (playerId: number) => key('registrations', 'player', playerId),
  },
  outbox: (status: string) => key('outbox', status),
  /** The back office's import history. */
  imports: key('imports'),
  /** The dashboard's first steps of a new league. */
  firstSteps: key('dashboard', 'first-steps'),
  social: (feed: string) => key('social', feed),
  analytics: key('analytics', 'site'),
};

/**
 * What each kind of write makes stale, so that every screen showing it fetches again
 * (docs/rules/screens.md#refreshing-after-a-change).
 */
const staleAfter = {
  /** A league's name, dates and flags show in the leagues list (and so the active league), teams, games and awards. */
  league: [queryKeys.leagues.all, queryKeys.teams.all, queryKeys.games.all, queryKeys.awards.all],
  /** A team shows in its league, the standings, games, brackets, players and stat rows. */
  team: [
    queryKeys.teams.all,
    queryKeys.leagues.all,
    queryKeys.standings.all,
    queryKeys.games.all,
    queryKeys.playoffs.all,
    queryKeys.players.all,
    queryKeys.playerStats.all,
    queryKeys.records.all,
  ],
  /** A location shows in the locations list and in games (brackets' too). */
  location: [queryKeys.locations.all, queryKeys.games.all, queryKeys.playoffs.all],
  /** Schedules and box scores, standings, playoff brackets, every stat derived from played games, records, team pages. */
  game: [
    queryKeys.games.all,
    queryKeys.playoffs.all,
    queryKeys.standings.all,
    queryKeys.playerStats.all,
    queryKeys.records.all,
    queryKeys.teams.all,
  ],
  /** A stat line feeds box scores, every derived stat, records and team statistics. */
  statLine: [queryKeys.playerStats.all, queryKeys.games.all, queryKeys.records.all, queryKeys.teams.all],
  /** A player's name, contact details and team links show on rosters, box scores, stats, records and awards. */
  player: [
    queryKeys.players.all,
    queryKeys.teams.all,
    queryKeys.games.all,
    queryKeys.playerStats.all,
    queryKeys.standings.all,
    queryKeys.records.all,
    queryKeys.awards.all,
  ],
  /** A bracket made or removed: the bracket, its games, and the leagues list (which says which leagues have one). */
  bracket: [queryKeys.playoffs.all, queryKeys.games.all, queryKeys.leagues.all],
  /** Awards show on the admin list, league leaders and player pages. */
  award: [queryKeys.awards.all],
  /** The admin list, the home page's active ads and the ad analytics. */
  advertisement: [queryKeys.advertisements.all],
  /** The admin list. */
  user: [queryKeys.users.list],
  /** A decided registration changes rosters (and their games' lines); a fee shows on the registrations screen. */
  registration: [queryKeys.registrations.all, queryKeys.players.all, queryKeys.teams.all, queryKeys.games.all],
  /** Settings and pages show on every page: the site's information, the pages and their editors. */
  site: [queryKeys.site],
  /** The email settings, and the settings' history, which records their changes. */
  emailSettings: [queryKeys.siteSettings],
  /**
   * An import (or its undo) may make leagues, gyms, teams, players, games and their lines: every
   * list and page of them, and the import history.
   */
  import: [
    queryKeys.imports,
    queryKeys.leagues.all,
    queryKeys.locations.all,
    queryKeys.teams.all,
    queryKeys.players.all,
    queryKeys.games.all,
    queryKeys.standings.all,
    queryKeys.playoffs.all,
    queryKeys.playerStats.all,
    queryKeys.records.all,
    queryKeys.awards.all,
  ],
} satisfies Record<string, QueryKey[]>;

export type Write = keyof typeof staleAfter;

/** Marks stale every answer a write of this kind may have changed; resolves once they are fetched again. */
export const refreshAfter = (queryClient: QueryClient, write: Write) =>
  Promise.all(staleAfter[write].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
