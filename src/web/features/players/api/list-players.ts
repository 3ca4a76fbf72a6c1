import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerListRow } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type PlayerSort = 'alphabetical' | 'recent';

/** Admin list: last name, first name, or newest first (docs/rules/league-data.md#players). */
export const listPlayers = (sort: PlayerSort) => api<PlayerListRow[]>('GET', `/api/players?sort=${sort}`);

export const playersQueryOptions = (sort: PlayerSort) =>
  queryOptions({ queryKey: queryKeys.players.list(sort), queryFn: () => listPlayers(sort) });

/** Switching the order keeps the rows on screen until the other order arrives. */
export const usePlayers = (sort: PlayerSort) =>
  useQuery({ ...playersQueryOptions(sort), placeholderData: keepPreviousData });
