/**
 * Runs on every supported Node.js major: it sends mail over SMTP sockets.
 * @module-tag node-apis
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { testConfig, unique } from '../../../test/app.ts';
import { capturedLog } from '../../../test/captured-log.ts';
import { freePort } from '../../../test/free-port.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import { registrant } from '../../../test/registrant.ts';
import { buildSmallLeague } from '../../../test/small-league.ts';
import { startSmtpServer, type Inbox } from '../../../test/smtp.ts';
import { buildApp } from '../app.ts';
import { outbox } from '../db/schema.ts';

// An SMTP server's refusal quotes the recipient; the outbox keeps it for admins, the log never.
const log = capturedLog();
const databases = ownDatabases();
let app: FastifyInstance;
let inbox: Inbox;
let teamId: number;

beforeAll(async () => {
  const port = await freePort();
  inbox = await startSmtpServer(port);
  const [database] = await databases.fresh();
  app = await buildApp(testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'info' }), {
    logger: { level: 'info', stream: log.stream },
    database: database!,
  });
  await app.ready();
  teamId = (await buildSmallLeague(app.db)).teams.c.id;
});
afterAll(async () => {
  await app.close();
  await inbox.stop();
  await databases.dropAll();
});

it('logs a refused message without the address the SMTP server quoted', async () => {
  const address = `bounce-${unique('x')}@example.com`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/players',
    payload: registrant(teamId, { email: address }),
  });
  expect(registered.statusCode).toBe(201);
  const row = await vi.waitFor(
    async () => {
      const [found] = await app.db
        .select()
        .from(outbox)
        .where(sql`${outbox.toAddress} = ${address}`);
      expect(found).toMatchObject({ status: 'failed' });
      return found!;
    },
    { timeout: 15_000, interval: 50 },
  );
  expect(row.lastError).toContain(address);
  const warned = log.entries().filter((entry) => String(entry.msg).startsWith('email not sent'));
  expect(warned).toHaveLength(1);
  expect(warned[0].msg).toContain('No such mailbox');
  expect(log.lines.filter((line) => line.includes('@'))).toEqual([]);
});
