import { z } from 'zod';

/** Maximum lengths of free text (DESIGN §3). */
export const MAX_NAME = 100;
export const MAX_URL = 2048;
export const MAX_NOTE = 5000;

/**
 * A required text field: omitted, null and blank are refused with the same message.
 * Surrounding spaces are trimmed before the value is stored.
 */
export function requiredText(message: string, max = MAX_NAME) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`);
}

/** An optional text field; blank is stored as null. */
export function optionalText(max = MAX_NAME) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Positive whole-number id in a path, e.g. `/api/users/{id}`. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'The id must be a positive whole number.' })
    .int('The id must be a positive whole number.')
    .positive('The id must be a positive whole number.')
    .max(2_147_483_647, 'No record has that id.'),
});

/** The one error body of every refused request (DESIGN §3). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
