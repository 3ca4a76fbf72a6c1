import { z } from 'zod';
import { requiredDate, yearsMessage } from './fields.ts';

/** Whether a league's registrations join their team at once or wait for an admin (docs/rules/league-data.md#registration). */
export const REGISTRATION_APPROVALS = ['automatic', 'manual'] as const;
export type RegistrationApproval = (typeof REGISTRATION_APPROVALS)[number];

export const MAX_ROSTER_LIMIT = 99;

export const REGISTRATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The player's details as the registration gave them. */
export const registrationDetails = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  position: z.string().nullable(),
  age: z.number().int().nullable(),
  height: z.string().nullable(),
  weight: z.number().int().nullable(),
  jerseyNumber: z.number().int().nullable(),
});
export type RegistrationDetails = z.infer<typeof registrationDetails>;

/**
 * How a registration matched an existing player (docs/decisions/034-registration-without-disclosure.md):
 * the same email (any case), or the same first and last name and phone number.
 */
export const MATCH_KINDS = ['email', 'name and phone'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/**
 * For admins only: the existing player a registration may be, by the name on file, and
 * whether that player confirmed it through the emailed link. The registrant is never told.
 */
export const possibleMatch = z.object({
  playerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  by: z.enum(MATCH_KINDS),
  confirmedAt: z.string().nullable(),
});
export type PossibleMatch = z.infer<typeof possibleMatch>;

/** One registration as admins read it: who, for which team, the waiver they agreed to and when, and where it stands. */
export const registration = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  createdAt: z.string(),
  team: z.object({ id: z.number().int(), name: z.string(), leagueId: z.number().int(), leagueName: z.string() }),
  /** The player it made or joined; null while a new player's registration waits. */
  playerId: z.number().int().nullable(),
  /** Whether it joined an existing player: its match confirmed it, or an admin approved it as the match. */
  returning: z.boolean(),
  /** The existing player it may be (admins only); null when none matched or that player is gone. */
  possibleMatch: possibleMatch.nullable(),
  details: registrationDetails,
  waiver: z.object({ version: z.number().int(), text: z.string(), agreedAt: z.string() }),
  captainRequested: z.boolean(),
  captainConfirmedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type Registration = z.infer<typeof registration>;

export const registrationsQuery = z.object({
  leagueId: z.coerce.number().int().positive().optional(),
  status: z.enum(REGISTRATION_STATUSES).optional(),
});

/** A team's roster against its league's limit, and its fee, for the registrations screen. */
export const teamRegistrationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  rosterSize: z.number().int(),
  pending: z.number().int(),
  rosterLimit: z.number().int().nullable(),
  feePaidCents: z.number().int().nullable(),
  feePaidOn: z.string().nullable(),
});
export type TeamRegistrationRow = z.infer<typeof teamRegistrationRow>;

/** Marks a team's fee paid (the payment itself happens offline), or not paid with `null`. */
export const teamFeeBody = z.object({
  paid: z
    .object({
      amount: z
        .union([z.string(), z.number()], { error: 'Amount must be in dollars, such as 2300.' })
        .transform((value) => String(value).trim().replace(/^\$/, '').replaceAll(',', ''))
        .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value), 'Amount must be in dollars, such as 2300.')
        .transform((value) => Math.round(Number(value) * 100)),
      paidOn: requiredDate('Date paid is required.', yearsMessage('The date paid')),
    })
    .nullable(),
});
export type TeamFeeBody = z.output<typeof teamFeeBody>;

/**
 * `POST /api/registrations/{id}/approve`: `as: "match"` joins the possible match, `"new"` makes
 * a new player; left out (or no body), the registration's own player if its match confirmed
 * it, otherwise a new one.
 */
const approveChoice = z.object(
  { as: z.enum(['match', 'new'], { error: 'Approve as "match" or "new".' }).optional() },
  { error: 'The request body must be a JSON object.' },
);
export const approveRegistrationBody = z.preprocess((body) => body ?? {}, approveChoice);
export type ApproveRegistrationBody = z.infer<typeof approveChoice>;

/**
 * What a registration's confirmation link (`/registrations/confirm/{token}`) shows the player
 * it was sent to: their name on file, the team and league, and whether it is confirmed.
 */
export const registrationConfirmation = z.object({
  firstName: z.string(),
  team: z.string(),
  league: z.string(),
  status: z.enum(['pending', 'approved']),
  confirmed: z.boolean(),
});
export type RegistrationConfirmation = z.infer<typeof registrationConfirmation>;

/** The link's secret: 32 random bytes, base64url. */
export const registrationConfirmParams = z.object({
  token: z.string().regex(/^[\w-]{16,64}$/, { error: 'That confirmation link is not valid.' }),
});
