import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameDetail } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { showSavedGame } from './get-game.ts';

export const undoGameChange = ({ gameId, changeId }: { gameId: number; changeId: number }) =>
  api<GameDetail>('POST', `/api/games/${gameId}/history/undo`, { changeId });

/** Takes back a game's last change; the game's screens show the numbers it restored at once. */
export function useUndoGameChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoGameChange,
    onSuccess: (game) => showSavedGame(queryClient, game),
  });
}
