import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerDetail, PlayerUpdateBody } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const updatePlayer = ({ id, body }: { id: number; body: PlayerUpdateBody }) =>
  api<PlayerDetail>('PUT', `/api/players/${id}`, body);

export function useUpdatePlayer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePlayer, onSuccess: () => refreshAfter(queryClient, 'player') });
}
