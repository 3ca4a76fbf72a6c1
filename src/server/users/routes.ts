import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams, messageBody } from '#domain/fields.ts';
import { SIGNED_IN_HINT_COOKIE } from '#domain/session-hint.ts';
import {
  CURRENT_PASSWORD_NEEDED,
  CURRENT_PASSWORD_WRONG,
  adminUser,
  changesSignIn,
  loginBody,
  newAdminBody,
  updatedOwnUser,
  updateOwnUserBody,
} from '#domain/users.ts';
import { adminOf, currentUser, requireAdmin } from '../auth/guard.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { SESSION_COOKIE, SESSION_DAYS, createSession, deleteSession, endOtherSessions } from '../auth/sessions.ts';
import { answer, done, inTransaction, refused as refusal } from '../db/write-result.ts';
import { HttpError, badRequest, conflict, databaseCode, forbidden, notFound, unauthorized } from '../http/errors.ts';
import * as users from './repository.ts';

const refused = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const usernameTakenMessage = (username: string) => `The username ${username} is already taken.`;
/** A refusal shown on the profile form's current password field. */
const currentPasswordRefused = (statusCode: 400 | 403, message: string) =>
  new HttpError(statusCode, message, { errors: [{ path: 'currentPassword', message }] });

export type UsersRoutesOptions = { loginRateLimit: number };

/**
 * Users and sign-in (docs/rules/api.md#users-and-sign-in), guarded as
 * docs/rules/roles.md#what-the-server-enforces says.
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, options) => {
  // Admin accounts are not league data: their changes keep the public read cache.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, keepsPublicCache: true };
  });

  app.post(
    '/login',
    {
      config: { rateLimit: { max: options.loginRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Sign in; sets the session cookie',
        body: loginBody,
        response: { 200: adminUser, ...refused },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const found = await users.findAdminForLogin(app.db, username);
      // Without a matching user the decoy hash is checked anyway, so timing tells nothing.
      const valid = await verifyPassword(password, found?.passwordHash ?? (await decoyPasswordHash()));
      if (!found || !valid) throw unauthorized('Invalid username or password.');
      const { token, expiresAt } = await createSession(app.db, found.id, app.config.session);
      const cookie = {
        path: '/',
        sameSite: 'lax' as const,
        secure: request.protocol === 'https',
        expires: expiresAt,
        maxAge: SESSION_DAYS * 24 * 60 * 60,
      };
      reply.setCookie(SESSION_COOKIE, token, { ...cookie, httpOnly: true });
      reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...cookie, httpOnly: false });
      const { passwordHash: _hash, ...user } = found;
      return user;
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['users'], summary: 'Sign out; ends the session', response: { 200: messageBody } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
      return { message: 'Signed out.' };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in account, admin or scorekeeper',
        response: { 200: adminUser, 401: errorBody },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const found = user && (await users.findAdmin(app.db, user.id));
      if (!found) throw unauthorized();
      return found;
    },
  );

  app.get(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'All accounts, admins and scorekeepers',
        response: { 200: z.array(adminUser), 401: errorBody, 403: errorBody },
      },
    },
    async () => users.listAdmins(app.db),
  );

  app.post(
    '/',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Add an admin, or a scorekeeper of one league or of every league',
        body: newAdminBody,
        response: { 201: adminUser, ...refused },
      },
    },
    async (request, reply) => {
      const { name, username, password, role, leagueId } = request.body;
      const passwordHash = await hashPassword(password);
      const result = await inTransaction(app.db, (tx) =>
        users.addAdmin(tx, { name, username, passwordHash, role, leagueId }),
      )
        // Two admins adding the same username at once: the unique index refuses the second.
        .catch((error: unknown) => {
          if (databaseCode(error) === '23505') return refusal('username taken');
          throw error;
        });
      return reply.code(201).send(
        answer(result, {
          'username taken': () => conflict(usernameTakenMessage(username)),
          'no league': () => badRequest('That league does not exist.'),
        }),
      );
    },
  );

  app.put(
    '/',
    {
      onRequest: requireAdmin,
      config: {
        // Guesses at the current password are limited as sign-in is, but per account: a stolen
        // session is one account whichever addresses it is used from. Only a call that carries a
        // current password is counted, once the session and the body are known.
        rateLimit: {
          max: options.loginRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `account ${adminOf(request).id}`,
          allowList: (request) => !hasCurrentPassword(request.body),
        },
      },
      schema: {
        tags: ['users'],
        summary:
          'Update the signed-in admin (a blank password keeps the current one; a new password or username needs currentPassword; a new password signs out their other sessions)',
        body: updateOwnUserBody,
        response: { 200: updatedOwnUser, ...refused },
      },
    },
    async (request) => {
      const me = adminOf(request);
      const { name, username, password, currentPassword } = request.body;
      if (currentPassword === null) {
        if (changesSignIn(request.body, me)) throw currentPasswordRefused(400, CURRENT_PASSWORD_NEEDED);
      } else {
        const stored = await users.passwordHashOf(app.db, me.id);
        if (stored === undefined) throw unauthorized();
        if (!(await verifyPassword(currentPassword, stored))) throw currentPasswordRefused(403, CURRENT_PASSWORD_WRONG);
      }
      const passwordHash = password ? await hashPassword(password) : undefined;
      const result = await inTransaction(app.db, async (tx) => {
        const updated = await users.updateAdmin(tx, me.id, { name, username, passwordHash });
        if (!updated.ok) return updated;
        // A stolen cookie must not outlive the owner's new password.
        const token = request.cookies[SESSION_COOKIE] as string;
        const otherSessionsEnded = passwordHash ? await endOtherSessions(tx, me.id, token) : 0;
        return done({ ...updated.value, passwordChanged: passwordHash !== undefined, otherSessionsEnded });
      });
      return answer(result, {
        'username taken': () => conflict(usernameTakenMessage(username)),
        // The signed-in admin's own row is gone: their session no longer stands for anyone.
        'not found': () => unauthorized(),
      });
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Delete another admin',
        params: idParams,
        response: { 200: messageBody, ...refused },
      },
    },
    async (request) => {
      const me = adminOf(request);
      const { id } = request.params;
      answer(await inTransaction(app.db, (tx) => users.deleteAdmin(tx, id, me.id)), {
        'not found': () => notFound(`No admin has the id ${id}.`),
        'own account': () => forbidden('You cannot delete your own account.'),
        protected: () => forbidden('The protected administrator account cannot be deleted.'),
      });
      return { message: 'User Deleted' };
    },
  );
};

/** Whether a validated profile update carries a current password to check. */
function hasCurrentPassword(body: unknown): boolean {
  const parsed = updateOwnUserBody.pick({ currentPassword: true }).safeParse(body);
  return parsed.success && parsed.data.currentPassword !== null;
}
