import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Registered, RegistrationBody } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Registration: `POST /api/players` without a session (docs/rules/league-data.md#registration). */
export const registerPlayer = (body: RegistrationBody) => api<Registered>('POST', '/api/players', body);

export function useRegisterPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPlayer,
    // The new player shows on the team page; a changed waiver is read again.
    onSuccess: (_registered, body) => queryClient.invalidateQueries({ queryKey: queryKeys.teams.detail(body.teamId) }),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.site }),
  });
}
