import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { scheduleSaved, ScheduleSaveBody } from '#domain/schedule-requests.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

/** Creates the games of a schedule, all or none. */
export const saveSchedule = ({ leagueId, body }: { leagueId: number; body: ScheduleSaveBody }) =>
  api<z.infer<typeof scheduleSaved>>('POST', `/api/leagues/${leagueId}/schedule`, body);

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSchedule, onSuccess: () => refreshAfter(queryClient, 'game') });
}
