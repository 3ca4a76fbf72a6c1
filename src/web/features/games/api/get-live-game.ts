import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPaths } from '#domain/api-paths.ts';
import type { LiveGame } from '#domain/live-game.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys, refreshAfter } from '#web/lib/query-keys.ts';

/** A game scored live (docs/decisions/048-live-game-book.md), or `scoredLive: false` for one without a book. */
export const liveGameQueryOptions = (gameId: number) =>
  apiQuery<LiveGame>(queryKeys.games.live(gameId), apiPaths.liveGame(gameId));

export const useLiveGame = (gameId: number, enabled = true) => useQuery({ ...liveGameQueryOptions(gameId), enabled });

/**
 * Follows the game while `following`: the server sends its live answer after every play
 * (server-sent events), which replaces the query's. At the close the stream is let go and the
 * game is read again, since its stored lines and score now make the box score. The stream is
 * closed when the page goes, and reopened by the browser itself when it drops.
 */
export function useFollowLiveGame(gameId: number, following: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!following || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiPaths.liveGameEvents(gameId));
    source.addEventListener('live', (event: MessageEvent<string>) => {
      const live = JSON.parse(event.data) as LiveGame;
      queryClient.setQueryData(queryKeys.games.live(gameId), live);
      if (live.scoredLive && live.closed) {
        source.close();
        void refreshAfter(queryClient, 'game');
      }
    });
    return () => source.close();
  }, [gameId, following, queryClient]);
}
