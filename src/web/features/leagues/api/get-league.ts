import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeagueWithTeams } from '#domain/teams.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getLeague = (id: number) => api<LeagueWithTeams>('GET', `/api/leagues/${id}`);

export const leagueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.leagues.detail(id),
    queryFn: async () => {
      try {
        return await getLeague(id);
      } catch (error) {
        // A failed league-by-id fetch is logged and yields null (docs/rules/screens.md#retries-and-silent-failures).
        console.warn('Failed to load league', id, error);
        return null;
      }
    },
  });

export const useLeague = (id: number) => useQuery(leagueQueryOptions(id));
