import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewPlayerBody, PlayerDetail } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

/** An admin's create: with a session, `teamIds` and no waiver (docs/rules/league-data.md#registration). */
export const createPlayer = (body: NewPlayerBody) => api<PlayerDetail>('POST', '/api/players', body);

export function useCreatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlayer, onSuccess: () => refreshAfter(queryClient, 'player') });
}
