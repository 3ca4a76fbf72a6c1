import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedLeague } from '#domain/leagues.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getLeagues = () => api<ListedLeague[]>('GET', '/api/leagues');

export const leaguesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.leagues.all,
    queryFn: async () => {
      try {
        return await getLeagues();
      } catch (error) {
        // A failed leagues fetch is only logged (docs/rules/screens.md#retries-and-silent-failures).
        console.warn('Failed to load leagues', error);
        throw error;
      }
    },
  });

export const useLeagues = () => useQuery(leaguesQueryOptions());
