import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { MAIL_KINDS, OUTBOX_STATUSES, type MailKind, type OutboxStatus } from '#domain/mail.ts';
import { createdAt, quotedList } from './columns.ts';

/**
 * Every address the league writes to, with the secret of its one-click unsubscribe link
 * (docs/decisions/029-email.md).
 */
export const mailRecipients = pgTable('mail_recipients', {
  /** Lower-cased. */
  email: varchar('email', { length: 254 }).primaryKey(),
  token: varchar('token', { length: 64 }).notNull().unique(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Messages to send, written in the transaction of the change that causes them; a sender claims
 * due ones (`FOR UPDATE SKIP LOCKED` with a lease), so each goes out from one server once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 40 }).$type<MailKind>().notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    /** The Message-ID every try sends, so a receiver can tell a repeat. */
    messageId: varchar('message_id', { length: 200 }).notNull().unique(),
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull(),
    /** A message that must go once only (a weekly reminder): a second with the same key is not queued. */
    dedupeKey: varchar('dedupe_key', { length: 200 }).unique(),
    status: varchar('status', { length: 10 }).$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the message until then; one that stopped mid-send lets another take it after. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
    check('outbox_kind_check', sql`${t.kind} IN (${sql.raw(quotedList(MAIL_KINDS))})`),
    check('outbox_status_check', sql`${t.status} IN (${sql.raw(quotedList(OUTBOX_STATUSES))})`),
  ],
);
