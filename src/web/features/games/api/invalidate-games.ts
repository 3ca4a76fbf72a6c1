import type { QueryClient } from '@tanstack/react-query';

/**
 * What a game write changes: schedules and box scores, standings, every stat derived from
 * played games, records, and team pages (SPEC §4: lists refresh after a write).
 */
const affectedKeys = [['games'], ['standings'], ['player-stats'], ['records'], ['teams']];

export const invalidateGameData = (queryClient: QueryClient) =>
  Promise.all(affectedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
