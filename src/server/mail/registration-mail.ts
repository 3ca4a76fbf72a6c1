import { eq } from 'drizzle-orm';
import { registrationApprovedText, registrationMatchText, registrationReceivedText } from '#domain/mail.ts';
import type { Transaction } from '../db/client.ts';
import { leagues, players, registrations, teams } from '../db/schema.ts';
import { queueMail, type MailSettings } from './outbox.ts';

/**
 * A registration's reply, in the caller's transaction: received (waiting for an admin) or
 * approved (on the roster). It goes to the address the registrant typed.
 */
export async function queueRegistrationMail(
  tx: Transaction,
  mail: MailSettings,
  registrationId: number,
  kind: 'registration-received' | 'registration-approved',
) {
  const [row] = await tx
    .select({ details: registrations.details, teamId: teams.id, team: teams.name })
    .from(registrations)
    .innerJoin(teams, eq(teams.id, registrations.teamId))
    .where(eq(registrations.id, registrationId));
  if (!row) return 0;
  const person = { firstName: row.details.firstName, team: row.team, teamId: row.teamId };
  return queueMail(tx, mail, [
    {
      kind,
      to: row.details.email,
      compose: (signature) =>
        kind === 'registration-received'
          ? registrationReceivedText(person, signature)
          : registrationApprovedText(person, signature),
    },
  ]);
}

/**
 * The confirmation a registration asks of the existing player it matched, in the caller's
 * transaction: to the address on file, greeting the name on file, never the typed ones
 * (docs/decisions/034-registration-without-disclosure.md).
 */
export async function queueMatchConfirmation(
  tx: Transaction,
  mail: MailSettings,
  confirmation: { registrationId: number; token: string },
) {
  const [row] = await tx
    .select({
      email: players.email,
      firstName: players.firstName,
      by: registrations.matchedBy,
      team: teams.name,
      league: leagues.name,
    })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.matchedPlayerId))
    .innerJoin(teams, eq(teams.id, registrations.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .where(eq(registrations.id, confirmation.registrationId));
  if (!row?.by) return 0;
  const { email, firstName, by, team, league } = row;
  return queueMail(tx, mail, [
    {
      kind: 'registration-match',
      to: email,
      compose: (signature) =>
        registrationMatchText({ firstName }, { team, league, by, token: confirmation.token }, signature),
    },
  ]);
}
