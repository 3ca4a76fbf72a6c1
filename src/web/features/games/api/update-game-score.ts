import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameDetail, GameScoreBody } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { showSavedGame } from './get-game.ts';

export const updateGameScore = ({ id, body }: { id: number; body: GameScoreBody }) =>
  api<GameDetail>('PUT', `/api/games/${id}/score`, body);

export function useUpdateGameScore() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGameScore, onSuccess: (game) => showSavedGame(queryClient, game) });
}
