import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueStatRow } from '#domain/player-stats.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type LeagueStatsKind = 'averages' | 'totals';

export const getLeagueStats = (leagueId: number, kind: LeagueStatsKind) =>
  api<LeagueStatRow[]>('GET', `/api/player-stats/league/${leagueId}/${kind}`);

/** Per-game averages or season totals of every player of a league (not retried on 404). */
export const leagueStatsQueryOptions = (leagueId: number, kind: LeagueStatsKind) =>
  queryOptions({
    queryKey: queryKeys.playerStats.league(leagueId, kind),
    queryFn: () => getLeagueStats(leagueId, kind),
  });

export const useLeagueStats = (leagueId: number, kind: LeagueStatsKind) =>
  useQuery(leagueStatsQueryOptions(leagueId, kind));
