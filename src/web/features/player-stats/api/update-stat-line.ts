import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatLineBody, StoredStatLine } from '#domain/player-stats.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const updateStatLine = ({ id, body }: { id: number; body: StatLineBody }) =>
  api<StoredStatLine>('PUT', `/api/player-stats/${id}`, body);

export function useUpdateStatLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatLine,
    onSuccess: () => refreshAfter(queryClient, 'statLine'),
  });
}
