import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SMTP_SECURITY_KEYS, type EmailSettings, type EmailSettingsBody } from '#domain/email-settings.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { siteSettingChanges, siteSettingsRow, type StoredEmailSettings } from '../db/schema.ts';
import { openSecret, sealSecret } from '../site/secret-box.ts';
import type { SettingsKeys } from '../site/settings-key.ts';

/**
 * The email settings (docs/decisions/044-email-settings.md): kept in the settings row, with the
 * password sealed; until an admin saves them, the first start's `SMTP_URL` and `MAIL_FROM`.
 */

/** The settings a connection is made with: the password in the clear, in memory only. */
export type SmtpSettings = Omit<StoredEmailSettings, 'password'> & { password: string | null };

/** What a sealed password is bound to: it opens as this and as nothing else. */
const PASSWORD_PURPOSE = 'site_settings.mail.password';

const storedEmailSettings = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(SMTP_SECURITY_KEYS),
  user: z.string(),
  from: z.string(),
  password: z.string().nullable(),
});

/**
 * The first start's settings: `SMTP_URL` read as nodemailer reads it (`smtps:` is TLS from the
 * start; `smtp:` uses STARTTLS when offered, or requires it with `?requireTLS=true`), and
 * `MAIL_FROM`. Without `SMTP_URL`, no host: nothing is sent.
 */
export function smtpSettingsOfEnvironment(mail: { smtpUrl: string | undefined; from: string }): SmtpSettings {
  if (!mail.smtpUrl) {
    return { host: '', port: 587, security: 'starttls', user: '', password: null, from: mail.from };
  }
  const url = new URL(mail.smtpUrl);
  const tls = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : tls ? 465 : 587,
    security: tls ? 'tls' : url.searchParams.get('requireTLS') === 'true' ? 'starttls' : 'none',
    user: decodeURIComponent(url.username),
    password: url.password ? decodeURIComponent(url.password) : null,
    from: mail.from,
  };
}

/** The saved settings, or null until an admin saves them (or when the row holds something else). */
async function readStored(db: Executor, forUpdate = false): Promise<StoredEmailSettings | null> {
  const query = db.select({ mail: siteSettingsRow.mail }).from(siteSettingsRow).where(eq(siteSettingsRow.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  const parsed = storedEmailSettings.safeParse(row?.mail);
  return parsed.success ? parsed.data : null;
}

/** The settings as the settings screen shows them: never the password, only whether one is kept. */
export async function readEmailSettings(db: Executor, environment: SmtpSettings): Promise<EmailSettings> {
  const stored = await readStored(db);
  const { password, ...rest } = stored ?? environment;
  return { ...rest, passwordSet: password !== null, saved: stored !== null };
}

/**
 * The settings to connect with now, the password opened. Throws `SecretError` when this
 * server's key cannot open it, and says so when it has no key at all.
 */
export async function currentSmtpSettings(
  db: Executor,
  environment: SmtpSettings,
  keys: SettingsKeys,
): Promise<SmtpSettings> {
  const stored = await readStored(db);
  if (!stored) return environment;
  return { ...stored, password: await openPassword(stored.password, keys) };
}

async function openPassword(sealed: string | null, keys: SettingsKeys): Promise<string | null> {
  if (sealed === null) return null;
  const key = await keys.forOpening();
  if (!key) throw new NoKeyToOpen(`The mail server password is stored, but this server has ${keys.describe()}.`);
  return openSecret(key, sealed, PASSWORD_PURPOSE);
}

/** A stored password on a server with no key to open it. */
export class NoKeyToOpen extends Error {}

/**
 * The password a form's settings mean: the one typed; none when "clear password" is ticked;
 * otherwise the one kept now (saved, or the environment's), which `kept` reads only then.
 */
export async function passwordOfForm(
  body: Pick<EmailSettingsBody, 'password' | 'clearPassword'>,
  kept: () => Promise<string | null>,
): Promise<string | null> {
  if (body.clearPassword) return null;
  if (body.password !== '') return body.password;
  return kept();
}

/** The password kept now, opened: the saved one, or the environment's until a save. */
export async function keptPassword(db: Executor, environment: SmtpSettings, keys: SettingsKeys) {
  return (await currentSmtpSettings(db, environment, keys)).password;
}

type FieldChange = { field: string; from: unknown; to: unknown };

/**
 * Saves the email settings and records what changed, with who and when; the password's change
 * is recorded without its value. Saving the same values records nothing.
 */
export async function saveEmailSettings(
  tx: Transaction,
  body: EmailSettingsBody,
  environment: SmtpSettings,
  keys: SettingsKeys,
  by: SessionUser,
): Promise<{ changed: boolean }> {
  // One save at a time, the site settings' saves included: each records its own change.
  const stored = await readStored(tx, true);
  const before = stored ?? { ...environment, password: null };
  const beforeHasPassword = stored ? stored.password !== null : environment.password !== null;

  let password: string | null;
  let passwordChange: string | null = null;
  if (body.clearPassword) {
    password = null;
    if (beforeHasPassword) passwordChange = 'removed';
  } else if (body.password !== '') {
    const same = beforeHasPassword && (await keptPassword(tx, environment, keys).catch(() => null)) === body.password;
    password = same && stored ? stored.password : sealSecret(await keys.forSealing(), body.password, PASSWORD_PURPOSE);
    if (!same) passwordChange = beforeHasPassword ? 'changed' : 'set';
  } else if (stored) {
    password = stored.password;
  } else {
    // The first save keeps the environment's password, sealed from now on.
    password =
      environment.password === null
        ? null
        : sealSecret(await keys.forSealing(), environment.password, PASSWORD_PURPOSE);
  }

  const next: StoredEmailSettings = {
    host: body.host,
    port: body.port,
    security: body.security,
    user: body.user,
    from: body.from,
    password,
  };
  const fields: FieldChange[] = (
    [
      ['smtpHost', 'host'],
      ['smtpPort', 'port'],
      ['smtpSecurity', 'security'],
      ['smtpUser', 'user'],
      ['mailFrom', 'from'],
    ] as const
  )
    .filter(([, key]) => before[key] !== next[key])
    .map(([field, key]) => ({ field, from: before[key], to: next[key] }));
  if (passwordChange) {
    fields.push({ field: 'smtpPassword', from: beforeHasPassword ? 'set' : 'not set', to: passwordChange });
  }
  if (stored && fields.length === 0) return { changed: false };

  await tx
    .update(siteSettingsRow)
    .set({ mail: next, updatedAt: sql`now()` })
    .where(eq(siteSettingsRow.id, 1));
  if (fields.length > 0) await tx.insert(siteSettingChanges).values({ userId: by.id, userName: by.name, fields });
  return { changed: fields.length > 0 };
}
