import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdmin, SCOREKEEPERS_REFUSED } from '#domain/roles.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { SESSION_COOKIE, findSessionUser, isSessionToken, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` and `requireScorekeeping`; absent on public routes. */
    admin?: SessionUser;
  }
}

const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in account of a request, admin or scorekeeper, or null; looked up once per request. */
export function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const token = request.cookies[SESSION_COOKIE];
    // A cookie that cannot be one of our tokens is no session, and costs no query.
    lookup =
      token && isSessionToken(token)
        ? findSessionUser(request.server.db, token, request.server.config.session).then((user) => {
            if (user) request.admin = user;
            return user;
          })
        : Promise.resolve(null);
    lookups.set(request, lookup);
  }
  return lookup;
}

/**
 * The signed-in admin of a request, or null: a scorekeeper reads the public site as a visitor
 * does (no contact details, no hidden awards).
 */
export async function currentAdmin(request: FastifyRequest): Promise<SessionUser | null> {
  const user = await currentUser(request);
  return user && isAdmin(user) ? user : null;
}

/** Whether the request comes from a signed-in admin: the rate limits' one exemption (docs/rules/roles.md#rate-limits). */
export async function isAdminRequest(request: FastifyRequest): Promise<boolean> {
  return (await currentAdmin(request)) !== null;
}

/** Whether the request comes from a signed-in account: a valid session, not just any cookie. */
export async function isSignedIn(request: FastifyRequest): Promise<boolean> {
  return (await currentUser(request)) !== null;
}

/**
 * The one server-side guard of every admin route: `onRequest: requireAdmin`, so a call is
 * refused before its body is even read: 401 without a session, 403 for a scorekeeper
 * (docs/rules/roles.md#what-the-server-enforces). Afterwards `request.admin` is set.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  if (!isAdmin(user)) throw forbidden(SCOREKEEPERS_REFUSED);
}

/**
 * The guard of the scorekeeping routes (scores, stat lines, a game's history): any signed-in
 * account; whether it keeps the scores of the game's league is asked once the game is read,
 * by `checkKeepsScores` in src/server/games/scorekeeping.ts.
 */
export async function requireScorekeeping(request: FastifyRequest, _reply: FastifyReply) {
  if (!(await currentUser(request))) throw unauthorized();
}

/** The account of a guarded route (after `requireAdmin` or `requireScorekeeping`). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** The admin of a guarded route (after `requireAdmin`). */
export const adminOf = userOf;
