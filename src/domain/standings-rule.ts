/** The standings tie-break rule as the standings page prints it (zod-free, so pages may import it). */
export const TIE_BREAK_RULE =
  'Teams level on wins and losses are ranked by their head-to-head record against each other, then by point differential, then by points scored.';
