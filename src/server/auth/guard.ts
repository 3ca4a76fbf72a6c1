import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import { SESSION_COOKIE, findSessionUser, isSessionToken, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin`; absent on public routes. */
    admin?: SessionUser;
  }
}

const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in admin of a request, or null; looked up once per request, found or not. */
export function currentAdmin(request: FastifyRequest): Promise<SessionUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const token = request.cookies[SESSION_COOKIE];
    // A cookie that cannot be one of our tokens is no session, and costs no query.
    lookup =
      token && isSessionToken(token)
        ? findSessionUser(request.server.db, token).then((user) => {
            if (user) request.admin = user;
            return user;
          })
        : Promise.resolve(null);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** Whether the request comes from a signed-in admin: a valid session, not just any cookie. */
export async function isSignedIn(request: FastifyRequest): Promise<boolean> {
  return (await currentAdmin(request)) !== null;
}

/**
 * The one server-side guard of every admin route: `onRequest: requireAdmin`, so an anonymous
 * call is refused before its body is even read.
 * Refuses with 401 before the handler runs; afterwards `request.admin` is set.
 */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  const user = await currentAdmin(request);
  if (!user) throw unauthorized();
}

/** The admin of a guarded route (after `requireAdmin`). */
export function adminOf(request: FastifyRequest): SessionUser {
  if (!request.admin) throw unauthorized();
  return request.admin;
}
