import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '#web/lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

export const logout = () => api<{ message: string }>('POST', '/api/users/logout');

/** Forgets the signed-in user in the browser: no current user, no cached admin list. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData(meQueryOptions().queryKey, null);
    queryClient.removeQueries({ queryKey: ['users', 'list'] });
  }, [queryClient]);
}
