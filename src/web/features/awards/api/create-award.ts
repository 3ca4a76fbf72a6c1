import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Award, AwardBody } from '#domain/awards.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const createAward = (body: AwardBody) => api<Award>('POST', '/api/awards', body);

export function useCreateAward() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAward, onSuccess: () => refreshAfter(queryClient, 'award') });
}
