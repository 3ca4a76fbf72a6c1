import { z } from 'zod';
import { MAX_NAME, requiredText } from './fields.ts';

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

/** Add an admin (docs/rules/messages.md#admin-users). */
export const newAdminBody = z.object(
  {
    name,
    username,
    password: requiredPassword.min(PASSWORD_MIN_LENGTH, passwordTooShort),
  },
  { error: 'The request body must be a JSON object.' },
);
export type NewAdminBody = z.infer<typeof newAdminBody>;

/** Update one's own profile: name and username required, password optional (blank keeps it). */
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
  },
  { error: 'The request body must be a JSON object.' },
);
export type UpdateOwnUserBody = z.input<typeof updateOwnUserBody>;

/** An admin as the API shows it: never with a password. */
export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  isProtected: z.boolean(),
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
