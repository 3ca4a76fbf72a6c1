import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { PlayerDetail } from '#domain/players.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const playerQueryOptions = (id: number) =>
  apiQuery<PlayerDetail>(queryKeys.players.detail(id), apiPaths.player(id));

export const usePlayer = (id: number) => useQuery(playerQueryOptions(id));
