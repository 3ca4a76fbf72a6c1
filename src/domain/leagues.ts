import { z } from 'zod';
import { requiredDate, requiredText } from './fields.ts';
import { MAX_ROSTER_LIMIT, REGISTRATION_APPROVALS } from './registrations.ts';

const ROSTER_LIMIT_MESSAGE = `Roster limit must be a whole number from 1 to ${MAX_ROSTER_LIMIT}, or blank for no limit.`;

/** `YYYY-MM-DD`, the only date format on the wire (docs/rules/api.md#dates-and-times). */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.');

export const league = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  isRegistrationOpen: z.boolean(),
  isActive: z.boolean(),
  registrationApproval: z.enum(REGISTRATION_APPROVALS),
  rosterLimit: z.number().int().nullable(),
});
export type League = z.infer<typeof league>;

/** A league as `GET /api/leagues` lists it: with whether it has a playoff bracket, which the pages link to. */
export const listedLeague = league.extend({ hasPlayoffs: z.boolean() });
export type ListedLeague = z.infer<typeof listedLeague>;

/**
 * League create and update (docs/rules/messages.md#leagues). The end date must be after the start
 * date; the web form defaults both dates to today on create (docs/rules/screens.md#forms).
 */
export const leagueBody = z
  .object(
    {
      name: requiredText('League name is required.'),
      startDate: requiredDate('Start date is required.'),
      endDate: requiredDate('End date is required.'),
      isRegistrationOpen: z.boolean({ error: 'Registration open must be true or false.' }).default(false),
      isActive: z.boolean({ error: 'Active must be true or false.' }).default(false),
      // Left out, an update keeps what the league has; a new league approves automatically, with no limit.
      registrationApproval: z
        .enum(REGISTRATION_APPROVALS, { error: 'Registration approval must be automatic or manual.' })
        .optional(),
      rosterLimit: z
        .preprocess(
          (value) => (value === '' ? null : value),
          z.coerce
            .number({ error: ROSTER_LIMIT_MESSAGE })
            .int(ROSTER_LIMIT_MESSAGE)
            .min(1, ROSTER_LIMIT_MESSAGE)
            .max(MAX_ROSTER_LIMIT, ROSTER_LIMIT_MESSAGE)
            .nullable(),
        )
        .optional(),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .refine((league) => league.endDate > league.startDate, {
    message: 'End date must be after start date',
    path: ['endDate'],
  });
export type LeagueBody = z.infer<typeof leagueBody>;
