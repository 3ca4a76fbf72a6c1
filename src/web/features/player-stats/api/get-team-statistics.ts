import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamStatistics } from '#domain/player-stats.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getTeamStatistics = (teamId: number) => api<TeamStatistics>('GET', `/api/player-stats/team/${teamId}`);

export const teamStatisticsQueryOptions = (teamId: number) =>
  queryOptions({ queryKey: queryKeys.playerStats.team(teamId), queryFn: () => getTeamStatistics(teamId) });

export const useTeamStatistics = (teamId: number) => useQuery(teamStatisticsQueryOptions(teamId));
