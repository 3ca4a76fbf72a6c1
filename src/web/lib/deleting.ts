import { useMutationState, type MutationKey } from '@tanstack/react-query';

/**
 * Whether a delete of record `id` (a mutation under `mutationKey`) is under way or done. The
 * record's screen stops reading it then: whatever renders it again before the screen is gone,
 * it never fetches the record into a 404. A failed delete reads it again.
 */
export function useIsDeleted(mutationKey: MutationKey, id: number) {
  const deletes = useMutationState({
    filters: {
      mutationKey,
      predicate: (mutation) => mutation.state.variables === id && mutation.state.status !== 'error',
    },
  });
  return deletes.length > 0;
}
