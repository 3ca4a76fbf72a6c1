import { z } from 'zod';
import { requiredDate } from './fields.ts';

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

/** One registration as admins read it: who, for which team, the waiver they agreed to and when, and where it stands. */
export const registration = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  createdAt: z.string(),
  team: z.object({ id: z.number().int(), name: z.string(), leagueId: z.number().int(), leagueName: z.string() }),
  /** The player it made or joined; null while a new player's registration waits. */
  playerId: z.number().int().nullable(),
  /** Whether the registrant said an existing player was them. */
  returning: z.boolean(),
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
      paidOn: requiredDate('Date paid is required.'),
    })
    .nullable(),
});
export type TeamFeeBody = z.output<typeof teamFeeBody>;

/**
 * A registration's answer when an existing player may be the registrant: enough for them to
 * know themselves (first name, last initial, last team), and nothing of their contact details.
 */
export const possibleMatch = z.object({
  firstName: z.string(),
  lastInitial: z.string(),
  lastTeam: z.string().nullable(),
});
export type PossibleMatch = z.infer<typeof possibleMatch>;

/** What the server answers with a 409 when a registrant may already be a player. */
export const matchQuestion = z.object({ message: z.string(), match: possibleMatch });

export const MATCH_QUESTION = 'A player with these details has played in the league before. Is this you?';
