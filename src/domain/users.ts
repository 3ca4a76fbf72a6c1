import { z } from 'zod';
import { MAX_NAME, requiredText } from './fields.ts';
import { ROLE_KEYS } from './roles.ts';

export const PASSWORD_MIN_LENGTH = 4;
const PASSWORD_MAX_LENGTH = 200;

const passwordTooShort = `Minimum length of ${PASSWORD_MIN_LENGTH} required.`;
const passwordTooLong = `Must be at most ${PASSWORD_MAX_LENGTH} characters.`;

const username = requiredText('Username is required.', MAX_NAME);
/** Passwords are never trimmed: spaces may be part of them. */
const requiredPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .max(PASSWORD_MAX_LENGTH, passwordTooLong);
const name = requiredText('Name is required.', MAX_NAME);

/** Login (docs/rules/messages.md#login). */
export const loginBody = z.object(
  { username, password: requiredPassword },
  { error: 'The request body must be a JSON object.' },
);
export type LoginBody = z.infer<typeof loginBody>;

const leagueChoice = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce
    .number({ error: 'Choose a league, or every league.' })
    .int('Choose a league, or every league.')
    .positive('Choose a league, or every league.')
    .max(2_147_483_647, 'Choose a league, or every league.')
    .nullable(),
);

/**
 * Add an admin, or a scorekeeper of one league or of every league (docs/rules/messages.md#admin-users,
 * docs/rules/roles.md#scorekeepers). An admin has no league.
 */
export const newAdminBody = z
  .object(
    {
      name,
      username,
      password: requiredPassword.min(PASSWORD_MIN_LENGTH, passwordTooShort),
      role: z.enum(ROLE_KEYS, { error: 'Choose a role: admin or scorekeeper.' }).default('admin'),
      leagueId: leagueChoice.optional(),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .transform((body) => ({ ...body, leagueId: body.role === 'admin' ? null : (body.leagueId ?? null) }));
export type NewAdminBody = z.infer<typeof newAdminBody>;

/** Refusals of a profile update that changes how the admin signs in (docs/rules/messages.md#admin-users). */
export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your username or password.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

/**
 * Update one's own profile: name and username required, password optional (blank keeps it).
 * A new password or username also needs the current password (`changesSignIn`); one given is
 * checked even when it is not needed.
 */
export const updateOwnUserBody = z.object(
  {
    name,
    username,
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, passwordTooLong)
      .refine((value) => value === '' || value.length >= PASSWORD_MIN_LENGTH, passwordTooShort)
      .nullish()
      .transform((value) => (value ? value : null)),
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_NEEDED })
      .max(PASSWORD_MAX_LENGTH, passwordTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
  },
  { error: 'The request body must be a JSON object.' },
);
export type UpdateOwnUserBody = z.input<typeof updateOwnUserBody>;

/**
 * Whether a profile update changes how the admin signs in (a new password, or a username that
 * is not exactly the stored one), so that a stolen session cannot take the account over
 * without the current password (docs/rules/roles.md#own-account).
 */
export function changesSignIn(
  update: Pick<z.output<typeof updateOwnUserBody>, 'username' | 'password'>,
  account: { username: string },
): boolean {
  return update.password !== null || update.username !== account.username;
}

/**
 * The Update Profile form of `account`: the body's schema, plus the current password when the
 * update changes how the admin signs in. The server applies the same rule once it has read the
 * account.
 */
export function profileForm(account: { username: string }) {
  return updateOwnUserBody.superRefine((update, context) => {
    if (update.currentPassword === null && changesSignIn(update, account)) {
      context.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_NEEDED });
    }
  });
}

/** An account as the API shows it, with its role: never with a password. */
export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  isProtected: z.boolean(),
  role: z.enum(ROLE_KEYS),
  /** The one league a scorekeeper keeps the scores of; null for every league, and for admins. */
  leagueId: z.number().int().nullable(),
  League: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** The answer to a profile update: the admin, and whether a new password ended their other sessions. */
export const updatedOwnUser = adminUser.extend({
  passwordChanged: z.boolean(),
  otherSessionsEnded: z.number().int(),
});
export type UpdatedOwnUser = z.infer<typeof updatedOwnUser>;

/**
 * 'Updated [name]'; a new password also says that the admin's other sessions were signed out
 * (docs/rules/messages.md#success-toasts).
 */
export function profileUpdatedMessage({ name, passwordChanged, otherSessionsEnded }: UpdatedOwnUser): string {
  if (!passwordChanged) return `Updated ${name}`;
  const ended = otherSessionsEnded === 1 ? '1 other session was' : `${otherSessionsEnded} other sessions were`;
  return `Updated ${name}. Your password was changed and ${ended} signed out.`;
}

/** 'Added [name] as an admin' (docs/rules/messages.md#success-toasts), or as a scorekeeper. */
export function addedMessage(account: AdminUser): string {
  return `Added ${account.name} as ${account.role === 'admin' ? 'an admin' : 'a scorekeeper'}`;
}
