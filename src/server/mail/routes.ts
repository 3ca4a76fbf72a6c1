import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '#domain/fields.ts';
import { maskEmail, outboxPage, outboxQuery, unsubscribeAnswer } from '#domain/mail.ts';
import { requireAdmin } from '../auth/guard.ts';
import { notFound } from '../http/errors.ts';
import { changesOnly } from '../http/public-cache/writes.ts';
import { listOutbox, recipientOfToken, unsubscribe } from './outbox.ts';
import { readEmailSettings, type SmtpSettings } from './smtp-settings.ts';

const tokenParams = z.object({
  token: z.string().regex(/^[\w-]{16,64}$/, { error: 'That unsubscribe link is not valid.' }),
});
const linkNotFound = 'That unsubscribe link is not valid. Copy the whole link from the email.';

/** The outbox for admins, and the one-click unsubscribe that needs no sign-in (docs/rules/api.md#email). */
export const mailRoutes: FastifyPluginAsyncZod<{ smtpOfEnvironment: SmtpSettings }> = async (app, options) => {
  // A mail program's one-click unsubscribe posts a form (RFC 8058); its body says nothing more.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/outbox',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['email'],
        summary: 'Messages waiting, sent and failed, newest first, with counts by status (admins)',
        querystring: outboxQuery,
        response: { 200: outboxPage, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({
      smtpConfigured: (await readEmailSettings(app.db, options.smtpOfEnvironment)).host !== '',
      ...(await listOutbox(app.db, request.query)),
    }),
  );

  app.get(
    '/unsubscribe/:token',
    {
      schema: {
        tags: ['email'],
        summary: "An unsubscribe link's address (masked) and whether it is unsubscribed",
        params: tokenParams,
        response: { 200: unsubscribeAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const found = await recipientOfToken(app.db, request.params.token);
      if (!found) throw notFound(linkNotFound);
      return { email: maskEmail(found.email), unsubscribed: found.unsubscribedAt !== null };
    },
  );

  app.post(
    '/unsubscribe/:token',
    {
      schema: {
        tags: ['email'],
        summary: 'One-click unsubscribe from game news and reminders, without signing in',
        params: tokenParams,
        response: { 200: unsubscribeAnswer, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const email = await app.db.transaction((tx) => unsubscribe(tx, request.params.token));
      if (email === null) throw notFound(linkNotFound);
      changesOnly(request);
      return { email: maskEmail(email), unsubscribed: true };
    },
  );
};
