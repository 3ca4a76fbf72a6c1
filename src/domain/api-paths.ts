import type { Phase } from './playoffs.ts';

/** The query string of a part of the season: none for the regular season, the default. */
export const phaseQuery = (phase: Phase) => (phase === 'playoffs' ? '?phase=playoffs' : '');

export type GamesFilter = { leagueId?: number; teamId?: number };

/**
 * The addresses of the public reads a page's first screen makes, spelled once: the web app's
 * queries ask for them, and the server reads the same addresses to send a page with its data.
 */
export const apiPaths = {
  site: '/api/site',
  leagues: '/api/leagues',
  standings: (leagueId: number) => `/api/leagues/${leagueId}/standings`,
  bracket: (leagueId: number) => `/api/leagues/${leagueId}/playoffs`,
  games: (filter: GamesFilter = {}) => {
    const query = new URLSearchParams();
    if (filter.leagueId) query.set('leagueId', String(filter.leagueId));
    if (filter.teamId) query.set('teamId', String(filter.teamId));
    return query.size ? `/api/games?${query}` : '/api/games';
  },
  game: (id: number) => `/api/games/${id}`,
  /** A game scored live as visitors follow it (docs/decisions/048-live-game-book.md). */
  liveGame: (id: number) => `/api/games/${id}/live`,
  /** The same, sent again after every play as server-sent events. */
  liveGameEvents: (id: number) => `/api/games/${id}/live/events`,
  team: (id: number) => `/api/teams/${id}`,
  player: (id: number) => `/api/players/${id}`,
  playerAwards: (playerId: number) => `/api/awards/player/${playerId}`,
  leagueAwards: (leagueId: number) => `/api/awards/league/${leagueId}`,
  leagueStats: (leagueId: number, kind: 'averages' | 'totals', phase: Phase = 'regular') =>
    `/api/player-stats/league/${leagueId}/${kind}${phaseQuery(phase)}`,
  teamStats: (teamId: number, phase: Phase = 'regular') => `/api/player-stats/team/${teamId}${phaseQuery(phase)}`,
  playerGameLog: (playerId: number, phase: Phase = 'regular') =>
    `/api/player-stats/player/${playerId}${phaseQuery(phase)}`,
  playerAverages: (playerId: number, phase: Phase = 'regular') =>
    `/api/player-stats/player/${playerId}/averages${phaseQuery(phase)}`,
  records: (scope: 'all-time' | 'league', kind: 'total' | 'average') => `/api/records/${scope}/${kind}`,
  locations: '/api/locations',
  page: (page: string) => `/api/site/pages/${page}`,
} as const;
