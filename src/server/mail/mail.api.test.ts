/**
 * Runs on every supported Node.js major: it sends mail over SMTP sockets.
 * @module-tag node-apis
 */
import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { outbox, players } from '../db/schema.ts';
import { testConfig, unique } from '../../../test/app.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import { registrant } from '../../../test/registrant.ts';
import { useSmallLeagueApp } from '../../../test/small-league.ts';
import { freePort } from '../../../test/free-port.ts';
import { startSmtpServer, type Inbox } from '../../../test/smtp.ts';
import { queueWeeklyReminders } from './reminders.ts';

const ORIGIN = 'https://league.example.org';
const port = await freePort();
const mailConfig = {
  SITE_NAME: 'City League',
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'City League <league@example.org>',
  PUBLIC_ORIGIN: ORIGIN,
};
const setup = useSmallLeagueApp(mailConfig);
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startSmtpServer(port);
});
afterAll(() => inbox.stop());

const inAFortnight = dayjs().add(14, 'day').format('YYYY-MM-DD');

const recipientOf = (message: ParsedMail) => (Array.isArray(message.to) ? message.to[0] : message.to)?.text ?? '';

/** The messages delivered to `address`, once as many as `count` have arrived. */
async function deliveredTo(address: string, count = 1): Promise<ParsedMail[]> {
  return vi.waitFor(
    () => {
      const found = inbox.messages.filter((message) => recipientOf(message) === address);
      if (found.length < count) throw new Error(`${found.length} of ${count} messages to ${address} so far`);
      return found;
    },
    { timeout: 15_000, interval: 50 },
  );
}

const outboxRows = (address: string) =>
  setup.app.db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = ${address.toLowerCase()}`)
    .orderBy(outbox.id);

/** A registration form of Ada, a person of the test's own. */
const person = (teamId: number) => registrant(teamId, { firstName: 'Ada' });

/** A game to come between teams A and B of the small league (Ann and Abe against Bea). */
async function gameAhead(time = '19:00') {
  const game = await setup.made('POST', '/api/games', {
    homeTeamId: setup.league.teams.a.id,
    awayTeamId: setup.league.teams.b.id,
    date: inAFortnight,
    time,
    locationId: setup.league.location.id,
  });
  return game.id as number;
}

/** A header as the message carried it, unparsed. */
const headerOf = (message: ParsedMail, name: string) =>
  message.headerLines
    .find((header) => header.key === name)
    ?.line.slice(name.length + 1)
    .trim();

const unsubscribeTokenOf = (message: ParsedMail) =>
  new RegExp(`^<${ORIGIN}/api/unsubscribe/([\\w-]+)>$`).exec(headerOf(message, 'list-unsubscribe') ?? '')?.[1];

describe('emails that reach the players', () => {
  it("sends a registration's reply with a plain-text part, a stable Message-ID and one-click unsubscribe", async () => {
    const form = person(setup.league.teams.c.id);
    const registered = await setup.send('POST', '/api/players', form, true);
    expect(registered.status).toBe(201);

    const [message] = await deliveredTo(form.email);
    expect(message!.subject).toBe(`City League: you are on the ${setup.league.teams.c.name} roster`);
    expect(message!.from?.text).toBe('"City League" <league@example.org>');
    expect(message!.text).toContain(`You are on the roster of ${setup.league.teams.c.name}.`);
    expect(message!.text).toContain(`${ORIGIN}/teams/${setup.league.teams.c.id}`);
    expect(message!.html).toContain('You are on the roster of');

    // The sender marks the message sent once the server has answered, just after it arrived.
    const row = await vi.waitFor(
      async () => {
        const [stored] = await outboxRows(form.email);
        expect(stored).toMatchObject({ kind: 'registration-approved', status: 'sent', attempts: 1 });
        return stored;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(message!.messageId).toBe(row!.messageId);
    const token = unsubscribeTokenOf(message!);
    expect(token).toBe(row!.unsubscribeToken);
    expect(headerOf(message!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message!.text).toContain(`${ORIGIN}/unsubscribe/${token}`);
  });

  it('tells both rosters when a game is postponed, moved or cancelled, and stops for an address that unsubscribed', async () => {
    const id = await gameAhead();
    const [ann, abe, bea] = ['ann@example.com', 'abe@example.com', 'bea@example.com'];

    await setup.made('PUT', `/api/games/${id}/status`, { status: 'postponed', reason: 'Gym closed' });
    const [annPostponed] = await deliveredTo(ann);
    await deliveredTo(abe);
    const [beaPostponed] = await deliveredTo(bea);
    const when = dayjs(inAFortnight).format('ddd, MMM D, YYYY');
    expect(annPostponed!.subject).toBe(
      `Postponed: ${setup.league.teams.a.name} vs ${setup.league.teams.b.name}, ${when}`,
    );
    expect(annPostponed!.text).toContain('Reason: Gym closed');
    // Cal (team C) plays in neither team.
    expect(await outboxRows('cal@example.com')).toEqual([]);

    // Bea unsubscribes from her mail program: a form post, no session, no Origin.
    const token = unsubscribeTokenOf(beaPostponed!)!;
    const oneClick = await setup.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ email: 'b***@example.com', unsubscribed: true });
    expect((await setup.get(`/api/unsubscribe/${token}`)).body).toEqual({
      email: 'b***@example.com',
      unsubscribed: true,
    });

    // Moved to a new date: rescheduled, to Ann and Abe only.
    await setup.made('PUT', `/api/games/${id}/status`, {
      status: 'postponed',
      reason: 'Gym closed',
      date: inAFortnight,
      time: '21:00',
    });
    const [, annMoved] = await deliveredTo(ann, 2);
    expect(annMoved!.subject).toContain('Rescheduled: ');
    expect(annMoved!.text).toContain('first set for');
    expect(annMoved!.text).toContain('now plays');
    await deliveredTo(abe, 2);

    await setup.made('PUT', `/api/games/${id}/status`, { status: 'cancelled', reason: 'Season over' });
    const [, , annCancelled] = await deliveredTo(ann, 3);
    expect(annCancelled!.subject).toContain('Cancelled: ');
    expect((await outboxRows(bea)).map((row) => row.kind)).toEqual(['game-postponed']);
    expect(inbox.messages.filter((message) => recipientOf(message) === bea)).toHaveLength(1);

    // An unknown link says so, and changes nothing.
    expect(await setup.send('POST', '/api/unsubscribe/not-a-real-token-at-all', {}, true)).toEqual({
      status: 404,
      body: { message: 'That unsubscribe link is not valid. Copy the whole link from the email.' },
    });
  });

  it('does not send a game that was already played, nor an edit that does not move it', async () => {
    // g5 (B vs C on 2026-10-03) is long past.
    const before = (await setup.app.db.select().from(outbox)).length;
    await setup.made('PUT', `/api/games/${setup.league.games.g5.id}/status`, { status: 'postponed', reason: 'x' });
    const id = await gameAhead('20:15');
    const game = (await setup.get(`/api/games/${id}`)).body;
    await setup.made('PUT', `/api/games/${id}`, {
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      date: game.date,
      time: game.time,
      locationId: game.locationId,
    });
    expect((await setup.app.db.select().from(outbox)).length).toBe(before);

    // Moving it in the game form is news.
    await setup.made('PUT', `/api/games/${id}`, {
      homeTeamId: game.homeTeamId,
      awayTeamId: game.awayTeamId,
      date: game.date,
      time: '20:45',
      locationId: game.locationId,
    });
    const queued = (await setup.app.db.select().from(outbox).orderBy(outbox.id)).slice(before);
    // Ann and Abe of team A; Bea of team B unsubscribed above.
    expect(queued.map((row) => [row.kind, row.toAddress]).sort()).toEqual([
      ['game-rescheduled', 'abe@example.com'],
      ['game-rescheduled', 'ann@example.com'],
    ]);
  });

  it('fails at once a message the server refuses for good', async () => {
    const form = { ...person(setup.league.teams.c.id), email: `bounce-${unique('x')}@example.com` };
    expect((await setup.send('POST', '/api/players', form, true)).status).toBe(201);
    await vi.waitFor(
      async () => {
        const [row] = await outboxRows(form.email);
        expect(row).toMatchObject({ status: 'failed', attempts: 1 });
        expect(row!.lastError).toContain('No such mailbox');
      },
      { timeout: 15_000, interval: 50 },
    );
  });

  it('shows admins the outbox, and exports players with contact details and consent', async () => {
    const page = (await setup.get('/api/outbox', setup.adminCookie)).body;
    expect(page.smtpConfigured).toBe(true);
    expect(page.counts.sent).toBeGreaterThan(0);
    expect(page.messages[0]).toMatchObject({
      kind: expect.any(String),
      to: expect.any(String),
      text: expect.any(String),
    });
    expect((await setup.get('/api/outbox')).status).toBe(401);

    const exported = await setup.app.inject({
      method: 'GET',
      url: '/api/players/export.csv',
      headers: { cookie: setup.adminCookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="players-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Player ID","First name","Last name","Email","Phone","Current teams","Captain","Registration status","Registered for","Waiver version","Agreed to waiver at","Unsubscribed from email at"',
    );
    // Bea unsubscribed above; she was entered by an admin, so she has no registration.
    const bea = lines.find((line) => line.includes('"bea@example.com"'))!;
    expect(bea).toMatch(
      new RegExp(
        `^"${setup.league.players.b1.id}","Bea","Cole ${setup.league.tag}","bea@example.com","\\(212\\) 555-0100","${setup.league.teams.b.name}","no","","","","","\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ"$`,
      ),
    );
    // A registrant carries the waiver version they agreed to, and when.
    const [registrant] = await setup.app.db.select().from(players).where(eq(players.firstName, 'Ada')).limit(1);
    const row = lines.find((line) => line.startsWith(`"${registrant!.id}",`))!;
    expect(row).toMatch(/"approved","[^"]+","1","\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ",""$/);
    expect((await setup.app.inject({ method: 'GET', url: '/api/players/export.csv' })).statusCode).toBe(401);
  });
});

describe('the sender across failures and restarts', () => {
  const databases = ownDatabases();
  afterAll(() => databases.dropAll());

  /** A server on `database`, sending to `smtpPort` (nothing set: no SMTP). */
  async function server(database: Awaited<ReturnType<typeof databases.fresh>>[number], smtpPort?: number) {
    const app = await buildApp(
      testConfig({
        PUBLIC_ORIGIN: ORIGIN,
        ...(smtpPort ? { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } : {}),
      }),
      { logger: false, database },
    );
    await app.ready();
    return app;
  }

  /** A league with registration open and one team; answers the team's id. */
  async function openTeam(app: Awaited<ReturnType<typeof server>>) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'admin', password: 'bootstrap-secret' },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const made = async (url: string, payload: object) =>
      (await app.inject({ method: 'POST', url, payload, headers: { cookie } })).json();
    const league = await made('/api/leagues', {
      name: unique('Mail League'),
      startDate: '2026-09-01',
      endDate: '2027-06-01',
      isActive: true,
      isRegistrationOpen: true,
    });
    return (await made('/api/teams', { name: unique('Team'), LeagueId: league.id })).id as number;
  }

  const register = async (app: Awaited<ReturnType<typeof server>>, teamId: number) => {
    const form = person(teamId);
    const response = await app.inject({ method: 'POST', url: '/api/players', payload: form });
    expect(response.statusCode).toBe(201);
    return form.email;
  };

  it('keeps messages in the outbox without SMTP, and a restarted server with SMTP sends them once', async () => {
    const [database, other] = await databases.fresh(2);
    const quiet = await server(database!);
    const teamId = await openTeam(quiet);
    const emails = [await register(quiet, teamId), await register(quiet, teamId), await register(quiet, teamId)];
    const page = (
      await quiet.inject({
        method: 'GET',
        url: '/api/outbox',
        headers: {
          cookie: `sid=${(await quiet.inject({ method: 'POST', url: '/api/users/login', payload: { username: 'admin', password: 'bootstrap-secret' } })).cookies.find((c) => c.name === 'sid')!.value}`,
        },
      })
    ).json();
    expect(page).toMatchObject({ smtpConfigured: false, counts: { pending: 3, sent: 0 } });
    await quiet.close();

    // Two servers start with SMTP on the same database: each message goes out once.
    const smtp = await startSmtpServer(await freePort());
    try {
      const first = await server(database!, smtp.port);
      const second = await server(other ?? database!, smtp.port);
      await vi.waitFor(
        () => {
          if (smtp.messages.length < 3) throw new Error(`${smtp.messages.length} of 3 sent`);
        },
        { timeout: 15_000, interval: 50 },
      );
      await Promise.all([first.mailer.sendDue(), second.mailer.sendDue()]);
      expect(smtp.messages.map(recipientOf).sort()).toEqual(emails.sort());
      expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(3);
      await first.close();
      await second.close();
    } finally {
      await smtp.stop();
    }
  });

  it('retries with backoff while the SMTP server is down, and delivers once it is back', async () => {
    const [database] = await databases.fresh();
    const smtpPort = await freePort();
    const app = await server(database!, smtpPort);
    try {
      const teamId = await openTeam(app);
      const email = await register(app, teamId);
      const rowOf = async () => (await database!.db.select().from(outbox).where(eq(outbox.toAddress, email)))[0]!;
      await vi.waitFor(
        async () => {
          const row = await rowOf();
          expect(row).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null });
          expect(row.lastError).toBeTruthy();
        },
        { timeout: 15_000, interval: 50 },
      );
      // The next try waits a minute.
      const waiting = await rowOf();
      expect(waiting.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
      expect(await app.mailer.sendDue()).toBe(0);

      const smtp = await startSmtpServer(smtpPort);
      try {
        // The minute passes.
        await database!.db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, waiting.id));
        app.mailer.wake();
        await vi.waitFor(
          async () => {
            expect(await rowOf()).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
          },
          { timeout: 15_000, interval: 50 },
        );
        expect(smtp.messages).toHaveLength(1);
        expect(smtp.messages[0]!.messageId).toBe(waiting.messageId);
      } finally {
        await smtp.stop();
      }
    } finally {
      await app.close();
    }
  });
});

describe('the weekly reminder', () => {
  it("reminds each team's players of their next game in the week, on Mondays, once", async () => {
    const made = setup.made;
    const league = await made('POST', '/api/leagues', {
      name: unique('Reminder League'),
      startDate: '2027-01-01',
      endDate: '2027-06-01',
      isActive: true,
      isRegistrationOpen: false,
    });
    const team = async (name: string, first: string) => {
      const body = await made('POST', '/api/teams', { name: unique(name), LeagueId: league.id });
      await made('POST', '/api/players', {
        firstName: first,
        lastName: unique('Player'),
        email: `${unique(first).toLowerCase()}@example.com`,
        phoneNumber: '(212) 555-0177',
        teamIds: [body.id],
      });
      return body.id as number;
    };
    const [x, y, z] = [await team('X', 'Xia'), await team('Y', 'Yan'), await team('Z', 'Zoe')];
    const game = (home: number, away: number, date: string) =>
      made('POST', '/api/games', {
        homeTeamId: home,
        awayTeamId: away,
        date,
        time: '19:30',
        locationId: setup.league.location.id,
      });
    // Monday 2027-03-01: X and Y play Wednesday, then X plays Z on Friday; Z's next game is Friday's.
    await game(x, y, '2027-03-03');
    await game(x, z, '2027-03-05');
    // Next week's game is not this week's reminder.
    await game(y, z, '2027-03-08');

    const mail = { origin: ORIGIN, timezone: setup.app.config.leagueTimezone, defaults: setup.app.config.site };
    const monday = new Date('2027-03-01T15:00:00Z');
    // Off in the settings: nothing.
    expect(await queueWeeklyReminders(setup.app.db, mail, monday)).toBe(0);

    const { settings } = (await setup.get('/api/site/settings', setup.adminCookie)).body;
    const { captainFeeCents, ...rest } = settings;
    const waiverText = (await setup.get('/api/site')).body.waiver.text;
    await made('PUT', '/api/site/settings', {
      ...rest,
      captainFee: String(captainFeeCents / 100),
      waiverText,
      weeklyReminders: true,
    });
    // Not a Monday: nothing.
    expect(await queueWeeklyReminders(setup.app.db, mail, new Date('2027-03-02T15:00:00Z'))).toBe(0);

    expect(await queueWeeklyReminders(setup.app.db, mail, monday)).toBe(3);
    const reminders = await setup.app.db
      .select()
      .from(outbox)
      .where(sql`${outbox.kind} = 'weekly-reminder'`)
      .orderBy(outbox.toAddress);
    const subjects = Object.fromEntries(reminders.map((row) => [row.toAddress.slice(0, 3), row.subject]));
    expect(subjects).toEqual({
      xia: expect.stringMatching(/^This week: .+ vs .+, Wed, Mar 3, 2027 7:30 PM$/),
      yan: expect.stringMatching(/^This week: .+ vs .+, Wed, Mar 3, 2027 7:30 PM$/),
      zoe: expect.stringMatching(/^This week: .+ vs .+, Fri, Mar 5, 2027 7:30 PM$/),
    });
    // Run again, on this server or another: no second reminder.
    expect(await queueWeeklyReminders(setup.app.db, mail, new Date('2027-03-01T20:00:00Z'))).toBe(0);
  });
});
