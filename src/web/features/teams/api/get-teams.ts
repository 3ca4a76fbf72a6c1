import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '#domain/teams.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getTeams = () => api<Team[]>('GET', '/api/teams');

export const teamsQueryOptions = () => queryOptions({ queryKey: queryKeys.teams.all, queryFn: getTeams });

export const useTeams = () => useQuery(teamsQueryOptions());
