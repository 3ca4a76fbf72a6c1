import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UpdateOwnUserBody } from '#domain/users.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryOptions } from '#web/features/auth/api/get-me.ts';
import { usersQueryOptions } from './list-users.ts';

export const updateOwnUser = (body: UpdateOwnUserBody) => api<AdminUser>('PUT', '/api/users', body);

export function useUpdateOwnUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnUser,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryOptions().queryKey, user);
      return queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
    },
  });
}
