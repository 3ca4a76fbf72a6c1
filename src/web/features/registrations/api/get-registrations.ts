import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Registration, TeamRegistrationRow } from '#domain/registrations.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getLeagueRegistrations = (leagueId: number) =>
  api<Registration[]>('GET', `/api/registrations?leagueId=${leagueId}`);
export const getRegistrationTeams = (leagueId: number) =>
  api<TeamRegistrationRow[]>('GET', `/api/registrations/teams?leagueId=${leagueId}`);
export const getPlayerRegistrations = (playerId: number) =>
  api<Registration[]>('GET', `/api/players/${playerId}/registrations`);

export const leagueRegistrationsQueryOptions = (leagueId: number) =>
  queryOptions({ queryKey: queryKeys.registrations.league(leagueId), queryFn: () => getLeagueRegistrations(leagueId) });
export const registrationTeamsQueryOptions = (leagueId: number) =>
  queryOptions({ queryKey: queryKeys.registrations.teams(leagueId), queryFn: () => getRegistrationTeams(leagueId) });

export const useLeagueRegistrations = (leagueId: number) => useQuery(leagueRegistrationsQueryOptions(leagueId));
export const useRegistrationTeams = (leagueId: number) => useQuery(registrationTeamsQueryOptions(leagueId));
export const usePlayerRegistrations = (playerId: number) =>
  useQuery({ queryKey: queryKeys.registrations.player(playerId), queryFn: () => getPlayerRegistrations(playerId) });
