import { eq } from 'drizzle-orm';
import { registrationApprovedText, registrationReceivedText } from '#domain/mail.ts';
import type { Transaction } from '../db/client.ts';
import { registrations, teams } from '../db/schema.ts';
import { queueMail, type MailSettings } from './outbox.ts';

/**
 * A registration's reply, in the caller's transaction: received (waiting for an admin) or
 * approved (on the roster).
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
