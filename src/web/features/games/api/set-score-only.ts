import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameDetail } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { showSavedGame } from './get-game.ts';

export const setScoreOnly = ({ gameId, scoreOnly }: { gameId: number; scoreOnly: boolean }) =>
  api<GameDetail>('PUT', `/api/games/${gameId}/score-only`, { scoreOnly });

/** Marks a game "score only" or takes the mark back; the games to enter and the box score follow. */
export function useSetScoreOnly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setScoreOnly,
    onSuccess: (game) => showSavedGame(queryClient, game),
  });
}
