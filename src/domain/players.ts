import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, formatPhone } from './contact-fields.ts';
import { personName, requiredId, requiredText } from './fields.ts';
import { playerTeamLink, publicPlayer, team } from './teams.ts';

export const POSITIONS = ['Point Guard', 'Shooting Guard', 'Small Forward', 'Power Forward', 'Center'] as const;

/** 5'0'' to 6'11'' in one-inch steps (docs/rules/api.md#entities). */
export const HEIGHT_OPTIONS: readonly string[] = Array.from(
  { length: 24 },
  (_, index) => `${5 + Math.floor(index / 12)}'${index % 12}''`,
);

export const PHONE_FORMAT_HINT = 'Format: (123) 456-7890';

/** A US-style phone number of exactly 10 digits, stored as (123) 456-7890. */
const phoneNumber = requiredText('Phone number is required.', 30)
  .regex(PHONE_PATTERN, 'Please enter a valid phone number.')
  .transform(formatPhone);

/** A number field that may be left blank: '' and null mean "not given". */
function optionalWholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : Number(value)),
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );
}

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The player fields of create, update and register (docs/rules/messages.md#players-and-registration). */
export const playerFields = {
  firstName: personName('First name is required.'),
  lastName: personName('Last name is required.'),
  email: requiredText('Email is required.', 254).regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
  phoneNumber,
  position: z.preprocess(
    blankToNull,
    z.enum(POSITIONS, { error: `Position must be one of: ${POSITIONS.join(', ')}.` }).nullable(),
  ),
  age: optionalWholeNumber('Age', 16, 99),
  height: z.preprocess(
    blankToNull,
    z.enum(HEIGHT_OPTIONS as [string, ...string[]], { error: "Height must be from 5'0'' to 6'11''." }).nullable(),
  ),
  weight: optionalWholeNumber('Weight', 80, 400),
  jerseyNumber: optionalWholeNumber('Jersey number', 0, 99),
  isCaptain: z.boolean({ error: 'Captain must be true or false.' }).default(false),
};

const teamId = requiredId('Team is required.');

/**
 * What a registration says beyond the player: the waiver version the form showed (a changed
 * waiver is asked again). Whether the registrant is an existing player is never asked
 * (docs/decisions/034-registration-without-disclosure.md).
 */
const registrationChoices = {
  waiverVersion: z.number().int().positive().optional(),
};

/** What a visitor sends to join a team (docs/rules/league-data.md#registration). */
export const registrationBody = z.object(
  {
    ...playerFields,
    teamId,
    agreeToWaiver: z.literal(true, { error: 'You must agree to the waiver to register.' }),
    ...registrationChoices,
  },
  { error: 'The request body must be a JSON object.' },
);
export type RegistrationBody = z.infer<typeof registrationBody>;

/**
 * `POST /api/players`: registration without a session; with one, an admin's create, which
 * takes `teamIds` (a list) or `teamId` (one) and asks no waiver (docs/rules/league-data.md#players).
 */
export const newPlayerBody = z.object(
  {
    ...playerFields,
    teamId: teamId.optional(),
    teamIds: z.array(z.number().int().positive().max(2_147_483_647), { error: 'Team is required.' }).optional(),
    agreeToWaiver: z.boolean().optional(),
    ...registrationChoices,
  },
  { error: 'The request body must be a JSON object.' },
);
export type NewPlayerBody = z.infer<typeof newPlayerBody>;

/** A team of a player's, with its league and the link (docs/rules/league-data.md#rosters). */
export const playerTeam = team.extend({ PlayerTeam: playerTeamLink });

/**
 * `GET /api/players/{id}`. Email and phone number are present only for a signed-in admin.
 */
export const playerDetail = publicPlayer.extend({
  email: z.string().optional(),
  phoneNumber: z.string().optional(),
  teams: z.array(playerTeam),
  /** For an admin: how many of the player's stat lines hold an entered stat, which a delete takes with it. */
  enteredLines: z.number().int().optional(),
});
export type PlayerDetail = z.infer<typeof playerDetail>;

/**
 * What `POST /api/players` answers a visitor's registration: whether they are on the roster or
 * waiting. It is the same whether or not the details matched an existing player.
 */
export const registered = z.object({
  /** The player on the roster, as every create answers its object's id; null while the registration waits. */
  id: z.number().int().nullable(),
  registrationId: z.number().int(),
  status: z.enum(['approved', 'pending']),
  firstName: z.string(),
  team: z.object({ id: z.number().int(), name: z.string() }),
  /** The player on the roster; null while a new player's registration waits for an admin. */
  playerId: z.number().int().nullable(),
  captainRequested: z.boolean(),
});
export type Registered = z.infer<typeof registered>;

/** `PUT /api/players/{id}`: the player's own fields (teams change through `/teams`). */
export const playerUpdateBody = z.object(playerFields, { error: 'The request body must be a JSON object.' });
export type PlayerUpdateBody = z.input<typeof playerUpdateBody>;

/**
 * `PUT /api/players/{id}/teams`: every team the player is linked to; unlisted links go
 * (docs/rules/league-data.md#rosters).
 */
export const playerTeamsBody = z.object(
  {
    teams: z.array(
      z.object({
        id: z.number({ error: 'Each team needs its id.' }).int().positive().max(2_147_483_647),
        isCurrentTeam: z.boolean({ error: 'Say whether it is the current team.' }),
      }),
      { error: 'Teams must be a list.' },
    ),
  },
  { error: 'The request body must be a JSON object.' },
);
export type PlayerTeamsBody = z.infer<typeof playerTeamsBody>;

export const playersQuery = z.object({
  sort: z.enum(['alphabetical', 'recent'], { error: 'Sort is alphabetical or recent.' }).default('alphabetical'),
});

/** A row of the admin player list: contact details and current teams. */
export const playerListRow = publicPlayer.extend({
  email: z.string(),
  phoneNumber: z.string(),
  createdAt: z.string(),
  currentTeams: z.array(z.object({ id: z.number().int(), name: z.string(), leagueName: z.string() })),
});
export type PlayerListRow = z.infer<typeof playerListRow>;

/**
 * `POST /api/players/{id}/merge`: the player merged into this one, who is removed
 * (docs/decisions/030-one-person-one-player.md).
 */
export const mergePlayerBody = z.object(
  { playerId: requiredId('Choose the player to merge into this one.') },
  { error: 'The request body must be a JSON object.' },
);
export type MergePlayerBody = z.input<typeof mergePlayerBody>;

/** What a merge moved to the kept player, and what it dropped (empty lines of games both were in). */
export const playerMergeCounts = z.object({
  lines: z.number().int(),
  emptyLinesDropped: z.number().int(),
  teams: z.number().int(),
  awards: z.number().int(),
  registrations: z.number().int(),
});
export type PlayerMergeCounts = z.infer<typeof playerMergeCounts>;

export const playerMerged = z.object({ message: z.string(), moved: playerMergeCounts });
export type PlayerMerged = z.infer<typeof playerMerged>;

/** A player's merges: who was merged into them, when and by whom. */
export const playerMerge = z.object({
  mergedPlayerId: z.number().int(),
  mergedName: z.string(),
  mergedEmail: z.string().nullable(),
  moved: playerMergeCounts,
  mergedBy: z.string(),
  mergedAt: z.string(),
});
export type PlayerMerge = z.infer<typeof playerMerge>;

/**
 * `GET /api/players/matches`: the admin's create screen asks who the person may already be, by
 * email, or by name and phone number.
 */
export const playerMatchesQuery = z.object({
  email: z.string().trim().max(254).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  /** Written as players' numbers are stored; a number that is not one matches nobody by phone. */
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .optional()
    .transform((value) => (value && PHONE_PATTERN.test(value) ? formatPhone(value) : undefined)),
});
export type PlayerMatchesQuery = z.infer<typeof playerMatchesQuery>;
