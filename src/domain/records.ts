import { z } from 'zod';
import { RECORD_STATS, type RecordKey } from './stat-catalogue.ts';

/** The categories of the records page (docs/rules/numbers.md#records), from the stat catalogue. */
export const RECORD_CATEGORIES = RECORD_STATS.map((stat) => stat.key as RecordKey);
export type RecordCategory = RecordKey;

export const recordEntry = z.object({
  playerId: z.number().int(),
  playerName: z.string(),
  value: z.number(),
  gamesPlayed: z.number().int(),
  leagueId: z.number().int().optional(),
  leagueName: z.string().optional(),
});
export type RecordEntry = z.infer<typeof recordEntry>;

/** Each of the four records calls: the top 10 per category (docs/rules/numbers.md#records). */
export const records = z.object(
  Object.fromEntries(RECORD_CATEGORIES.map((category) => [category, z.array(recordEntry)])) as Record<
    RecordCategory,
    z.ZodArray<typeof recordEntry>
  >,
);
export type Records = z.infer<typeof records>;
