import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BookDeviceBody } from '#domain/book-schemas.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys, refreshAfter } from '#web/lib/query-keys.ts';
import { bookPath } from './get-book.ts';

/** Closes the game: the server stores the book's stat lines and score; answers the game. */
export const closeBook = (gameId: number, body: BookDeviceBody) =>
  api<GameDetail>('POST', `${bookPath(gameId)}/close`, body);

/** After the close: the game's screens show its stored numbers, and what they feed is fetched again. */
export function useShowClosedGame() {
  const queryClient = useQueryClient();
  return useCallback(
    (game: GameDetail) => {
      queryClient.setQueryData(queryKeys.games.detail(game.id), game);
      return Promise.all([refreshAfter(queryClient, 'game'), refreshAfter(queryClient, 'statLine')]);
    },
    [queryClient],
  );
}
