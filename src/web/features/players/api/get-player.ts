import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerDetail } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getPlayer = (id: number) => api<PlayerDetail>('GET', `/api/players/${id}`);

export const playerQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.players.detail(id), queryFn: () => getPlayer(id) });

export const usePlayer = (id: number) => useQuery(playerQueryOptions(id));
