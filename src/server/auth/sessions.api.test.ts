import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signInAsNewAdmin } from '../../../test/app.ts';
import { SESSION_COOKIE, createSession, findSessionUser } from './sessions.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const limits = { idleMinutes: 120 };

let app: FastifyInstance;
let userId: number;
beforeAll(async () => {
  app = await createTestApp({ SESSION_IDLE_MINUTES: '120' });
  userId = (await signInAsNewAdmin(app)).id;
});
afterAll(() => app.close());

describe('a session', () => {
  it('ends after the idle limit without a request', async () => {
    const signedIn = new Date('2026-11-02T18:00:00Z');
    const { token } = await createSession(app.db, userId, limits, signedIn);
    expect(await findSessionUser(app.db, token, limits, new Date(signedIn.getTime() + 119 * MINUTE))).not.toBeNull();
    // 119 minutes after that last request, still on; 121 minutes after it, over.
    const lastUse = signedIn.getTime() + 119 * MINUTE;
    expect(await findSessionUser(app.db, token, limits, new Date(lastUse + 119 * MINUTE))).not.toBeNull();
    const again = lastUse + 119 * MINUTE;
    expect(await findSessionUser(app.db, token, limits, new Date(again + 121 * MINUTE))).toBeNull();
  });

  it('used all along, still ends 14 days after sign-in', async () => {
    const signedIn = new Date('2026-11-02T18:00:00Z');
    const { token, expiresAt } = await createSession(app.db, userId, limits, signedIn);
    expect(expiresAt.getTime() - signedIn.getTime()).toBe(14 * 24 * HOUR);
    let now = signedIn.getTime();
    while (now < signedIn.getTime() + 14 * 24 * HOUR - HOUR) {
      now += HOUR;
      expect(await findSessionUser(app.db, token, limits, new Date(now))).not.toBeNull();
    }
    expect(
      await findSessionUser(app.db, token, limits, new Date(signedIn.getTime() + 14 * 24 * HOUR + MINUTE)),
    ).toBeNull();
  });

  it('signs the browser out once idle: the next call is 401', async () => {
    const { cookie } = await signInAsNewAdmin(app);
    expect((await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
    // The session's last request was three hours ago.
    const token = cookie.slice(`${SESSION_COOKIE}=`.length);
    const threeHoursAgo = new Date(Date.now() - 3 * HOUR);
    const { token: old } = await createSession(app.db, userId, limits, threeHoursAgo);
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: `${SESSION_COOKIE}=${old}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: `${SESSION_COOKIE}=${token}` } }))
        .statusCode,
    ).toBe(200);
  });
});
