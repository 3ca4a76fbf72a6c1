import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, NewAdminBody } from '#domain/users.ts';
import { api } from '#web/lib/api-client.ts';
import { refreshAfter } from '#web/lib/query-keys.ts';

export const createUser = (body: NewAdminBody) => api<AdminUser>('POST', '/api/users', body);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => refreshAfter(queryClient, 'user'),
  });
}
