import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueStatRow } from '#domain/player-stats.ts';
import type { Phase } from '#domain/playoffs.ts';
import { api } from '#web/lib/api-client.ts';
import { phaseQuery } from './phase-query.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type LeagueStatsKind = 'averages' | 'totals';

export const getLeagueStats = (leagueId: number, kind: LeagueStatsKind, phase: Phase = 'regular') =>
  api<LeagueStatRow[]>('GET', `/api/player-stats/league/${leagueId}/${kind}${phaseQuery(phase)}`);

/** Per-game averages or season totals of every player of a league (not retried on 404). */
export const leagueStatsQueryOptions = (leagueId: number, kind: LeagueStatsKind, phase: Phase = 'regular') =>
  queryOptions({
    queryKey: queryKeys.playerStats.league(leagueId, kind, phase),
    queryFn: () => getLeagueStats(leagueId, kind, phase),
  });

export const useLeagueStats = (leagueId: number, kind: LeagueStatsKind, phase: Phase = 'regular') =>
  useQuery(leagueStatsQueryOptions(leagueId, kind, phase));
