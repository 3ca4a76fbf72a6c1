import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PlayerListRow } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';

export type PlayerSort = 'alphabetical' | 'recent';

/** Admin list: last name, first name, or newest first (docs/rules/league-data.md#players). */
export const listPlayers = (sort: PlayerSort) => api<PlayerListRow[]>('GET', `/api/players?sort=${sort}`);

export const playersQueryOptions = (sort: PlayerSort) =>
  queryOptions({ queryKey: ['players', 'list', sort], queryFn: () => listPlayers(sort) });

/** Switching the order keeps the rows on screen until the other order arrives. */
export const usePlayers = (sort: PlayerSort) =>
  useQuery({ ...playersQueryOptions(sort), placeholderData: keepPreviousData });

/**
 * A player's name, contact details and team links show on rosters, box scores, stats,
 * records and awards: after any player write, all of them refresh
 * (docs/rules/screens.md#refreshing-after-a-change).
 */
export const invalidatePlayerData = (queryClient: QueryClient) =>
  Promise.all(
    ['players', 'teams', 'games', 'player-stats', 'standings', 'records', 'awards'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
