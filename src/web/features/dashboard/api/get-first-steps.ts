import { useQuery } from '@tanstack/react-query';
import type { FirstSteps } from '#domain/checklist.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The first steps, read afresh each time the dashboard opens: each screen's save may tick one. */
export const useFirstSteps = () =>
  useQuery({
    queryKey: queryKeys.firstSteps,
    queryFn: () => api<FirstSteps>('GET', '/api/dashboard/first-steps'),
    refetchOnMount: 'always',
  });
