import { z } from 'zod';
import { league } from './leagues.ts';

export const awardPlayer = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

/** SPEC §3 Award; the public sees shown awards only (DESIGN §4). */
export const award = z.object({
  id: z.number().int(),
  name: z.string(),
  isShown: z.boolean(),
  LeagueId: z.number().int(),
  League: league,
  Players: z.array(awardPlayer),
  PlayerIds: z.array(z.number().int()),
});
export type Award = z.infer<typeof award>;
