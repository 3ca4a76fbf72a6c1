import type { Transporter } from 'nodemailer';
import { unsubscribeApiUrl, unsubscribePageUrl } from '#domain/mail.ts';
import type { Database } from '../db/client.ts';
import { withoutAddresses } from '../http/log-serializers.ts';
import { htmlOf } from './html.ts';
import {
  claimDue,
  markFailedTry,
  markSent,
  markSkipped,
  unsubscribedSince,
  type MailSettings,
  type OutboxRow,
} from './outbox.ts';
import { queueWeeklyReminders } from './reminders.ts';
import { SecretError } from '../site/secret-box.ts';
import { NoKeyToOpen, type SmtpSettings } from './smtp-settings.ts';
import { nodemailer, SENDING_TIMEOUTS, transportOptions } from './smtp-transport.ts';

/**
 * The sender (docs/decisions/029-email.md): every server runs one. It claims due messages from
 * the outbox and delivers them over SMTP; a failed try waits for its backoff, a refusal for
 * good (a 5xx reply) fails at once. Each message keeps its Message-ID across tries. The email
 * settings are read before each round, so a save on any server takes effect on every one
 * (docs/decisions/044-email-settings.md).
 */

export type SenderOptions = {
  db: Database;
  mail: MailSettings;
  /** The email settings as they are now; without a host nothing is sent and messages wait in the outbox. */
  smtp: () => Promise<SmtpSettings>;
  log: { warn: (object: object, message: string) => void; info: (message: string) => void };
  /** How often the outbox is looked at when nothing wakes the sender. */
  pollMs?: number;
  /** How long a claim holds a message: well beyond the SMTP timeouts below. */
  leaseMs?: number;
};

export type MailSender = {
  /** Looks at the outbox soon: a write just queued something. */
  wake: () => void;
  /** Sends what is due now; answers how many messages were tried. */
  sendDue: () => Promise<number>;
  /** Stops after the message in hand. */
  stop: () => Promise<void>;
};

const BATCH = 10;
/** Reminders are looked for at most this often; the dedupe key keeps each to one. */
const REMINDER_CHECK_MS = 10 * 60 * 1000;

/** Whether the SMTP server refused the message for good (a 5xx reply). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function startMailSender(options: SenderOptions): MailSender {
  const { db } = options;
  const pollMs = options.pollMs ?? 15_000;
  const leaseMs = options.leaseMs ?? 120_000;
  /** The transport of the settings last read, made again when they change. */
  let transport: { settings: string; transporter: Transporter; from: string } | null = null;
  /** The last reason the settings could not be used, logged once rather than every round. */
  let unusable: string | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastReminderCheck = Number.NEGATIVE_INFINITY;

  /** The transport for the settings now, or null when they send nothing (no host, or a password this server cannot open). */
  async function currentTransport() {
    let settings: SmtpSettings;
    try {
      settings = await options.smtp();
    } catch (error) {
      // Anything else (the database down) is the tick's to log.
      if (!(error instanceof SecretError || error instanceof NoKeyToOpen)) throw error;
      if (error.message !== unusable) {
        options.log.warn({}, `email waits in the outbox: ${error.message} Set the same SETTINGS_KEY on every server.`);
      }
      unusable = error.message;
      return null;
    }
    unusable = null;
    const smtp = transportOptions(settings, SENDING_TIMEOUTS);
    const key = JSON.stringify(smtp);
    if (transport?.settings !== key) {
      transport?.transporter.close();
      transport = settings.host
        ? {
            settings: key,
            transporter: (await nodemailer()).createTransport(smtp),
            from: settings.from,
          }
        : null;
    }
    if (transport) transport.from = settings.from;
    return transport;
  }

  async function deliver(message: OutboxRow, { transporter, from }: { transporter: Transporter; from: string }) {
    if (await unsubscribedSince(db, message)) return markSkipped(db, message.id);
    try {
      await transporter.sendMail({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: htmlOf(message.textBody, options.mail.origin),
        messageId: message.messageId,
        headers: {
          'List-Unsubscribe': `<${unsubscribeApiUrl(options.mail.origin, message.unsubscribeToken)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-Unsubscribe-Page': unsubscribePageUrl(options.mail.origin, message.unsubscribeToken),
        },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The outbox keeps the server's reason for admins; the log never holds the address it quotes.
      options.log.warn(
        { outboxId: message.id, attempt: message.attempts },
        `email not sent: ${withoutAddresses(reason)}`,
      );
      return markFailedTry(db, message, reason, isPermanent(error));
    }
    await markSent(db, message.id);
  }

  async function sendDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const sending = await currentTransport();
      if (!sending) return tried;
      const batch = await claimDue(db, BATCH, leaseMs);
      for (const message of batch) {
        if (stopped) return tried;
        await deliver(message, sending);
        tried += 1;
      }
      if (batch.length < BATCH) return tried;
    }
  }

  async function tick() {
    try {
      const now = Date.now();
      if (now - lastReminderCheck >= REMINDER_CHECK_MS) {
        lastReminderCheck = now;
        const queued = await queueWeeklyReminders(db, options.mail, new Date(now));
        if (queued > 0) options.log.info(`${queued} weekly reminders queued`);
      }
      await sendDue();
    } catch (error) {
      // The database may be down: the outbox waits, and the next tick tries again.
      options.log.warn({ err: error }, 'the outbox could not be read; trying again later');
    }
  }

  /** When the pending tick is due: a wake-up is never put off by a later poll. */
  let dueAt = Number.POSITIVE_INFINITY;
  function schedule(delay: number) {
    if (stopped) return;
    const at = Date.now() + delay;
    if (timer && at >= dueAt) return;
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      dueAt = Number.POSITIVE_INFINITY;
      if (running) return schedule(delay);
      running = tick().finally(() => {
        running = undefined;
        schedule(pollMs);
      });
    }, delay);
    timer.unref();
  }
  schedule(0);

  return {
    wake: () => schedule(50),
    sendDue,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.transporter.close();
    },
  };
}
