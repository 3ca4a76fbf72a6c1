import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UpdatedOwnUser, UpdateOwnUserBody } from '#domain/users.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryOptions } from '#web/lib/auth.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const updateOwnUser = (body: UpdateOwnUserBody) => api<UpdatedOwnUser>('PUT', '/api/users', body);

export function useUpdateOwnUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnUser,
    onSuccess: ({ passwordChanged: _changed, otherSessionsEnded: _ended, ...account }) => {
      const me: AdminUser = account;
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      return refreshAfter(queryClient, 'user');
    },
  });
}
