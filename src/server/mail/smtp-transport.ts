import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { EmailTestResult } from '#domain/email-settings.ts';
import type { SmtpSettings } from './smtp-settings.ts';

/**
 * A nodemailer transport made from the email settings, and the test message an admin sends from
 * the settings screen, with what the mail server answered in words (docs/decisions/044-email-settings.md).
 */

type Timeouts = Pick<SMTPTransport.Options, 'connectionTimeout' | 'greetingTimeout' | 'socketTimeout'>;

/**
 * nodemailer, loaded when the first message goes out: a server that sends no email never holds
 * it in memory (decision 047).
 */
export const nodemailer = async () => (await import('nodemailer')).default;

/** The sender's: well inside the two-minute claim on a message (docs/decisions/029-email.md). */
export const SENDING_TIMEOUTS: Timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** The test's: an admin waits for its answer. */
export const TEST_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 } as const;

export function transportOptions(settings: SmtpSettings, timeouts: Timeouts): SMTPTransport.Options {
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    ...timeouts,
  };
}

type SmtpError = Error & { code?: unknown; response?: unknown; responseCode?: unknown; command?: unknown };

const seconds = (ms: number) => `${ms / 1000} seconds`;

/** Node's socket error code inside nodemailer's error (its own code is ESOCKET or ECONNECTION). */
function socketCode(error: SmtpError): string | undefined {
  const codes = [error.code, (error as { errno?: unknown }).errno, /\b(E[A-Z]{4,})\b/.exec(error.message)?.[1]];
  return codes.find((code): code is string => typeof code === 'string' && !['ESOCKET', 'ECONNECTION'].includes(code));
}

const CERTIFICATE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|HOSTNAME_MISMATCH|ALTNAME/;

/** What went wrong, in words an admin can act on, with the server's own reply when it gave one. */
export function describeSmtpError(error: unknown, settings: Pick<SmtpSettings, 'host' | 'port'>): string {
  const where = `${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${settings.port}`;
  if (!(error instanceof Error)) return `The test message could not be sent: ${String(error)}`;
  const err = error as SmtpError;
  const reply = typeof err.response === 'string' ? err.response.trim() : '';
  if (err.code === 'EAUTH') {
    return reply
      ? `The mail server refused the user name or password: ${reply}`
      : `The mail server did not accept the sign-in: ${err.message}`;
  }
  if (reply) return `The mail server refused the test message: ${reply}`;
  const code = socketCode(err) ?? '';
  if (code === 'ECONNREFUSED') return `Could not connect to ${where}: connection refused.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || err.code === 'EDNS') {
    return `Could not find the mail server ${settings.host}: no such host name.`;
  }
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') {
    return `Could not connect to ${where}: the network cannot reach it.`;
  }
  if (err.code === 'ETIMEDOUT' || code === 'ETIMEDOUT') {
    return /greeting/i.test(err.message)
      ? `Connected to ${where}, but no mail server greeted within ${seconds(TEST_TIMEOUTS.greetingTimeout)}. Check the port and the security: TLS from the start is usually port 465, STARTTLS port 587.`
      : /connection timeout/i.test(err.message) || err.command === 'CONN'
        ? `Could not connect to ${where}: timed out after ${seconds(TEST_TIMEOUTS.connectionTimeout)}.`
        : `The mail server at ${where} stopped answering: timed out.`;
  }
  if (code === 'ECONNRESET') return `The mail server at ${where} closed the connection: ${err.message}`;
  if (CERTIFICATE.test(code) || CERTIFICATE.test(err.message)) {
    return `The certificate of ${where} is not trusted: ${err.message}`;
  }
  if (err.code === 'ETLS' || /ssl|tls|wrong version number/i.test(err.message)) {
    return `Could not make a secure connection with ${where}: ${err.message}. Check the security: TLS from the start is usually port 465, STARTTLS port 587.`;
  }
  return `The test message could not be sent through ${where}: ${err.message}`;
}

/**
 * Sends one message with `settings` now, on a transport of its own that closes afterwards, and
 * answers what the server said. Never throws: every failure is an answer.
 */
export async function sendTestMessage(
  settings: SmtpSettings,
  message: { to: string; subject: string; text: string },
): Promise<EmailTestResult> {
  const transport = (await nodemailer()).createTransport(transportOptions(settings, TEST_TIMEOUTS));
  try {
    const info = await transport.sendMail({ from: settings.from, ...message });
    return { sent: true, message: `Sent to ${message.to}. The mail server answered: ${info.response.trim()}` };
  } catch (error) {
    return { sent: false, message: describeSmtpError(error, settings) };
  } finally {
    transport.close();
  }
}
