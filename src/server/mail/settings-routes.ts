import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSettings, emailSettingsBody, emailTestBody, emailTestResult } from '#domain/email-settings.ts';
import { errorBody } from '#domain/fields.ts';
import type { SiteSettings } from '#domain/site.ts';
import { requireAdmin, userOf } from '../auth/guard.ts';
import { HttpError } from '../http/errors.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import { SecretError } from '../site/secret-box.ts';
import { NoSettingsKey, type SettingsKeys } from '../site/settings-key.ts';
import { readSettings } from '../site/settings.ts';
import {
  keptPassword,
  NoKeyToOpen,
  passwordOfForm,
  readEmailSettings,
  saveEmailSettings,
  type SmtpSettings,
} from './smtp-settings.ts';
import { sendTestMessage } from './smtp-transport.ts';

export type EmailSettingsRoutesOptions = {
  /** The first start's site settings, for the site's name in the test message. */
  defaults: SiteSettings;
  /** The first start's email settings (`SMTP_URL`, `MAIL_FROM`), until an admin saves. */
  smtpOfEnvironment: SmtpSettings;
  settingsKeys: SettingsKeys;
};

const adminRefusals = { 400: errorBody, 401: errorBody, 403: errorBody };

/** A refusal the password field shows. */
const passwordRefusal = (message: string) => new HttpError(400, message, { errors: [{ path: 'password', message }] });

/** The email settings of the settings screen and their test message (docs/decisions/044-email-settings.md). */
export const emailSettingsRoutes: FastifyPluginAsyncZod<EmailSettingsRoutesOptions> = async (app, options) => {
  const { defaults, smtpOfEnvironment, settingsKeys } = options;

  app.get(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['email'],
        summary: 'The mail server the league sends with; whether a password is kept, never the password (admins)',
        response: { 200: emailSettings, ...adminRefusals },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readEmailSettings(app.db, smtpOfEnvironment);
    },
  );

  app.put(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['email'],
        summary: 'Save the mail server; a blank password keeps the one kept, clearPassword removes it',
        body: emailSettingsBody,
        response: { 200: emailSettings, ...adminRefusals },
      },
    },
    async (request) => {
      const by = userOf(request);
      try {
        await app.db.transaction((tx) => saveEmailSettings(tx, request.body, smtpOfEnvironment, settingsKeys, by));
      } catch (error) {
        if (error instanceof NoSettingsKey) throw passwordRefusal(error.message);
        throw error;
      }
      // Only the back office reads these; every server's sender reads them before its next round.
      changesOnly(request);
      app.mailer.wake();
      return readEmailSettings(app.db, smtpOfEnvironment);
    },
  );

  app.post(
    '/test',
    {
      onRequest: requireAdmin,
      config: { keepsPublicCache: true },
      schema: {
        tags: ['email'],
        summary:
          "Send a test message now with the form's settings (a blank password: the one kept); answers what the mail server said",
        body: emailTestBody,
        response: { 200: emailTestResult, ...adminRefusals },
      },
    },
    async (request) => {
      const { to, password, clearPassword, ...settings } = request.body;
      let kept: string | null;
      try {
        kept = await passwordOfForm({ password, clearPassword }, () =>
          keptPassword(app.db, smtpOfEnvironment, settingsKeys),
        );
      } catch (error) {
        if (error instanceof SecretError || error instanceof NoKeyToOpen) {
          throw passwordRefusal(`${error.message} Type the password to test with it.`);
        }
        throw error;
      }
      const { siteName } = await readSettings(app.db, defaults);
      return sendTestMessage(
        { ...settings, password: kept },
        {
          to,
          subject: `Test message from ${siteName}`,
          text: `This message comes from the email settings of ${siteName} (${app.config.publicOrigin}/admin/settings). It went out, so the league's email will too. Nothing else needs doing.`,
        },
      );
    },
  );
};
