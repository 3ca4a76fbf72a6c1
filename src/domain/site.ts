import { z } from 'zod';
import { MAX_URL, isPlainText, optionalText, requiredText } from './fields.ts';
import { EMAIL_PATTERN, PHONE_PATTERN, formatPhone } from './contact-fields.ts';

/** The waiver's text, as players agree to it: a version of it, kept for good. */
export const waiver = z.object({ version: z.number().int(), text: z.string() });
export type Waiver = z.infer<typeof waiver>;

/**
 * What the league sets in the back office (`/admin/settings`): kept in the database, read by
 * every public page. The environment only gives the first start's values
 * (docs/decisions/026-site-settings.md).
 */
export const siteSettings = z.object({
  siteName: z.string(),
  /** The header's logo; null shows the league's own (`/logo.svg`). */
  logoUrl: z.string().nullable(),
  adHeadline: z.string(),
  shopUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  builderCredit: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  /** The team fee a captain pays, in cents. */
  captainFeeCents: z.number().int(),
  /** The notice beside the captain box; `{fee}` stands for the fee. */
  captainFeeNotice: z.string(),
  /** Whether each team's players get a reminder of their next game every Monday. */
  weeklyReminders: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** Branding, links and texts the web app needs; what the league set, and two server settings. */
export const siteInfo = siteSettings.extend({
  waiver,
  leagueTimezone: z.string(),
  /** Days raw page visits are kept (the privacy page says so). */
  visitRetentionDays: z.number().int(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

const HTTP_ADDRESS = 'Enter a web address starting with http:// or https://.';

function isHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link the settings hold: blank hides it; anything else is an http(s) address. */
const settingsLink = () =>
  optionalText(MAX_URL).refine((value) => value === null || isHttpAddress(value), HTTP_ADDRESS);

export const MAX_WAIVER = 10_000;
export const MAX_CAPTAIN_FEE_CENTS = 10_000_000;
const FEE_MESSAGE = 'Captain fee must be an amount in dollars, such as 2300 or 2300.50.';

/** The settings form as an admin sends it (`PUT /api/site/settings`). */
export const siteSettingsBody = z.object({
  siteName: requiredText('Site name is required.'),
  logoUrl: settingsLink(),
  // Blank: the ad section has no headline.
  adHeadline: optionalText(200).transform((value) => value ?? ''),
  shopUrl: settingsLink(),
  instagramUrl: settingsLink(),
  youtubeUrl: settingsLink(),
  builderCredit: requiredText('Builder credit is required.', 200),
  contactEmail: requiredText('Contact email is required.', 254).regex(
    EMAIL_PATTERN,
    'Please enter a valid email address.',
  ),
  contactPhone: optionalText(30)
    .refine((value) => value === null || PHONE_PATTERN.test(value), 'Please enter a valid phone number.')
    .transform((value) => (value === null ? null : formatPhone(value))),
  /** Dollars, with cents or without: `2300`, `2300.50`, `"2,300"`. */
  captainFee: z
    .union([z.string(), z.number()], { error: FEE_MESSAGE })
    .transform((value) => String(value).trim().replace(/^\$/, '').replaceAll(',', ''))
    .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value), FEE_MESSAGE)
    .transform((value) => Math.round(Number(value) * 100))
    .refine((cents) => cents <= MAX_CAPTAIN_FEE_CENTS, 'Captain fee must be at most $100,000.'),
  captainFeeNotice: requiredText('Captain fee notice is required.', 500),
  weeklyReminders: z.boolean({ error: 'Weekly reminders must be on or off.' }),
  waiverText: z
    .string({ error: 'Waiver text is required.' })
    .trim()
    .min(1, 'Waiver text is required.')
    .max(MAX_WAIVER, `Must be at most ${MAX_WAIVER} characters.`)
    .refine((value) => isPlainText(value, { multiline: true }), 'Must not contain control characters.'),
});
export type SiteSettingsBody = z.output<typeof siteSettingsBody>;
export type SiteSettingsInput = z.input<typeof siteSettingsBody>;

/** The settings with the fee in cents, as they are stored, and the waiver's text. */
export function settingsOfBody({
  captainFee,
  waiverText,
  ...rest
}: SiteSettingsBody): SiteSettings & { waiverText: string } {
  return { ...rest, captainFeeCents: captainFee, waiverText };
}

/** One recorded change of the settings: who, when, and each field's value before and after. */
export const settingsChange = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  changedBy: z.string(),
  fields: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type SettingsChange = z.infer<typeof settingsChange>;

/** The settings screen's data: the values, the waiver, and the latest changes. */
export const settingsPage = z.object({
  settings: siteSettings,
  waiver,
  changes: z.array(settingsChange),
});
export type SettingsPage = z.infer<typeof settingsPage>;

/** The field names the settings screen shows in its history. */
export const SETTINGS_LABELS: Record<keyof SiteSettings | 'waiverText', string> = {
  siteName: 'Site name',
  logoUrl: 'Logo URL',
  adHeadline: 'Ad section headline',
  shopUrl: 'Shop link',
  instagramUrl: 'Instagram link',
  youtubeUrl: 'YouTube link',
  builderCredit: 'Builder credit',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
  captainFeeCents: 'Captain fee',
  captainFeeNotice: 'Captain fee notice',
  weeklyReminders: 'Weekly reminders',
  waiverText: 'Waiver text',
};

/**
 * `$2,300` or `$2,300.50`, written out by hand: a currency format of `Intl` loads the locale's
 * data on first use, a long task of its own on a phone's first registration form.
 */
export function formatFee(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** The captain fee notice as the registration form shows it. */
export function captainFeeNotice(settings: Pick<SiteSettings, 'captainFeeCents' | 'captainFeeNotice'>): string {
  return settings.captainFeeNotice.replaceAll('{fee}', formatFee(settings.captainFeeCents));
}

/** The spec's fee (docs/rules/screens.md#captain-fee), the default until the league sets its own. */
export const DEFAULT_CAPTAIN_FEE_CENTS = 230_000;
export const DEFAULT_CAPTAIN_FEE_NOTICE =
  'Team captains pay a team fee of {fee}, payable to the League Administrator before the season starts.';
export const DEFAULT_CONTACT_EMAIL = 'info@cityhoopsleague.example';

/** The waiver every install starts with (version 1). */
export const DEFAULT_WAIVER = `I take part in league games, practices and events voluntarily. I understand that basketball is a physical contact sport and that playing carries a risk of injury, from sprains and fractures to concussions and, in rare cases, serious harm, and I accept those risks. I release the league, its organizers, volunteers and referees, and the venues where games are played, from any claim for injury, loss or damage arising from my participation, except where caused by their gross negligence. I confirm that I am in good health and fit to play, and that I will stop and seek medical care if I am hurt or unwell. I consent to the league using photos and videos of games in which I appear on its website and social media, and I agree to follow the league rules and treat officials, opponents and venues with respect, accepting that the league may suspend players for unsporting conduct.`;
