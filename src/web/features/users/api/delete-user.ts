import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { usersQueryOptions } from './list-users.ts';

export const deleteUser = (id: number) => api<{ message: string }>('DELETE', `/api/users/${id}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
