import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNewAdmin, testConfig, unique } from '../../../test/app.ts';
import { capturedLog } from '../../../test/captured-log.ts';
import { buildApp } from '../app.ts';
import { adminUsers, players } from '../db/schema.ts';

/** Every line the app logs, as written. */
const { stream, lines } = capturedLog();

const EMAIL = 'private.person@example.com';
const PHONE = '(212) 555-0187';
const PHONE_DIGITS = '2125550187';
const HASH = `scrypt$32768$8$1$c2FsdHNhbHQ$${'SECRETHASH'.repeat(8)}`;

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await buildApp(testConfig({ REGISTRATION_RATE_LIMIT: '10000' }), { logger: { level: 'trace', stream } });
  // Database errors the services never cause, each carrying personal data in its query.
  app.post('/api/test-only/duplicate-admin', async () => {
    const [existing] = await app.db.select({ username: adminUsers.username }).from(adminUsers).limit(1);
    await app.db.insert(adminUsers).values({ name: EMAIL, username: existing!.username, passwordHash: HASH });
    return {};
  });
  app.post('/api/test-only/nul-byte', async () => {
    await app.db.insert(players).values({ firstName: 'a\u0000b', lastName: 'x', email: EMAIL, phoneNumber: PHONE });
    return {};
  });
  app.post('/api/test-only/failing-query', async () => {
    await app.db.execute(sql`select ${EMAIL}::int, ${HASH}::int`);
    return {};
  });
  await app.ready();
  cookie = (await signInAsNewAdmin(app)).cookie;
});
afterAll(() => app.close());

/** The log lines written while `action` ran. */
async function logOf(action: () => Promise<unknown>) {
  const from = lines.length;
  await action();
  // pino writes synchronously to a plain stream, but give it the same tick the request had.
  await new Promise((resolve) => setImmediate(resolve));
  return lines.slice(from);
}

function expectNothingPrivate(logged: string[]) {
  for (const secret of [EMAIL, PHONE, PHONE_DIGITS, 'SECRETHASH', 'scrypt$', 'insert into', 'select ']) {
    expect(
      logged.filter((line) => line.toLowerCase().includes(secret.toLowerCase())),
      secret,
    ).toEqual([]);
  }
}

describe('the log', () => {
  it('never holds the email or phone of a registration refused for a NUL byte, which is a clear 400', async () => {
    const logged = await logOf(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/players',
        payload: {
          firstName: 'Ann\u0000',
          lastName: 'Lee',
          email: EMAIL,
          phoneNumber: PHONE,
          teamId: 1,
          agreeToWaiver: true,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Must not contain control characters.',
        errors: [{ path: 'firstName', message: 'Must not contain control characters.' }],
      });
    });
    expect(logged.length).toBeGreaterThan(0);
    expectNothingPrivate(logged);
    const [stored] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(players)
      .where(sql`email = ${EMAIL}`);
    expect(stored?.n).toBe(0);
  });

  it("never holds a new admin's password hash, even when the database refuses the row", async () => {
    const logged = await logOf(async () => {
      const refused = await app.inject({ method: 'POST', url: '/api/test-only/duplicate-admin', payload: {} });
      expect(refused.statusCode).toBe(409);
      const nul = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie },
        payload: { name: 'N\u0000', username: unique('nul'), password: 'secret-pass' },
      });
      expect(nul.statusCode).toBe(400);
    });
    const refusal = logged
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'database refused the request');
    expect(refusal?.err).toMatchObject({ message: 'Failed query', cause: { code: '23505' } });
    expectNothingPrivate(logged);
  });

  it('answers 400 for a character the database cannot store, and logs no query', async () => {
    const logged = await logOf(async () => {
      const response = await app.inject({ method: 'POST', url: '/api/test-only/nul-byte', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The text holds a character that cannot be stored.' });
    });
    expectNothingPrivate(logged);
  });

  it("logs a failed query's code and place, never its text, parameters or the values it quotes", async () => {
    const logged = await logOf(async () => {
      const response = await app.inject({ method: 'POST', url: '/api/test-only/failing-query', payload: {} });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    });
    const failure = logged.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure?.level).toBe(50);
    expect(failure?.err).toMatchObject({ type: expect.any(String), cause: { code: '22P02' } });
    expect(failure?.err.stack).toMatch(/\n\s+at /);
    expectNothingPrivate(logged);
  });

  it("holds no link's token and no query value: an unsubscribe link and an admin's lookup by email", async () => {
    const token = 'Zr4nd0m-T0ken_0f-An-Unsubscribe-Link';
    const logged = await logOf(async () => {
      await app.inject({ method: 'GET', url: `/api/unsubscribe/${token}` });
      await app.inject({ method: 'POST', url: `/api/unsubscribe/${token}`, payload: {} });
      await app.inject({ method: 'GET', url: `/unsubscribe/${token}` });
      const lookup = await app.inject({
        method: 'GET',
        url: `/api/players/matches?email=${encodeURIComponent(EMAIL)}`,
        headers: { cookie },
      });
      expect(lookup.statusCode).toBe(200);
    });
    const urls = logged.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining(['/api/unsubscribe/…', '/unsubscribe/…', '/api/players/matches?email=…']),
    );
    expect(logged.filter((line) => line.includes(token))).toEqual([]);
    expect(logged.filter((line) => line.includes(encodeURIComponent(EMAIL)))).toEqual([]);
    expectNothingPrivate(logged);
  });

  it('names no client address in request lines', async () => {
    const logged = await logOf(() =>
      app.inject({ method: 'GET', url: '/api/leagues', remoteAddress: '198.51.100.23' }),
    );
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((line) => line.includes('198.51.100.23'))).toEqual([]);
  });
});

describe('start-up', () => {
  async function startUpLog(env: Record<string, string>) {
    const log = capturedLog();
    const started = await buildApp(testConfig(env), { logger: { level: 'warn', stream: log.stream } });
    await started.close();
    return log.entries() as { level: number; msg: string }[];
  }

  it('warns in production when PUBLIC_ORIGIN is unset, naming the address links will carry', async () => {
    const warned = await startUpLog({ NODE_ENV: 'production', PORT: '3000' });
    expect(warned).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/^PUBLIC_ORIGIN is not set: .*http:\/\/127\.0\.0\.1:3000/),
      }),
    );
  });

  it('says nothing of PUBLIC_ORIGIN once it is set, or outside production', async () => {
    const quiet = [
      ...(await startUpLog({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://league.example.org' })),
      ...(await startUpLog({})),
    ];
    expect(quiet.filter((entry) => entry.msg.includes('PUBLIC_ORIGIN'))).toEqual([]);
  });
});
