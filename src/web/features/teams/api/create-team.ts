import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewTeamBody, Team } from '#domain/teams.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const createTeam = (body: NewTeamBody) => api<Team>('POST', '/api/teams', body);

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeam, onSuccess: () => refreshAfter(queryClient, 'team') });
}
