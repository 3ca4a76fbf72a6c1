import { z } from 'zod';
import { FIRST_LEAGUE_YEAR, isLeagueYear, LAST_LEAGUE_YEAR } from './schedule-dates.ts';

/** Maximum lengths of free text (docs/rules/api.md#text-fields). */
export const MAX_NAME = 100;
export const MAX_URL = 2048;
export const MAX_NOTE = 5000;

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters.';
export const INVISIBLE_CHARACTERS_MESSAGE = 'Must not contain invisible or direction-changing characters.';

/**
 * The one rule of what text may hold: no control character (a NUL byte cannot even be stored)
 * and no half of a character (a lone surrogate). Only long, multi-line text (notes) keeps its
 * line breaks and tabs.
 */
export function isPlainText(value: string, { multiline = false } = {}): boolean {
  return !(multiline ? /[^\P{Cc}\n\r\t]|\p{Cs}/u : /\p{Cc}|\p{Cs}/u).test(value);
}

/**
 * Format characters (Unicode's Cf: zero-width space, word joiner, byte-order mark, the
 * direction marks, embeddings, overrides and isolates, soft hyphen...) draw nothing, or turn the
 * text around it, so one name could be made to look like another. The zero-width non-joiner
 * and joiner (U+200C, U+200D) stay: Persian, Indic and other scripts need them in real names.
 */
const INVISIBLE = /(?![\u200C\u200D])\p{Cf}/u;

/** Whether one line of text (a name, a title) holds no invisible or direction-changing character. */
export const isVisibleText = (value: string): boolean => !INVISIBLE.test(value);

type TextOptions = { multiline?: boolean };

/**
 * The length check stops the field's other checks: a pattern never runs over text that is
 * already refused, however long it is.
 */
const tooLong = (max: number) => ({ error: `Must be at most ${max} characters.`, abort: true });

/**
 * A required text field: omitted, null and blank are refused with the same message.
 * Surrounding spaces are trimmed before the value is stored.
 */
export function requiredText(message: string, max = MAX_NAME) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong(max))
    .refine((value) => isPlainText(value), { error: CONTROL_CHARACTERS_MESSAGE, abort: true })
    .refine(isVisibleText, INVISIBLE_CHARACTERS_MESSAGE);
}

export const NAME_LINK_MESSAGE = 'Names must not contain web or email addresses.';

/**
 * What a mail program or chat turns into a link: a scheme's colon, an @, `www.`, or a word
 * followed by a dot and a domain ending in one case (`evil.example`, `EVIL.COM`; `J.Rodriguez` is a
 * name). None is part of a name.
 */
const LINK_LIKE = /[:@]|[Ww]{3}\.|[\p{L}\p{N}-]\.(?:[a-z]{2,}|[A-Z]{2,})(?!\p{L})/u;

/**
 * A person's name (a player's first or last name): the text rule, and nothing a league's email
 * or a visitor's mail program would show as a link ("Hi http://evil.example/login?x=,").
 */
export function personName(message: string) {
  return requiredText(message).refine((value) => !LINK_LIKE.test(value), NAME_LINK_MESSAGE);
}

/** An optional text field; blank is stored as null. */
export function optionalText(max = MAX_NAME, options: TextOptions = {}) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .refine((value) => isPlainText(value, options), { error: CONTROL_CHARACTERS_MESSAGE, abort: true })
    .refine((value) => options.multiline === true || isVisibleText(value), INVISIBLE_CHARACTERS_MESSAGE)
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

/** The one error body of every refused request (docs/rules/api.md#errors). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * A required reference to another record (a select's value): omitted, null, blank, 0 and
 * anything but a whole positive number are refused with `message`.
 */
export function requiredId(message: string) {
  return z.preprocess(
    blankToNull,
    z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message),
  );
}

const validDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/** 'Start date must be in the years 1900 to 2200.' */
export const yearsMessage = (field: string) =>
  `${field} must be in the years ${FIRST_LEAGUE_YEAR} to ${LAST_LEAGUE_YEAR}.`;

/**
 * A required `YYYY-MM-DD` date that exists on the calendar, in the years a league may have
 * (src/domain/schedule-dates.ts, decision 033): no date of the site's is far outside them, and
 * a far one would make every walk over its days long. `years` names the field in the message.
 */
export function requiredDate(message: string, years = yearsMessage('A date')) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD.')
    .refine(validDate, 'That date does not exist.')
    .refine(isLeagueYear, { message: years, when: ({ issues }) => issues.length === 0 });
}

const WEB_ADDRESS = 'Enter a web address starting with http:// or https://.';

/** An http(s) address, or a path on this site (`/logos/...`); never `javascript:` (docs/rules/api.md#web-addresses). */
export function isWebAddress(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An optional web address; blank is stored as null. */
export function optionalUrl() {
  return optionalText(MAX_URL).refine((value) => value === null || isWebAddress(value), WEB_ADDRESS);
}

/** A required web address. */
export function requiredUrl(message: string) {
  return requiredText(message, MAX_URL).refine(isWebAddress, WEB_ADDRESS);
}
