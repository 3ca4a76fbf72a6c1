import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSignedInHint } from '#domain/session-hint.ts';
import type { AdminUser } from '#domain/users.ts';
import { api } from '#web/lib/api-client.ts';

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

export const meQueryOptions = () => queryOptions({ queryKey: ['users', 'me'], queryFn: getMe, retry: false });

export const useMe = () => useQuery(meQueryOptions());
