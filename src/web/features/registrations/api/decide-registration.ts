import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveRegistrationBody, TeamFeeBody } from '#domain/registrations.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export type Decision = 'approve' | 'decline' | 'captain';

/**
 * Approve or decline a waiting registration, or confirm its captain request. An approval of a
 * registration with a possible match says whether it joins that player (`as: "match"`) or makes
 * a new one (`as: "new"`).
 */
export const decideRegistration = ({
  id,
  decision,
  as,
}: { id: number; decision: Decision } & ApproveRegistrationBody) =>
  api<{ message: string }>('POST', `/api/registrations/${id}/${decision}`, as ? { as } : undefined);

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
