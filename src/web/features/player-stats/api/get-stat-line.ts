import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoredStatLine } from '#domain/player-stats.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * One player's stored line in one game: fgm/fga are two-point field goals
 * (docs/rules/numbers.md#stored-and-derived-lines).
 */
export const getStatLine = (gameId: number, playerId: number) =>
  api<StoredStatLine>('GET', `/api/player-stats/game/${gameId}/player/${playerId}`);

export const statLineQueryOptions = (gameId: number, playerId: number) =>
  queryOptions({
    queryKey: queryKeys.playerStats.line(gameId, playerId),
    queryFn: () => getStatLine(gameId, playerId),
  });

export const useStatLine = (gameId: number, playerId: number) => useQuery(statLineQueryOptions(gameId, playerId));
