import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '#domain/teams.ts';
import { api } from '#web/lib/api-client.ts';

export const getTeams = () => api<Team[]>('GET', '/api/teams');

export const teamsQueryOptions = () => queryOptions({ queryKey: ['teams'], queryFn: getTeams });

export const useTeams = () => useQuery(teamsQueryOptions());
