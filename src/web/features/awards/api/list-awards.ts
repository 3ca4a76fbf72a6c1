import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Award } from '#domain/awards.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Every award, hidden ones included, for a signed-in admin (docs/rules/league-data.md#awards). */
export const listAwards = () => api<Award[]>('GET', '/api/awards');

export const awardsQueryOptions = () => queryOptions({ queryKey: queryKeys.awards.list, queryFn: listAwards });

export const useAwards = () => useQuery(awardsQueryOptions());
