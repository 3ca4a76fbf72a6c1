import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_SEND_ATTEMPTS,
  OUTBOX_STATUSES,
  REPLY_KINDS,
  retryDelayMs,
  type Composed,
  type MailKind,
  type OutboxMessage,
  type OutboxStatus,
  type Signature,
} from '#domain/mail.ts';
import type { SiteSettings } from '#domain/site.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { mailRecipients, outbox } from '../db/schema.ts';
import type { Write } from '../db/write-result.ts';
import { readSettings } from '../site/settings.ts';

/**
 * The outbox (docs/decisions/029-email.md): messages are written in the transaction of the
 * change that causes them, and a sender (./sender.ts) takes them from here.
 */

/** What the mail code needs of the server's configuration. */
export type MailSettings = {
  /** The site's address, for links in messages. */
  origin: string;
  timezone: string;
  /** First-start settings, for the site's name until the stored settings say otherwise. */
  defaults: SiteSettings;
};

export type QueuedMessage = {
  kind: MailKind;
  to: string;
  /** Composes the message with the recipient's unsubscribe link. */
  compose: (signature: Signature) => Composed;
  /** A message that must go once only; a second with the same key is not queued. */
  dedupeKey?: string;
};

/** The recipient's unsubscribe token, made on their first message; and whether they unsubscribed. */
async function recipient(tx: Executor, email: string) {
  const address = email.trim().toLowerCase();
  await tx
    .insert(mailRecipients)
    .values({ email: address, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await tx.select().from(mailRecipients).where(eq(mailRecipients.email, address));
  return row!;
}

/**
 * Queues messages in the caller's transaction. News goes only to addresses that have not
 * unsubscribed; a registration's reply always does. Answers how many were queued.
 */
export async function queueMail(tx: Transaction, mail: MailSettings, messages: QueuedMessage[]): Promise<number> {
  if (messages.length === 0) return 0;
  const { siteName } = await readSettings(tx, mail.defaults);
  const host = new URL(mail.origin).hostname;
  let queued = 0;
  for (const message of messages) {
    const to = await recipient(tx, message.to);
    if (to.unsubscribedAt && !REPLY_KINDS.includes(message.kind)) continue;
    const { subject, text } = message.compose({ siteName, origin: mail.origin, unsubscribeToken: to.token });
    const inserted = await tx
      .insert(outbox)
      .values({
        kind: message.kind,
        toAddress: message.to.trim(),
        subject: subject.slice(0, 300),
        textBody: text,
        messageId: `<${randomUUID()}@${host}>`,
        unsubscribeToken: to.token,
        dedupeKey: message.dedupeKey ?? null,
      })
      .onConflictDoNothing({ target: outbox.dedupeKey })
      .returning({ id: outbox.id });
    queued += inserted.length;
  }
  return queued;
}

export type OutboxRow = typeof outbox.$inferSelect;

const claimedRow = z.object({ id: z.number().int() });

/**
 * Claims up to `limit` due messages for `leaseMs`: rows another sender is claiming right now
 * are skipped (`SKIP LOCKED`), and a claim that outlives its lease (a sender that stopped
 * mid-send) can be taken again. Each claim counts as a try.
 */
export async function claimDue(db: Executor, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const rows = await rowsOf(
    claimedRow,
    db,
    sql`UPDATE outbox SET claimed_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox
          WHERE status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING id`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(
      sql`${outbox.id} IN (${sql.join(
        rows.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    )
    .orderBy(outbox.id);
}

/** Whether the message's address unsubscribed since it was queued (news only). */
export async function unsubscribedSince(db: Executor, message: OutboxRow): Promise<boolean> {
  if (REPLY_KINDS.includes(message.kind)) return false;
  const [row] = await db
    .select({ at: mailRecipients.unsubscribedAt })
    .from(mailRecipients)
    .where(eq(mailRecipients.token, message.unsubscribeToken));
  return Boolean(row?.at);
}

export async function markSent(db: Executor, id: number) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), claimedUntil: null, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markSkipped(db: Executor, id: number) {
  await db
    .update(outbox)
    .set({ status: 'skipped', claimedUntil: null, lastError: 'The address unsubscribed before it was sent.' })
    .where(eq(outbox.id, id));
}

/**
 * A try that failed: tried again after the backoff, unless the server refused it for good
 * (`permanent`) or it has had every try.
 */
export async function markFailedTry(db: Executor, message: OutboxRow, error: string, permanent: boolean) {
  const givesUp = permanent || message.attempts >= MAX_SEND_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      status: givesUp ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      claimedUntil: null,
      nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts)),
    })
    .where(and(eq(outbox.id, message.id), eq(outbox.status, 'pending')));
}

/** The outbox for `/admin/outbox`: counts by status and the latest messages. */
export async function listOutbox(
  db: Executor,
  filter: { status?: OutboxStatus },
  limit = 200,
): Promise<{ counts: Record<OutboxStatus, number>; messages: OutboxMessage[] }> {
  const [tally, rows] = await Promise.all([
    db.select({ status: outbox.status, count: count() }).from(outbox).groupBy(outbox.status),
    db
      .select()
      .from(outbox)
      .where(filter.status ? eq(outbox.status, filter.status) : undefined)
      .orderBy(desc(outbox.id))
      .limit(limit),
  ]);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<OutboxStatus, number>;
  for (const row of tally) counts[row.status] = row.count;
  return {
    counts,
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}

/** The address an unsubscribe link names, and whether it unsubscribed. */
export async function recipientOfToken(db: Executor, token: string) {
  const [row] = await db.select().from(mailRecipients).where(eq(mailRecipients.token, token));
  return row ?? null;
}

/** One-click unsubscribe: the address gets no more news; its waiting news is skipped. */
export async function unsubscribe(tx: Transaction, token: string): Promise<string | null> {
  const [row] = await tx
    .update(mailRecipients)
    .set({ unsubscribedAt: sql`coalesce(${mailRecipients.unsubscribedAt}, now())` })
    .where(eq(mailRecipients.token, token))
    .returning({ email: mailRecipients.email });
  if (!row) return null;
  await tx
    .update(outbox)
    .set({ status: 'skipped', lastError: 'The address unsubscribed before it was sent.' })
    .where(
      and(
        eq(outbox.unsubscribeToken, token),
        eq(outbox.status, 'pending'),
        sql`${outbox.kind} NOT IN (${sql.join(
          REPLY_KINDS.map((kind) => sql`${kind}`),
          sql`, `,
        )})`,
      ),
    );
  return row.email;
}

/** `MailSettings` and this server's sender, which a write wakes once it commits. */
export type MailContext = MailSettings & { wake: () => void };

/**
 * A write followed, when it goes through, by the messages it causes: both in the same
 * transaction, so a message is queued exactly when its change commits.
 */
export function withMail<T, R extends string>(
  write: (tx: Transaction) => Promise<Write<T, R>>,
  queue: (tx: Transaction, value: T) => Promise<unknown>,
): (tx: Transaction) => Promise<Write<T, R>> {
  return async (tx) => {
    const result = await write(tx);
    if (result.ok) await queue(tx, result.value);
    return result;
  };
}
