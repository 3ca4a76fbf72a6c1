import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';

/** Retries: a 4xx is an answer, not a hiccup, so only other failures are tried again (3 attempts). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
