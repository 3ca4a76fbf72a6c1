/**
 * Runs on every supported Node.js major: it sends mail over SMTP sockets and writes files.
 * @module-tag node-apis
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signInAsNewAdmin, testConfig, unique } from '../../../test/app.ts';
import { capturedLog } from '../../../test/captured-log.ts';
import { freePort } from '../../../test/free-port.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import { registrant } from '../../../test/registrant.ts';
import { buildSmallLeague } from '../../../test/small-league.ts';
import { startSmtpServer, type Inbox } from '../../../test/smtp.ts';
import { buildApp } from '../app.ts';
import { restoreBackup } from '../backup/restore.ts';
import { writeBackup } from '../backup/write.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { outbox, siteSettingsRow } from '../db/schema.ts';
import { openSecret } from '../site/secret-box.ts';
import { NO_KEY_MESSAGE } from '../site/settings-key.ts';

// Two servers on one database, as a site with several servers runs: the admin saves on the
// first, whose sender is stopped, so that only the second's can send what waits.
const KEY = randomBytes(32).toString('base64');
const LOGIN = { user: 'league-mailer', password: `Pw-${randomBytes(8).toString('hex')}-secret` };
const log = capturedLog();
const databases = ownDatabases();
let handle: DatabaseHandle;
let app: FastifyInstance;
let other: FastifyInstance;
let inbox: Inbox;
let closedPort: number;
let cookie: string;
let teamId: number;
let leagueId: number;

const URL = '/api/site/settings/email';

beforeAll(async () => {
  inbox = await startSmtpServer(await freePort(), LOGIN);
  // Nothing listens there: a connection to it is refused at once.
  closedPort = await freePort();
  const handles = await databases.fresh(2);
  handle = handles[0]!;
  app = await buildApp(testConfig({ SETTINGS_KEY: KEY, LOG_LEVEL: 'debug' }), {
    logger: { level: 'debug', stream: log.stream },
    database: handle,
  });
  other = await buildApp(testConfig({ SETTINGS_KEY: KEY }), { logger: false, database: handles[1] ?? handle });
  await Promise.all([app.ready(), other.ready()]);
  await app.mailer.stop();
  const league = await buildSmallLeague(app.db);
  teamId = league.teams.c.id;
  leagueId = league.league.id;
  cookie = (await signInAsNewAdmin(app)).cookie;
});
afterAll(async () => {
  await other?.close();
  await app?.close();
  await inbox?.stop();
  await databases.dropAll();
});

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as: string | null = cookie) {
  const response = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: as ? { cookie: as } : {},
  });
  return { status: response.statusCode, body: response.json(), text: response.body };
}

/** The form as an admin fills it for the test's SMTP server. */
const form = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: String(inbox.port),
  security: 'none',
  user: LOGIN.user,
  password: LOGIN.password,
  clearPassword: false,
  from: 'City League <league@example.org>',
  ...overrides,
});

const storedMail = async () =>
  (await app.db.select({ mail: siteSettingsRow.mail }).from(siteSettingsRow).where(eq(siteSettingsRow.id, 1)))[0]!.mail;

const changes = async () => (await call('GET', '/api/site/settings')).body.changes as { fields: object[] }[];

/** Every place a password could leak to: the answers given, the history, and the log. */
function expectNowhere(secret: string, ...answers: string[]) {
  expect(log.lines.length).toBeGreaterThan(0);
  for (const answer of answers) expect(answer).not.toContain(secret);
  expect(log.lines.filter((line) => line.includes(secret))).toEqual([]);
}

describe('the email settings', () => {
  it('are saved by an admin; the password never comes back, is kept sealed, and the history only says it changed', async () => {
    // From no mail server (whatever an earlier test left) to the test's.
    await call('PUT', URL, form({ host: '', user: '', password: '', clearPassword: true }));
    const saved = await call('PUT', URL, form());
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      host: '127.0.0.1',
      port: inbox.port,
      security: 'none',
      user: LOGIN.user,
      from: 'City League <league@example.org>',
      passwordSet: true,
      saved: true,
    });
    const read = await call('GET', URL);
    expect(read.body).toEqual(saved.body);

    // At rest: sealed, and it opens with the key only.
    const stored = await storedMail();
    expect(stored!.password).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(LOGIN.password);
    expect(openSecret(Buffer.from(KEY, 'base64'), stored!.password!, 'site_settings.mail.password')).toBe(
      LOGIN.password,
    );

    // The public settings say nothing of the mail server.
    const site = await call('GET', '/api/site', undefined, null);
    expect(site.status).toBe(200);
    expect(Object.keys(site.body)).not.toEqual(expect.arrayContaining(['host', 'user', 'password', 'mail']));
    expect(site.text).not.toContain(LOGIN.user);

    const history = await call('GET', '/api/site/settings');
    expect(history.body.changes[0].fields).toEqual([
      { field: 'smtpHost', from: '', to: '127.0.0.1' },
      { field: 'smtpUser', from: '', to: LOGIN.user },
      { field: 'smtpPassword', from: 'not set', to: 'set' },
    ]);
    expectNowhere(LOGIN.password, saved.text, read.text, site.text, history.text);

    // A blank password keeps the one kept; the same values again record nothing.
    const before = (await changes()).length;
    expect((await call('PUT', URL, form({ password: '' }))).body.passwordSet).toBe(true);
    expect((await storedMail())!.password).toBe(stored!.password);
    expect(await changes()).toHaveLength(before);

    // Another port, the password left blank: only the port's change is recorded.
    const moved = await call('PUT', URL, form({ password: '', port: 2525 }));
    expect(moved.body).toMatchObject({ port: 2525, passwordSet: true });
    expect((await changes())[0]!.fields).toEqual([{ field: 'smtpPort', from: inbox.port, to: 2525 }]);

    // Clearing it removes it, and says so without a value.
    const cleared = await call('PUT', URL, form({ password: '', clearPassword: true }));
    expect(cleared.body.passwordSet).toBe(false);
    expect((await storedMail())!.password).toBeNull();
    expect((await changes())[0]!.fields).toEqual([
      { field: 'smtpPort', from: 2525, to: inbox.port },
      { field: 'smtpPassword', from: 'set', to: 'removed' },
    ]);
    expectNowhere(LOGIN.password, (await call('GET', '/api/site/settings')).text);
  });

  it('sends a test message with the settings in the form, and says what the mail server answered', async () => {
    const to = `${unique('admin')}@example.com`;
    const sent = await call('POST', `${URL}/test`, { ...form(), to });
    expect(sent.status).toBe(200);
    expect(sent.body.sent).toBe(true);
    expect(sent.body.message).toMatch(new RegExp(`^Sent to ${to}\\. The mail server answered: 250 OK: message queued`));
    const message = await vi.waitFor(
      () => {
        const found = inbox.messages.find((parsed) => parsed.subject === 'Test message from City Hoops League');
        if (!found || !JSON.stringify(found.to).includes(to)) throw new Error('not there yet');
        return found;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(message.from?.text).toBe('"City League" <league@example.org>');

    // A blank password tries the one kept.
    await call('PUT', URL, form());
    expect((await call('POST', `${URL}/test`, { ...form({ password: '' }), to })).body.sent).toBe(true);

    const wrong = await call('POST', `${URL}/test`, { ...form({ password: 'not-the-password' }), to });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({
      sent: false,
      message: 'The mail server refused the user name or password: 535 Authentication failed',
    });

    const started = performance.now();
    const unreachable = await call('POST', `${URL}/test`, { ...form({ port: closedPort }), to });
    expect(unreachable.body).toEqual({
      sent: false,
      message: `Could not connect to 127.0.0.1:${closedPort}: connection refused.`,
    });
    expect(performance.now() - started).toBeLessThan(5000);

    // A test saves nothing.
    expect((await call('GET', URL)).body).toMatchObject({ port: inbox.port, passwordSet: true });
    expectNowhere(LOGIN.password, sent.text, wrong.text, unreachable.text);
  });

  it('take effect on every server without a restart: a waiting message goes once they are saved', async () => {
    await call('PUT', URL, form({ host: '' }));
    const person = registrant(teamId);
    expect((await call('POST', '/api/players', person, null)).status).toBe(201);
    const row = async () =>
      (
        await app.db
          .select()
          .from(outbox)
          .where(sql`${outbox.toAddress} = ${person.email}`)
      )[0]!;
    // No mail server: the other server's sender tries nothing, and the message waits.
    expect(await other.mailer.sendDue()).toBe(0);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 0 });

    // Saved on this server; the other, never told, reads them before its next round.
    await call('PUT', URL, form());
    await other.mailer.sendDue();
    await vi.waitFor(async () => expect(await row()).toMatchObject({ status: 'sent', attempts: 1 }), {
      timeout: 10_000,
      interval: 50,
    });
    expect(inbox.messages.some((message) => JSON.stringify(message.to).includes(person.email))).toBe(true);
    // The outbox screen says email is set up.
    expect((await call('GET', '/api/outbox')).body.smtpConfigured).toBe(true);
  });

  it('refuse a bad port, server or sender with its message, and change nothing', async () => {
    await call('PUT', URL, form());
    const before = [(await call('GET', URL)).body, (await changes()).length];
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ port: '0' }, 'port', 'Port must be a whole number from 1 to 65535.'],
      [{ port: 70000 }, 'port', 'Port must be a whole number from 1 to 65535.'],
      [{ port: 'smtp' }, 'port', 'Port must be a whole number from 1 to 65535.'],
      [{ from: 'the league' }, 'from', 'Sender must be an email address, such as City League <league@example.org>.'],
      [
        { from: 'League <league@>' },
        'from',
        'Sender must be an email address, such as City League <league@example.org>.',
      ],
      [{ from: '' }, 'from', 'Sender is required.'],
      [
        { host: 'mail server.example.org' },
        'host',
        'Mail server must be a host name such as mail.example.org, or blank to send no email.',
      ],
      [{ security: 'ssl' }, 'security', 'Choose how the connection is secured.'],
    ];
    for (const [change, path, message] of refusals) {
      const refused = await call('PUT', URL, form(change));
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.errors, JSON.stringify(change)).toContainEqual({ path, message });
    }
    const badTest = await call('POST', `${URL}/test`, { ...form({ port: '99999' }), to: 'nobody' });
    expect(badTest.status).toBe(400);
    expect(badTest.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'port', message: 'Port must be a whole number from 1 to 65535.' },
        { path: 'to', message: 'Please enter a valid email address.' },
      ]),
    );
    expect((await call('POST', `${URL}/test`, { ...form({ host: '' }), to: 'a@example.com' })).body.errors).toEqual([
      { path: 'host', message: 'Enter the mail server to test.' },
    ]);
    expect([(await call('GET', URL)).body, (await changes()).length]).toEqual(before);
  });

  it('are for admins only', async () => {
    const keeper = { username: unique('keeper'), password: unique('pass') };
    await call('POST', '/api/users', { name: 'Keeper', ...keeper, role: 'scorekeeper', leagueId });
    const scorekeeper = await signIn(app, keeper.username, keeper.password);
    for (const [method, url, payload] of [
      ['GET', URL, undefined],
      ['PUT', URL, form()],
      ['POST', `${URL}/test`, { ...form(), to: 'a@example.com' }],
    ] as const) {
      expect((await call(method, url, payload, null)).status).toBe(401);
      const refused = await call(method, url, payload, scorekeeper);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Scorekeepers may only enter scores and stat lines.');
    }
  });
});

describe('backups and exports', () => {
  it('hold the password only sealed, and a backup restored with the same key sends with it', async () => {
    await call('PUT', URL, form());
    const folder = await mkdtemp(path.join(tmpdir(), 'email-settings-'));
    try {
      const file = path.join(folder, 'backup.jsonl.gz');
      await writeBackup(handle, file);
      const backup = gunzipSync(await readFile(file)).toString('utf8');
      expect(backup).not.toContain(LOGIN.password);
      expect(backup).toContain((await storedMail())!.password);

      const json = await app.inject({ method: 'GET', url: '/api/export.json', headers: { cookie } });
      expect(json.statusCode).toBe(200);
      expect(json.body).not.toContain(LOGIN.password);
      expect(json.body).not.toContain(LOGIN.user);
      const zip = await app.inject({ method: 'GET', url: '/api/export.zip', headers: { cookie } });
      for (const [name, content] of Object.entries(unzipSync(new Uint8Array(zip.rawPayload)))) {
        expect(strFromU8(content), name).not.toContain(LOGIN.password);
      }

      // Restored with the same key, the kept password opens and the test goes through with it.
      const to = `${unique('restored')}@example.com`;
      const blank = { ...form({ password: '' }), to };
      const restoredSame = (await databases.fresh())[0]!;
      const restoredOther = (await databases.fresh())[0]!;
      await restoreBackup(restoredSame, file);
      await restoreBackup(restoredOther, file);
      const sameKey = await buildApp(testConfig({ SETTINGS_KEY: KEY }), { logger: false, database: restoredSame });
      const otherKey = await buildApp(testConfig({ SETTINGS_KEY: randomBytes(32).toString('hex') }), {
        logger: false,
        database: restoredOther,
      });
      try {
        const sameCookie = (await signInAsNewAdmin(sameKey)).cookie;
        const sent = await sameKey.inject({
          method: 'POST',
          url: `${URL}/test`,
          payload: blank,
          headers: { cookie: sameCookie },
        });
        expect(sent.json()).toMatchObject({ sent: true });

        // Another key cannot open it, and says so.
        const otherCookie = (await signInAsNewAdmin(otherKey)).cookie;
        const refused = await otherKey.inject({
          method: 'POST',
          url: `${URL}/test`,
          payload: blank,
          headers: { cookie: otherCookie },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(
          'The stored secret cannot be opened: it was sealed with another settings key, or changed. Type the password to test with it.',
        );
        // Typing it works, and saving it seals it under the new key.
        const typed = await otherKey.inject({
          method: 'PUT',
          url: URL,
          payload: form(),
          headers: { cookie: otherCookie },
        });
        expect(typed.json()).toMatchObject({ passwordSet: true });
        const retried = await otherKey.inject({
          method: 'POST',
          url: `${URL}/test`,
          payload: blank,
          headers: { cookie: otherCookie },
        });
        expect(retried.json()).toMatchObject({ sent: true });
      } finally {
        await sameKey.close();
        await otherKey.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('a server without SETTINGS_KEY on PostgreSQL', () => {
  it('refuses to store a password, with a message, and stores the rest', async () => {
    const [database] = await databases.fresh();
    const keyless = await buildApp(
      { ...testConfig(), settingsKey: { kind: 'none' } },
      { logger: false, database: database! },
    );
    try {
      const keylessCookie = (await signInAsNewAdmin(keyless)).cookie;
      const put = (payload: object) =>
        keyless.inject({ method: 'PUT', url: URL, payload, headers: { cookie: keylessCookie } });
      const refused = await put(form());
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: NO_KEY_MESSAGE,
        errors: [{ path: 'password', message: NO_KEY_MESSAGE }],
      });
      const read = await keyless.inject({ method: 'GET', url: URL, headers: { cookie: keylessCookie } });
      expect(read.json()).toMatchObject({ host: '', saved: false });

      const withoutPassword = await put(form({ password: '' }));
      expect(withoutPassword.json()).toMatchObject({ host: '127.0.0.1', passwordSet: false, saved: true });
    } finally {
      await keyless.close();
    }
  });
});
