import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoxScoreBody, GameDetail } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { showSavedGame } from './get-game.ts';

export const saveBoxScore = ({ id, body }: { id: number; body: BoxScoreBody }) =>
  api<GameDetail>('PUT', `/api/games/${id}/box-score`, body);

/** Saves the whole game at once: both scores and the lines, all or nothing. */
export function useSaveBoxScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoxScore,
    onSuccess: (game) => showSavedGame(queryClient, game),
  });
}
