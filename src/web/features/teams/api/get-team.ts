import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail } from '#domain/teams.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getTeam = (id: number) => api<TeamDetail>('GET', `/api/teams/${id}`);

export const teamQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.teams.detail(id), queryFn: () => getTeam(id) });

export const useTeam = (id: number) => useQuery(teamQueryOptions(id));
