import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '#domain/users.ts';
import type { AdminUser } from '#domain/users.ts';
import { api } from '#web/lib/api-client.ts';
import { meQueryOptions } from './get-me.ts';

export const login = (body: LoginBody) => api<AdminUser>('POST', '/api/users/login', body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(meQueryOptions().queryKey, user),
  });
}
