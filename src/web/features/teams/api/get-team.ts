import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { TeamDetail } from '#domain/teams.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const teamQueryOptions = (id: number) => apiQuery<TeamDetail>(queryKeys.teams.detail(id), apiPaths.team(id));

export const useTeam = (id: number) => useQuery(teamQueryOptions(id));
