import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Award } from '#domain/awards.ts';
import { api } from '#web/lib/api-client.ts';

/** Every award, hidden ones included, for a signed-in admin (docs/rules/league-data.md#awards). */
export const listAwards = () => api<Award[]>('GET', '/api/awards');

export const awardsQueryOptions = () => queryOptions({ queryKey: ['awards', 'list'], queryFn: listAwards });

export const useAwards = () => useQuery(awardsQueryOptions());

/** Awards show on the admin list, league leaders and player pages: all refresh after a write. */
export const invalidateAwards = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['awards'] });
