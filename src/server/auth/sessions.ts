import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Account } from '#domain/roles.ts';
import type { Executor } from '../db/client.ts';
import { accountColumns, adminUsers, sessions } from '../db/schema.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 14;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a cookie's value has the shape of a session token (32 random bytes, base64url). */
export const isSessionToken = (value: string) => TOKEN.test(value);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionUser = Account & { id: number; name: string; username: string; isProtected: boolean };

/**
 * How long a session lives: at most `SESSION_DAYS` from sign-in, and no longer than
 * `idleMinutes` (`SESSION_IDLE_MINUTES`) after its last request.
 */
export type SessionLimits = { idleMinutes: number };

/** A session's end: its idle limit from `now`, never past its absolute limit. */
function endOf(createdAt: Date, now: Date, limits: SessionLimits): Date {
  return new Date(
    Math.min(createdAt.getTime() + SESSION_DAYS * DAY_MS, now.getTime() + limits.idleMinutes * MINUTE_MS),
  );
}

/**
 * Starts a session and returns the token for the cookie, with the latest the session can last
 * (the cookie's expiry; the server ends it sooner when it goes idle). Only its hash is stored.
 */
export async function createSession(db: Executor, userId: number, limits: SessionLimits, now = new Date()) {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: endOf(now, now, limits), createdAt: now });
  // Expired sessions are swept whenever someone signs in.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { token, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) };
}

/**
 * The account of a live session, or null. Each request moves the session's end to the idle
 * limit from now (written at most once a minute, so a busy admin costs one write a minute).
 */
export async function findSessionUser(
  db: Executor,
  token: string,
  limits: SessionLimits,
  now = new Date(),
): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      ...accountColumns,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const { createdAt, expiresAt, ...user } = row;
  const end = endOf(createdAt, now, limits);
  if (end.getTime() - expiresAt.getTime() >= MINUTE_MS) {
    await db.update(sessions).set({ expiresAt: end }).where(eq(sessions.tokenHash, tokenHash));
  }
  return user;
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
