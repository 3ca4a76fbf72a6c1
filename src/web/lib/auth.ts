import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { hasSignedInHint } from '#domain/session-hint.ts';
import type { AdminUser, LoginBody } from '#domain/users.ts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Any failure of the current-user call means no user; a 401 is not retried
 * (docs/rules/roles.md#sessions). A browser that never signed in has no user, so it is not
 * asked.
 */
export async function getMe(): Promise<AdminUser | null> {
  if (!hasSignedInHint(document.cookie)) return null;
  try {
    return await api<AdminUser>('GET', '/api/users/me');
  } catch {
    return null;
  }
}

export const meQueryOptions = () => queryOptions({ queryKey: queryKeys.users.me, queryFn: getMe, retry: false });

/** The signed-in admin, or null. */
export const useMe = () => useQuery(meQueryOptions());

export const login = (body: LoginBody) => api<AdminUser>('POST', '/api/users/login', body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
}

export const logout = () => api<{ message: string }>('POST', '/api/users/logout');

/** Forgets the signed-in user in the browser: no current user, no cached admin list. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(meQueryOptions().queryKey, null);
    queryClient.removeQueries({ queryKey: queryKeys.users.list });
  }, [queryClient]);
}
