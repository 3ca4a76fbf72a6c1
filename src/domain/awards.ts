import { z } from 'zod';
import { requiredId, requiredText } from './fields.ts';
import { league } from './leagues.ts';

export const awardPlayer = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

/** An award; the public sees shown awards only (docs/rules/league-data.md#awards). */
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

/** Award create and update (docs/rules/messages.md#awards). */
export const awardBody = z.object(
  {
    name: requiredText('Award name is required.'),
    LeagueId: requiredId('League is required.'),
    PlayerIds: z
      .array(z.coerce.number().int().positive().max(2_147_483_647), { error: 'At least one player is required.' })
      .min(1, 'At least one player is required.'),
    isShown: z.boolean({ error: 'Shown must be true or false.' }).default(true),
  },
  { error: 'The request body must be a JSON object.' },
);
export type AwardBody = z.input<typeof awardBody>;
