import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EMAIL_PATTERN, PHONE_PATTERN } from '#domain/contact-fields.ts';
import type { PlayerDetail, PlayerListRow, PlayerMatchesQuery } from '#domain/players.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys, refreshAfter } from '#web/lib/query-keys.ts';

/** The value once it has stopped changing for `ms`: typing does not ask the server on every key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Players the person being entered may already be: the same email, or the same name and phone
 * (docs/decisions/030-one-person-one-player.md). Asks once a valid email, or a name with a
 * valid phone number, is typed.
 */
export function usePlayerMatches(person: Partial<Record<keyof PlayerMatchesQuery, string>>) {
  const email = person.email?.trim() ?? '';
  const phone = person.phoneNumber?.trim() ?? '';
  const first = person.firstName?.trim() ?? '';
  const last = person.lastName?.trim() ?? '';
  const params = new URLSearchParams();
  if (EMAIL_PATTERN.test(email)) params.set('email', email);
  if (first && last && PHONE_PATTERN.test(phone)) {
    params.set('firstName', first);
    params.set('lastName', last);
    params.set('phoneNumber', phone);
  }
  const query = useSettled(params.toString(), 400);
  return useQuery({
    queryKey: queryKeys.players.matches(query),
    queryFn: () => api<PlayerListRow[]>('GET', `/api/players/matches?${query}`),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

/** Puts an existing player on one more team as a current one, keeping their other links. */
export function useAddToTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ playerId, teamId }: { playerId: number; teamId: number }) => {
      const player = await api<PlayerDetail>('GET', `/api/players/${playerId}`);
      const teams = player.teams
        .filter((team) => team.id !== teamId)
        .map((team) => ({ id: team.id, isCurrentTeam: team.PlayerTeam.isCurrentTeam }));
      return api<PlayerDetail>('PUT', `/api/players/${playerId}/teams`, {
        teams: [...teams, { id: teamId, isCurrentTeam: true }],
      });
    },
    onSuccess: () => refreshAfter(queryClient, 'player'),
  });
}
