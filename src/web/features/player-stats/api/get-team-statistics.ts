import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamStatistics } from '#domain/player-stats.ts';
import type { Phase } from '#domain/playoffs.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { phaseQuery } from './phase-query.ts';

export const getTeamStatistics = (teamId: number, phase: Phase = 'regular') =>
  api<TeamStatistics>('GET', `/api/player-stats/team/${teamId}${phaseQuery(phase)}`);

export const teamStatisticsQueryOptions = (teamId: number, phase: Phase = 'regular') =>
  queryOptions({
    queryKey: queryKeys.playerStats.team(teamId, phase),
    queryFn: () => getTeamStatistics(teamId, phase),
  });

export const useTeamStatistics = (teamId: number, phase: Phase = 'regular') =>
  useQuery(teamStatisticsQueryOptions(teamId, phase));
