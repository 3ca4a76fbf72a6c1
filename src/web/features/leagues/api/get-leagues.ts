import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { ListedLeague } from '#domain/leagues.ts';
import { api } from '#web/lib/api-client.ts';
import { firstDataAt, takeFirstAnswer } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const leaguesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.leagues.all,
    queryFn: async () => {
      try {
        return await api<ListedLeague[]>('GET', apiPaths.leagues);
      } catch (error) {
        // A failed leagues fetch is only logged (docs/rules/screens.md#retries-and-silent-failures).
        console.warn('Failed to load leagues', error);
        throw error;
      }
    },
    initialData: () => takeFirstAnswer<ListedLeague[]>(apiPaths.leagues),
    initialDataUpdatedAt: firstDataAt,
  });

export const useLeagues = () => useQuery(leaguesQueryOptions());
