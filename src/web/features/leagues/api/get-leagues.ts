import { queryOptions, useQuery } from '@tanstack/react-query';
import type { League } from '#domain/leagues.ts';
import { api } from '#web/lib/api-client.ts';

export const getLeagues = () => api<League[]>('GET', '/api/leagues');

export const leaguesQueryOptions = () =>
  queryOptions({
    queryKey: ['leagues'],
    queryFn: async () => {
      try {
        return await getLeagues();
      } catch (error) {
        // SPEC §8: a failed leagues fetch is only logged.
        console.warn('Failed to load leagues', error);
        throw error;
      }
    },
  });

export const useLeagues = () => useQuery(leaguesQueryOptions());
