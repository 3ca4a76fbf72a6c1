import { z } from 'zod';

/** The categories of the records page (SPEC §3 Records). */
export const RECORD_CATEGORIES = [
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'ftm',
  'fgm',
  'threepm',
] as const;
export type RecordCategory = (typeof RECORD_CATEGORIES)[number];

export const recordEntry = z.object({
  playerId: z.number().int(),
  playerName: z.string(),
  value: z.number(),
  gamesPlayed: z.number().int(),
  leagueId: z.number().int().optional(),
  leagueName: z.string().optional(),
});
export type RecordEntry = z.infer<typeof recordEntry>;

/** Each of the four records calls: the top 10 per category (DESIGN §4). */
export const records = z.object(
  Object.fromEntries(RECORD_CATEGORIES.map((category) => [category, z.array(recordEntry)])) as Record<
    RecordCategory,
    z.ZodArray<typeof recordEntry>
  >,
);
export type Records = z.infer<typeof records>;
