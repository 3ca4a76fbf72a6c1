import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { StandingRow } from '#domain/standings.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * Cached by 'standings' and the league id; not retried on 400, 3 attempts otherwise
 * (docs/rules/screens.md#retries-and-silent-failures).
 */
export const standingsQueryOptions = (leagueId: number) =>
  apiQuery<StandingRow[]>(queryKeys.standings.league(leagueId), apiPaths.standings(leagueId));

export const useStandings = (leagueId: number) => useQuery(standingsQueryOptions(leagueId));
