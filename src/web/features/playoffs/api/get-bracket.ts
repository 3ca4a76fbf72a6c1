import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { BracketAnswer } from '#domain/playoff-schemas.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const bracketQueryOptions = (leagueId: number) =>
  apiQuery<BracketAnswer>(queryKeys.playoffs.league(leagueId), apiPaths.bracket(leagueId));

/** A league's bracket; ask only for a league that has one (`hasPlayoffs`), since none is a 404. */
export const useBracket = (leagueId: number, enabled = true) => useQuery({ ...bracketQueryOptions(leagueId), enabled });
