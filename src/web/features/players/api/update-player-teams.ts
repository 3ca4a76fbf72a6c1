import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerDetail, PlayerTeamsBody } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidatePlayerData } from './list-players.ts';

/** SPEC §4: the player's team links, each Current Team or Previous Team; unlisted links go. */
export const updatePlayerTeams = ({ id, body }: { id: number; body: PlayerTeamsBody }) =>
  api<PlayerDetail>('PUT', `/api/players/${id}/teams`, body);

export function useUpdatePlayerTeams() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePlayerTeams, onSuccess: () => invalidatePlayerData(queryClient) });
}
