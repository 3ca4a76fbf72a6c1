import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerDetail, PlayerTeamsBody } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

/** The player's team links, each Current or Previous Team; unlisted links go (docs/rules/league-data.md#rosters). */
export const updatePlayerTeams = ({ id, body }: { id: number; body: PlayerTeamsBody }) =>
  api<PlayerDetail>('PUT', `/api/players/${id}/teams`, body);

export function useUpdatePlayerTeams() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePlayerTeams, onSuccess: () => refreshAfter(queryClient, 'player') });
}
