import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Account } from '#domain/roles.ts';
import type { Executor } from '../db/client.ts';
import { adminUsers, sessions } from '../db/schema.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a cookie's value has the shape of a session token (32 random bytes, base64url). */
export const isSessionToken = (value: string) => TOKEN.test(value);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionUser = Account & { id: number; name: string; username: string; isProtected: boolean };

/** Starts a session and returns the token for the cookie; only its hash is stored. */
export async function createSession(db: Executor, userId: number, now = new Date()) {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  // Expired sessions are swept whenever someone signs in.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { token, expiresAt };
}

export async function findSessionUser(db: Executor, token: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: adminUsers.id,
      name: adminUsers.name,
      username: adminUsers.username,
      isProtected: adminUsers.isProtected,
      role: adminUsers.role,
      leagueId: adminUsers.leagueId,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Executor, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user but the one with `keepToken` (after a password change); returns how many ended. */
export async function endOtherSessions(db: Executor, userId: number, keepToken: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))))
    .returning({ userId: sessions.userId });
  return ended.length;
}
