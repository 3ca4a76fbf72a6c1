import { useMutation } from '@tanstack/react-query';
import type { SchedulePreview, SchedulePreviewBody } from '#domain/schedule-requests.ts';
import { api } from '#web/lib/api-client.ts';

/** Proposes a league's games, or checks them as edited; stores nothing. */
export const previewSchedule = ({ leagueId, body }: { leagueId: number; body: SchedulePreviewBody }) =>
  api<SchedulePreview>('POST', `/api/leagues/${leagueId}/schedule/preview`, body);

export const usePreviewSchedule = () => useMutation({ mutationFn: previewSchedule });
