import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { GameLogRow, PlayerLeagueAverages } from '#domain/player-stats.ts';
import type { Phase } from '#domain/playoffs.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The player's played games of the regular season or the playoffs, newest first. */
export const playerGameLogQueryOptions = (playerId: number, phase: Phase = 'regular') =>
  apiQuery<GameLogRow[]>(queryKeys.playerStats.player(playerId, phase), apiPaths.playerGameLog(playerId, phase));
/** One row per league the player played in. */
export const playerAveragesQueryOptions = (playerId: number, phase: Phase = 'regular') =>
  apiQuery<PlayerLeagueAverages[]>(
    queryKeys.playerStats.playerAverages(playerId, phase),
    apiPaths.playerAverages(playerId, phase),
  );

export const usePlayerGameLog = (playerId: number, phase: Phase = 'regular') =>
  useQuery(playerGameLogQueryOptions(playerId, phase));
export const usePlayerAverages = (playerId: number, phase: Phase = 'regular') =>
  useQuery(playerAveragesQueryOptions(playerId, phase));
