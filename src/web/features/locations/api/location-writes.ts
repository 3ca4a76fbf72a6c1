import type { QueryClient } from '@tanstack/react-query';
import { locationsQueryOptions } from './get-locations.ts';

/**
 * A location shows in the locations list and in games (their Location): both are fetched again
 * (docs/rules/screens.md#refreshing-after-a-change).
 */
export const invalidateLocationData = (queryClient: QueryClient) =>
  Promise.all(
    [locationsQueryOptions().queryKey, ['games']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
