import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { League, LeagueBody } from '#domain/leagues.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const updateLeague = ({ id, body }: { id: number; body: LeagueBody }) =>
  api<League>('PUT', `/api/leagues/${id}`, body);

export function useUpdateLeague() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLeague, onSuccess: () => refreshAfter(queryClient, 'league') });
}
