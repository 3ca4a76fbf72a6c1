import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BracketAnswer } from '#domain/playoff-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getBracket = (leagueId: number) => api<BracketAnswer>('GET', `/api/leagues/${leagueId}/playoffs`);

export const bracketQueryOptions = (leagueId: number) =>
  queryOptions({ queryKey: queryKeys.playoffs.league(leagueId), queryFn: () => getBracket(leagueId) });

/** A league's bracket; ask only for a league that has one (`hasPlayoffs`), since none is a 404. */
export const useBracket = (leagueId: number, enabled = true) => useQuery({ ...bracketQueryOptions(leagueId), enabled });
