import type { QueryClient } from '@tanstack/react-query';
import { teamsQueryOptions } from '#web/features/teams/api/get-teams.ts';
import { leaguesQueryOptions } from './get-leagues.ts';

/**
 * A league's name, dates and flags show in the leagues list (and so the active league), in
 * teams (their League), games and awards: each of those is fetched again
 * (docs/rules/screens.md#refreshing-after-a-change).
 */
export const invalidateLeagueData = (queryClient: QueryClient) =>
  Promise.all(
    [leaguesQueryOptions().queryKey, teamsQueryOptions().queryKey, ['games'], ['awards']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
