import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatLineBody, StoredStatLine } from '#domain/player-stats.ts';
import { api } from '#web/lib/api-client.ts';

export const updateStatLine = ({ id, body }: { id: number; body: StatLineBody }) =>
  api<StoredStatLine>('PUT', `/api/player-stats/${id}`, body);

/** A line feeds box scores, every derived stat, records and team statistics. */
const affectedKeys = [['player-stats'], ['games'], ['records'], ['teams']];

export function useUpdateStatLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatLine,
    onSuccess: () => Promise.all(affectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
