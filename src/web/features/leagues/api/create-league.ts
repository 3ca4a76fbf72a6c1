import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League, LeagueBody } from '#domain/leagues.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const createLeague = (body: LeagueBody) => api<League>('POST', '/api/leagues', body);

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLeague, onSuccess: () => refreshAfter(queryClient, 'league') });
}
