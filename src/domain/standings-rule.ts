/** The standings tie-break rule as the standings page prints it (zod-free, so pages may import it). */
export const TIE_BREAK_RULE =
  'Teams level on wins and losses are ranked by their head-to-head record against each other, then by point differential, then by points scored.';

/**
 * The winning percentage as basketball standings print it: a share of 1 to three places
 * without its leading zero (`.875`, `1.000`). The wire's `winPercentage` has one decimal of a
 * percent, which is exactly three places of the share. Here, apart from the standings' schema, so
 * that a page showing standings loads no schema library.
 */
export function formatWinShare(winPercentage: number): string {
  return (winPercentage / 100).toFixed(3).replace(/^0(?=\.)/, '');
}
