import { z } from 'zod';
import { EMAIL_PATTERN } from './contact-fields.ts';
import { CONTROL_CHARACTERS_MESSAGE, isPlainText } from './fields.ts';

/**
 * Where the league's email goes out (docs/decisions/044-email-settings.md): the mail server an
 * admin sets on the settings screen. The password is never part of an answer, only whether one
 * is kept.
 */

/**
 * How the connection to the mail server is secured. `none` asks for nothing: the message goes
 * over STARTTLS when the server offers it, in the clear otherwise (what `smtp://` has always meant).
 */
export const SMTP_SECURITY = {
  starttls: { name: 'STARTTLS', label: 'STARTTLS (usually port 587)', port: 587 },
  tls: { name: 'TLS', label: 'TLS from the start (usually port 465)', port: 465 },
  none: { name: 'None required', label: 'None required (STARTTLS if the server offers it)', port: 25 },
} as const;
export type SmtpSecurity = keyof typeof SMTP_SECURITY;
export const SMTP_SECURITY_KEYS = Object.keys(SMTP_SECURITY) as [SmtpSecurity, ...SmtpSecurity[]];

/** The settings as an admin reads them. `host` blank: no email goes out, it waits in the outbox. */
export const emailSettings = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(SMTP_SECURITY_KEYS),
  user: z.string(),
  /** The sender of every message, such as `City League <league@example.org>`. */
  from: z.string(),
  /** Whether a password is kept; the password itself never leaves the server. */
  passwordSet: z.boolean(),
  /** False until an admin saves: the values are the first start's (`SMTP_URL`, `MAIL_FROM`). */
  saved: z.boolean(),
});
export type EmailSettings = z.infer<typeof emailSettings>;

export const MAX_SMTP_PASSWORD = 500;
const HOST_MESSAGE = 'Mail server must be a host name such as mail.example.org, or blank to send no email.';
const PORT_MESSAGE = 'Port must be a whole number from 1 to 65535.';
const FROM_MESSAGE = 'Sender must be an email address, such as City League <league@example.org>.';

const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const IPV6 = /^\[?[0-9a-f:.]+\]?$/i;

/** A host name, an IPv4 address or an IPv6 one (in brackets or not); brackets are dropped. */
const mailHost = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(253, { error: message, abort: true })
    .refine((value) => value === '' || HOST_NAME.test(value) || (value.includes(':') && IPV6.test(value)), message)
    .transform((value) => value.replace(/^\[(.*)\]$/, '$1'));

/** `league@example.org` or `City League <league@example.org>`. */
export function isSender(value: string): boolean {
  const named = /^([^<>]*)<([^<>]+)>$/.exec(value);
  const address = named ? named[2]! : value;
  return EMAIL_PATTERN.test(address.trim()) && !/["\\]/.test(named?.[1] ?? '');
}

const emailSettingsFields = {
  host: mailHost(HOST_MESSAGE),
  port: z
    .union([z.string(), z.number()], { error: PORT_MESSAGE })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, PORT_MESSAGE)
    .transform(Number),
  security: z.enum(SMTP_SECURITY_KEYS, { error: 'Choose how the connection is secured.' }),
  user: z
    .string({ error: 'User name must be text.' })
    .trim()
    .max(254, { error: 'Must be at most 254 characters.', abort: true })
    .refine((value) => isPlainText(value), CONTROL_CHARACTERS_MESSAGE),
  /** Blank keeps the password kept now; `clearPassword` removes it. */
  password: z
    .string({ error: 'Password must be text.' })
    .max(MAX_SMTP_PASSWORD, { error: `Must be at most ${MAX_SMTP_PASSWORD} characters.`, abort: true })
    .refine((value) => isPlainText(value), CONTROL_CHARACTERS_MESSAGE)
    .default(''),
  clearPassword: z.boolean({ error: 'Clear password must be on or off.' }).default(false),
  from: z
    .string({ error: 'Sender is required.' })
    .trim()
    .min(1, 'Sender is required.')
    .max(320, { error: 'Must be at most 320 characters.', abort: true })
    .refine((value) => isPlainText(value), { error: CONTROL_CHARACTERS_MESSAGE, abort: true })
    .refine(isSender, FROM_MESSAGE),
};

/** The email settings form as an admin sends it (`PUT /api/site/settings/email`). */
export const emailSettingsBody = z.object(emailSettingsFields);
export type EmailSettingsBody = z.output<typeof emailSettingsBody>;
export type EmailSettingsInput = z.input<typeof emailSettingsBody>;

/** A test message with the form's settings (`POST /api/site/settings/email/test`). */
export const emailTestBody = z.object({
  ...emailSettingsFields,
  host: mailHost('Enter the mail server to test.').refine((value) => value !== '', 'Enter the mail server to test.'),
  to: z
    .string({ error: 'Enter the address to send the test to.' })
    .trim()
    .min(1, 'Enter the address to send the test to.')
    .max(254, { error: 'Must be at most 254 characters.', abort: true })
    .regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
});
export type EmailTestBody = z.output<typeof emailTestBody>;

/** What the mail server answered the test: `sent` when it took the message; `message` says it in words. */
export const emailTestResult = z.object({ sent: z.boolean(), message: z.string() });
export type EmailTestResult = z.infer<typeof emailTestResult>;

/** The names the settings history gives these fields. */
export const EMAIL_SETTINGS_LABELS = {
  smtpHost: 'Mail server',
  smtpPort: 'Mail server port',
  smtpSecurity: 'Connection security',
  smtpUser: 'Mail server user name',
  smtpPassword: 'Mail server password',
  mailFrom: 'Sender',
} as const;
