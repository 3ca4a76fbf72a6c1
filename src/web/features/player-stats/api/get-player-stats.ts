import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameLogRow, PlayerLeagueAverages } from '#domain/player-stats.ts';
import type { Phase } from '#domain/playoffs.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { phaseQuery } from './phase-query.ts';

export const getPlayerGameLog = (playerId: number, phase: Phase = 'regular') =>
  api<GameLogRow[]>('GET', `/api/player-stats/player/${playerId}${phaseQuery(phase)}`);
export const getPlayerAverages = (playerId: number, phase: Phase = 'regular') =>
  api<PlayerLeagueAverages[]>('GET', `/api/player-stats/player/${playerId}/averages${phaseQuery(phase)}`);

/** The player's played games of the regular season or the playoffs, newest first. */
export const playerGameLogQueryOptions = (playerId: number, phase: Phase = 'regular') =>
  queryOptions({
    queryKey: queryKeys.playerStats.player(playerId, phase),
    queryFn: () => getPlayerGameLog(playerId, phase),
  });
/** One row per league the player played in. */
export const playerAveragesQueryOptions = (playerId: number, phase: Phase = 'regular') =>
  queryOptions({
    queryKey: queryKeys.playerStats.playerAverages(playerId, phase),
    queryFn: () => getPlayerAverages(playerId, phase),
  });

export const usePlayerGameLog = (playerId: number, phase: Phase = 'regular') =>
  useQuery(playerGameLogQueryOptions(playerId, phase));
export const usePlayerAverages = (playerId: number, phase: Phase = 'regular') =>
  useQuery(playerAveragesQueryOptions(playerId, phase));
