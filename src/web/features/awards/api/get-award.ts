import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Award } from '#domain/awards.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const getAward = (id: number) => api<Award>('GET', `/api/awards/${id}`);

export const awardQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.awards.detail(id), queryFn: () => getAward(id) });

export const useAward = (id: number) => useQuery(awardQueryOptions(id));
