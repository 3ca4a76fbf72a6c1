/**
 * Runs on every supported Node.js major: it sends mail over SMTP sockets and times the sender.
 * @module-tag node-apis
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it, vi } from 'vitest';
import { unique } from '../../../test/app.ts';
import { freePort } from '../../../test/free-port.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import type { Database } from '../db/client.ts';
import { loadConfig } from '../env.ts';
import { queueMail } from './outbox.ts';
import { startMailSender } from './sender.ts';
import { smtpSettingsOfEnvironment } from './smtp-settings.ts';

const databases = ownDatabases();
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.splice(0).reverse()) await close();
  await databases.dropAll();
});

/** An SMTP server that holds the first message it takes until `release` is called. */
async function smtpHoldingTheFirst(port: number) {
  const received: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((to) => to.address));
        if (received.length === 1) void held.then(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  closing.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { received, release };
}

// The settings of a test app; its database is not used here (the sender gets one of its own).
const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
const settings = { origin: config.publicOrigin, timezone: config.leagueTimezone, defaults: config.site };
const queue = (db: Database, to: string) =>
  db.transaction((tx) =>
    queueMail(tx, settings, [
      { kind: 'registration-received', to, compose: () => ({ subject: 'Hello', text: 'Hello.' }) },
    ]),
  );

it('a message queued while the sender is busy goes as soon as it is free, not at the next poll', async () => {
  const [database] = await databases.fresh();
  const { db } = database!;
  const port = await freePort();
  const smtp = await smtpHoldingTheFirst(port);
  const log = { warn: () => undefined, info: () => undefined };
  // A poll far beyond the test's wait: only a wake-up can send the second message in time.
  const sender = startMailSender({
    db,
    mail: settings,
    smtp: async () => smtpSettingsOfEnvironment({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'a@b.c' }),
    log,
    pollMs: 600_000,
  });
  closing.push(() => sender.stop());

  const first = `${unique('first')}@example.com`;
  await queue(db, first);
  sender.wake();
  await vi.waitFor(() => expect(smtp.received).toEqual([first]), { timeout: 10_000, interval: 20 });

  // The sender is busy with the first message: a write queues the second and wakes it.
  const second = `${unique('second')}@example.com`;
  await queue(db, second);
  sender.wake();
  // The round in hand ends; the poll it schedules must not put the wake-up off.
  smtp.release();
  await vi.waitFor(() => expect(smtp.received).toEqual([first, second]), { timeout: 10_000, interval: 20 });
});
