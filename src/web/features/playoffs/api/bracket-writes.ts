import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BracketAnswer, MatchupGameBody, NewBracketBody } from '#domain/playoff-schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const createBracket = ({ leagueId, body }: { leagueId: number; body: NewBracketBody }) =>
  api<BracketAnswer>('POST', `/api/leagues/${leagueId}/playoffs`, body);

export const scheduleMatchup = ({ leagueId, key, body }: { leagueId: number; key: string; body: MatchupGameBody }) =>
  api<BracketAnswer>('PUT', `/api/leagues/${leagueId}/playoffs/${key}`, body);

export const deleteBracket = (leagueId: number) =>
  api<{ message: string }>('DELETE', `/api/leagues/${leagueId}/playoffs`);

/** The back office's bracket writes: each refreshes the bracket, its games and the leagues list. */
export function useBracketWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => refreshAfter(queryClient, 'bracket');
  return {
    create: useMutation({ mutationFn: createBracket, onSuccess }),
    schedule: useMutation({ mutationFn: scheduleMatchup, onSuccess }),
    remove: useMutation({ mutationFn: deleteBracket, onSuccess }),
  };
}
