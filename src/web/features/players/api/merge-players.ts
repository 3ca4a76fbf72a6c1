import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerMerge, PlayerMerged } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys, refreshAfter } from '#web/lib/query-keys.ts';

/** Merges `mergedId` into `keptId`: the merged player's lines, teams, awards and registrations move. */
export function useMergePlayers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keptId, mergedId }: { keptId: number; mergedId: number }) =>
      api<PlayerMerged>('POST', `/api/players/${keptId}/merge`, { playerId: mergedId }),
    onSuccess: () => refreshAfter(queryClient, 'registration').then(() => refreshAfter(queryClient, 'player')),
  });
}

export const usePlayerMerges = (playerId: number) =>
  useQuery({
    queryKey: queryKeys.players.merges(playerId),
    queryFn: () => api<PlayerMerge[]>('GET', `/api/players/${playerId}/merges`),
  });
