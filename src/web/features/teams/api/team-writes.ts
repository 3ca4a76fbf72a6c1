import type { QueryClient } from '@tanstack/react-query';
import { leaguesQueryOptions } from '#web/features/leagues/api/get-leagues.ts';
import { teamsQueryOptions } from './get-teams.ts';

/**
 * A team shows in its league, the standings, games, players and stat rows: each of those is
 * fetched again (docs/rules/screens.md#refreshing-after-a-change).
 */
export const invalidateTeamData = (queryClient: QueryClient) =>
  Promise.all(
    [
      teamsQueryOptions().queryKey,
      leaguesQueryOptions().queryKey,
      ['standings'],
      ['games'],
      ['players'],
      ['player-stats'],
      ['records'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
