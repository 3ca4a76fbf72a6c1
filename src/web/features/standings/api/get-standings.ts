import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingRow } from '#domain/standings.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getStandings = (leagueId: number) => api<StandingRow[]>('GET', `/api/leagues/${leagueId}/standings`);

/**
 * Cached by 'standings' and the league id; not retried on 400, 3 attempts otherwise
 * (docs/rules/screens.md#retries-and-silent-failures).
 */
export const standingsQueryOptions = (leagueId: number) =>
  queryOptions({ queryKey: queryKeys.standings.league(leagueId), queryFn: () => getStandings(leagueId) });

export const useStandings = (leagueId: number) => useQuery(standingsQueryOptions(leagueId));
