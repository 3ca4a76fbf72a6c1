import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerDetail, RegistrationBody } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';

/** SPEC §2 Registration: `POST /api/players` without a session (DESIGN §4). */
export const registerPlayer = (body: RegistrationBody) => api<PlayerDetail>('POST', '/api/players', body);

export function useRegisterPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerPlayer,
    // The new player shows on the team page.
    onSuccess: (_player, body) => queryClient.invalidateQueries({ queryKey: ['teams', body.teamId] }),
  });
}
