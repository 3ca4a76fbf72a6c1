import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameLogRow, PlayerLeagueAverages } from '#domain/player-stats.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getPlayerGameLog = (playerId: number) => api<GameLogRow[]>('GET', `/api/player-stats/player/${playerId}`);
export const getPlayerAverages = (playerId: number) =>
  api<PlayerLeagueAverages[]>('GET', `/api/player-stats/player/${playerId}/averages`);

/** The player's played games, newest first. */
export const playerGameLogQueryOptions = (playerId: number) =>
  queryOptions({ queryKey: queryKeys.playerStats.player(playerId), queryFn: () => getPlayerGameLog(playerId) });
/** One row per league the player played in. */
export const playerAveragesQueryOptions = (playerId: number) =>
  queryOptions({
    queryKey: queryKeys.playerStats.playerAverages(playerId),
    queryFn: () => getPlayerAverages(playerId),
  });

export const usePlayerGameLog = (playerId: number) => useQuery(playerGameLogQueryOptions(playerId));
export const usePlayerAverages = (playerId: number) => useQuery(playerAveragesQueryOptions(playerId));
