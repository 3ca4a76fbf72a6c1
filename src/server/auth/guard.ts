import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import { SESSION_COOKIE, findSessionUser, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin`; absent on public routes. */
    admin?: SessionUser;
  }
}

/** The signed-in admin of a request, or null; looked up once per request. */
export async function currentAdmin(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.admin) return request.admin;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const user = await findSessionUser(request.server.db, token);
  if (user) request.admin = user;
  return user;
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
