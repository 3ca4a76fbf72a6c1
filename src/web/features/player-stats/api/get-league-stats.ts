import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { LeagueStatRow } from '#domain/player-stats.ts';
import type { Phase } from '#domain/playoffs.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type LeagueStatsKind = 'averages' | 'totals';

/** Per-game averages or season totals of every player of a league (not retried on 404). */
export const leagueStatsQueryOptions = (leagueId: number, kind: LeagueStatsKind, phase: Phase = 'regular') =>
  apiQuery<LeagueStatRow[]>(
    queryKeys.playerStats.league(leagueId, kind, phase),
    apiPaths.leagueStats(leagueId, kind, phase),
  );

export const useLeagueStats = (leagueId: number, kind: LeagueStatsKind, phase: Phase = 'regular') =>
  useQuery(leagueStatsQueryOptions(leagueId, kind, phase));
