import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Award } from '#domain/awards.ts';
import { api } from '#web/lib/api-client.ts';

export const getAward = (id: number) => api<Award>('GET', `/api/awards/${id}`);

export const awardQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['awards', id], queryFn: () => getAward(id) });

export const useAward = (id: number) => useQuery(awardQueryOptions(id));
