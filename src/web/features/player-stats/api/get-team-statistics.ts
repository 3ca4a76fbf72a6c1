import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { TeamStatistics } from '#domain/player-stats.ts';
import type { Phase } from '#domain/playoffs.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const teamStatisticsQueryOptions = (teamId: number, phase: Phase = 'regular') =>
  apiQuery<TeamStatistics>(queryKeys.playerStats.team(teamId, phase), apiPaths.teamStats(teamId, phase));

export const useTeamStatistics = (teamId: number, phase: Phase = 'regular') =>
  useQuery(teamStatisticsQueryOptions(teamId, phase));
