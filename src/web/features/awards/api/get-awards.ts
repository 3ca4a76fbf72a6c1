import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.ts';
import type { Award } from '#domain/awards.ts';
import { apiQuery } from '#web/lib/first-data.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Shown awards only for visitors; a signed-in admin gets every award (docs/rules/league-data.md#awards). */
export const leagueAwardsQueryOptions = (leagueId: number) =>
  apiQuery<Award[]>(queryKeys.awards.league(leagueId), apiPaths.leagueAwards(leagueId));
export const playerAwardsQueryOptions = (playerId: number) =>
  apiQuery<Award[]>(queryKeys.awards.player(playerId), apiPaths.playerAwards(playerId));

export const useLeagueAwards = (leagueId: number) => useQuery(leagueAwardsQueryOptions(leagueId));
export const usePlayerAwards = (playerId: number) => useQuery(playerAwardsQueryOptions(playerId));
