import type { QueryClient } from '@tanstack/react-query';

/**
 * What a game write changes: schedules and box scores, standings, every stat derived from
 * played games, records, and team pages (docs/rules/screens.md#refreshing-after-a-change).
 */
const affectedKeys = [['games'], ['standings'], ['player-stats'], ['records'], ['teams']];

export const invalidateGameData = (queryClient: QueryClient) =>
  Promise.all(affectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
