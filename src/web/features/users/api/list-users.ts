import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '#domain/users.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export const listUsers = () => api<AdminUser[]>('GET', '/api/users');

export const usersQueryOptions = () => queryOptions({ queryKey: queryKeys.users.list, queryFn: listUsers });

export const useUsers = () => useQuery(usersQueryOptions());
