import { z } from 'zod';
import { requiredDate, requiredText, yearsMessage } from './fields.ts';
import { MAX_ROSTER_LIMIT, REGISTRATION_APPROVALS } from './registrations.ts';
import { withinSeason } from './schedule-dates.ts';

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

const START_YEARS_MESSAGE = yearsMessage('Start date');
const END_YEARS_MESSAGE = yearsMessage('End date');
const END_AFTER_START_MESSAGE = 'End date must be after start date';
const SEASON_LENGTH_MESSAGE =
  'A league lasts at most two years: the end date must be no later than two years after the start date.';

/**
 * League create and update (docs/rules/messages.md#leagues). Dates are in the years 1900 to 2200,
 * the end date after the start date and at most two years after it (decision 033); the web form
 * defaults both dates to today on create (docs/rules/screens.md#forms).
 */
export const leagueBody = z
  .object(
    {
      name: requiredText('League name is required.'),
      startDate: requiredDate('Start date is required.', START_YEARS_MESSAGE),
      endDate: requiredDate('End date is required.', END_YEARS_MESSAGE),
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
  .refine((league) => league.endDate > league.startDate, { message: END_AFTER_START_MESSAGE, path: ['endDate'] })
  .refine((league) => withinSeason(league.startDate, league.endDate), {
    message: SEASON_LENGTH_MESSAGE,
    path: ['endDate'],
    // Only of two dates that are right themselves: a date out of range says so, once.
    when: ({ issues }) => issues.length === 0,
  });
export type LeagueBody = z.infer<typeof leagueBody>;
