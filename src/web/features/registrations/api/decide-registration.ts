import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamFeeBody } from '#domain/registrations.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export type Decision = 'approve' | 'decline' | 'captain';

/** Approve or decline a waiting registration, or confirm its captain request. */
export const decideRegistration = ({ id, decision }: { id: number; decision: Decision }) =>
  api<{ message: string }>('POST', `/api/registrations/${id}/${decision}`);

export function useDecideRegistration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideRegistration, onSuccess: () => refreshAfter(queryClient, 'registration') });
}

/** The fee as the form sends it: the amount in dollars. */
export type TeamFeeInput = { paid: { amount: string; paidOn: string } | null };

export const setTeamFee = ({ teamId, body }: { teamId: number; body: TeamFeeInput | TeamFeeBody }) =>
  api<{ message: string }>('PUT', `/api/teams/${teamId}/fee`, body);

export function useSetTeamFee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTeamFee, onSuccess: () => refreshAfter(queryClient, 'registration') });
}
