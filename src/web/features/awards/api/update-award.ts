import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Award, AwardBody } from '#domain/awards.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const updateAward = ({ id, body }: { id: number; body: AwardBody }) =>
  api<Award>('PUT', `/api/awards/${id}`, body);

export function useUpdateAward() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAward, onSuccess: () => refreshAfter(queryClient, 'award') });
}
