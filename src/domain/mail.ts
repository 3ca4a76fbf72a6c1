import { z } from 'zod';
import { formatGameDate, formatGameTime } from './format.ts';
import type { MatchKind } from './registrations.ts';

/**
 * The league's email (docs/decisions/029-email.md): what each message is about, and where it
 * stands in the outbox.
 */
export const MAIL_KINDS = [
  'registration-received',
  'registration-approved',
  'registration-match',
  'game-postponed',
  'game-cancelled',
  'game-rescheduled',
  'weekly-reminder',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Registration replies answer what the person just did, and a registration matching a player
 * asks that player about their own record; the rest is news they can stop.
 */
export const REPLY_KINDS: readonly MailKind[] = [
  'registration-received',
  'registration-approved',
  'registration-match',
];

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

/** A message as the outbox keeps it: subject and plain text, before the sender adds its headers. */
export type Composed = { subject: string; text: string };

/** What every message ends with: who sent it and the link that stops the league's news. */
export type Signature = { siteName: string; origin: string; unsubscribeToken: string };

export const unsubscribePageUrl = (origin: string, token: string) => `${origin}/unsubscribe/${token}`;
/** The page a registration's confirmation link opens; its button posts `/api/registrations/confirm/{token}`. */
export const registrationConfirmUrl = (origin: string, token: string) => `${origin}/registrations/confirm/${token}`;

/** How long a registration's confirmation link works. */
export const CONFIRM_LINK_DAYS = 14;
export const unsubscribeApiUrl = (origin: string, token: string) => `${origin}/api/unsubscribe/${token}`;

function signed(lines: string[], signature: Signature): string {
  return [
    ...lines,
    '',
    `— ${signature.siteName}`,
    '',
    `You get this email because you registered with ${signature.siteName}.`,
    `Stop game news and reminders: ${unsubscribePageUrl(signature.origin, signature.unsubscribeToken)}`,
    '',
  ].join('\n');
}

export type GameFacts = {
  home: string;
  away: string;
  date: string;
  time: string;
  location: string;
  reason: string | null;
  /** Where the game was before a move. */
  was?: { date: string; time: string; location: string };
};

const when = (game: { date: string; time: string }) => `${formatGameDate(game.date)} at ${formatGameTime(game.time)}`;
const matchup = (game: GameFacts) => `${game.home} vs ${game.away}`;

/** A registration waiting for an admin. */
export function registrationReceivedText(person: { firstName: string; team: string }, signature: Signature): Composed {
  return {
    subject: `${signature.siteName}: we received your registration for ${person.team}`,
    text: signed(
      [
        `Hi ${person.firstName},`,
        '',
        `Thank you for registering for ${person.team}. A league administrator will review your registration;`,
        'we will email you again when you are on the roster.',
      ],
      signature,
    ),
  };
}

/** A registration on the roster, at once or after an admin's approval. */
export function registrationApprovedText(
  person: { firstName: string; team: string; teamId: number },
  signature: Signature,
): Composed {
  return {
    subject: `${signature.siteName}: you are on the ${person.team} roster`,
    text: signed(
      [
        `Hi ${person.firstName},`,
        '',
        `You are on the roster of ${person.team}. Your team's page and schedule:`,
        `${signature.origin}/teams/${person.teamId}`,
      ],
      signature,
    ),
  };
}

/**
 * To the address on file of the player a registration matched, greeting them by the name on
 * file (docs/decisions/034-registration-without-disclosure.md): whoever registered never
 * chooses a word of it, and never learns it went.
 */
export function registrationMatchText(
  player: { firstName: string },
  registration: { team: string; league: string; by: MatchKind; token: string },
  signature: Signature,
): Composed {
  const details = registration.by === 'email' ? 'your email address' : 'your name and phone number';
  return {
    subject: `${signature.siteName}: was this registration for ${registration.team} you?`,
    text: signed(
      [
        `Hi ${player.firstName},`,
        '',
        `Someone registered for ${registration.team} (${registration.league}) with details that match yours: ${details}.`,
        '',
        'If it was you, confirm it, so your games stay under one player:',
        registrationConfirmUrl(signature.origin, registration.token),
        '',
        `If it was not you, ignore this email: nothing changes without your confirmation. The link works for ${CONFIRM_LINK_DAYS} days.`,
      ],
      signature,
    ),
  };
}

/** A game postponed, cancelled or moved, to both rosters. */
export function gameNewsText(
  kind: 'game-postponed' | 'game-cancelled' | 'game-rescheduled',
  person: { firstName: string },
  game: GameFacts,
  signature: Signature,
): Composed {
  const reason = game.reason ? [`Reason: ${game.reason}`] : [];
  const schedule = `The schedule: ${signature.origin}/schedule`;
  const hello = [`Hi ${person.firstName},`, ''];
  if (kind === 'game-rescheduled') {
    const was = game.was ?? game;
    return {
      subject: `Rescheduled: ${matchup(game)}, now ${formatGameDate(game.date)} ${formatGameTime(game.time)}`,
      text: signed(
        [
          ...hello,
          `${matchup(game)}, first set for ${when(was)} at ${was.location},`,
          `now plays ${when(game)} at ${game.location}.`,
          ...reason,
          '',
          schedule,
        ],
        signature,
      ),
    };
  }
  const what = kind === 'game-postponed' ? 'postponed' : 'cancelled';
  return {
    subject: `${what === 'postponed' ? 'Postponed' : 'Cancelled'}: ${matchup(game)}, ${formatGameDate(game.date)}`,
    text: signed(
      [
        ...hello,
        `${matchup(game)} on ${when(game)} at ${game.location} is ${what}.`,
        ...reason,
        ...(kind === 'game-postponed' ? ['The new date will be on the schedule once it is set.'] : []),
        '',
        schedule,
      ],
      signature,
    ),
  };
}

/** The Monday reminder of a team's next game. */
export function weeklyReminderText(
  person: { firstName: string; team: string },
  game: GameFacts,
  signature: Signature,
): Composed {
  return {
    subject: `This week: ${matchup(game)}, ${formatGameDate(game.date)} ${formatGameTime(game.time)}`,
    text: signed(
      [
        `Hi ${person.firstName},`,
        '',
        `${person.team} plays this week: ${matchup(game)} on ${when(game)} at ${game.location}.`,
        '',
        `The schedule: ${signature.origin}/schedule`,
      ],
      signature,
    ),
  };
}
