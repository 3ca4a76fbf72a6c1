import { z } from 'zod';

/**
 * The league's email (docs/decisions/029-email.md): what each message is about, and where it
 * stands in the outbox.
 */
export const MAIL_KINDS = [
  'registration-received',
  'registration-approved',
  'game-postponed',
  'game-cancelled',
  'game-rescheduled',
  'weekly-reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Registration replies answer what the person just did; the rest is news they can stop. */
export const REPLY_KINDS: readonly MailKind[] = ['registration-received', 'registration-approved'];

/**
 * `pending`: waiting for its turn (or for SMTP to be set); `sent`: the SMTP server took it;
 * `failed`: refused for good, or still failing after every retry; `skipped`: the address
 * unsubscribed before it went.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How often a message is tried before it counts as failed. */
export const MAX_SEND_ATTEMPTS = 8;

/** The wait before try `attempt + 1`: one minute, doubling, at most six hours. */
export function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
}

export const outboxMessage = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxPage = z.object({
  /** Whether SMTP is set; without it, messages wait here. */
  smtpConfigured: z.boolean(),
  counts: z.record(z.enum(OUTBOX_STATUSES), z.number().int()),
  messages: z.array(outboxMessage),
});
export type OutboxPage = z.infer<typeof outboxPage>;

export const outboxQuery = z.object({ status: z.enum(OUTBOX_STATUSES).optional() });

/** An unsubscribe link's address, masked for the page that confirms it (`j***@example.org`). */
export const unsubscribeAnswer = z.object({ email: z.string(), unsubscribed: z.boolean() });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
