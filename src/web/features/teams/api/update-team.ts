import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team, TeamUpdateBody } from '#domain/teams.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const updateTeam = ({ id, body }: { id: number; body: TeamUpdateBody }) =>
  api<Team>('PUT', `/api/teams/${id}`, body);

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTeam, onSuccess: () => refreshAfter(queryClient, 'team') });
}
