import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameDetail, GameStatusBody } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { showSavedGame } from './get-game.ts';

export const setGameStatus = ({ id, body }: { id: number; body: GameStatusBody }) =>
  api<GameDetail>('PUT', `/api/games/${id}/status`, body);

export function useSetGameStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setGameStatus, onSuccess: (game) => showSavedGame(queryClient, game) });
}
