import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

export const logout = () => api<{ message: string }>('POST', '/api/users/logout');

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.setQueryData(meQueryOptions().queryKey, null);
      queryClient.removeQueries({ queryKey: ['users', 'list'] });
    },
  });
}
