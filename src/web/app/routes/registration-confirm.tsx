import { useParams } from 'react-router';
import type { RegistrationConfirmation } from '#domain/registrations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  useConfirmRegistration,
  useRegistrationConfirmation,
} from '#web/features/registrations/api/confirm-registration.ts';
import { errorMessage } from '#web/lib/api-client.ts';

/** What a confirmed registration now means for the player. */
function Confirmed({ confirmation }: { confirmation: RegistrationConfirmation }) {
  return (
    <p role="status" className="mt-6 text-lg">
      Thank you, {confirmation.firstName}. The registration for {confirmation.team} is confirmed as yours.{' '}
      {confirmation.status === 'approved'
        ? 'Its games are now on your player page.'
        : 'It joins your player once the league administrator approves it.'}
    </p>
  );
}

/**
 * /registrations/confirm/:token: the link a player gets by email when a registration matched
 * their details (docs/decisions/034-registration-without-disclosure.md). Opening it changes
 * nothing; only the button confirms. No sign-in.
 */
export function RegistrationConfirmPage() {
  usePageTitle('Confirm your registration');
  const token = useParams().token ?? '';
  const link = useRegistrationConfirmation(token);
  const confirm = useConfirmRegistration();
  const confirmed = confirm.data ?? (link.data?.confirmed ? link.data : undefined);
  return (
    <section className="mx-auto max-w-xl">
      <h1 className="text-3xl font-extrabold tracking-tight">Confirm your registration</h1>
      {link.isPending ? <Spinner label="Checking the link" /> : null}
      {link.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          {errorMessage(link.error, 'That confirmation link could not be checked. Please try again.')}
        </p>
      ) : null}
      {confirmed ? (
        <Confirmed confirmation={confirmed} />
      ) : link.data ? (
        <>
          <p className="mt-6 text-lg">
            Hi {link.data.firstName}, someone registered for {link.data.team} ({link.data.league}) with details that
            match yours.
          </p>
          <p className="mt-3 text-neutral-300">
            If it was you, confirm it, so your games stay under one player. If it was not you, you can close this page:
            nothing changes without your confirmation.
          </p>
          <Button className="mt-6" onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
            {confirm.isPending ? 'Confirming…' : 'Yes, it was me'}
          </Button>
          {confirm.isError ? (
            <p role="alert" className="mt-4 text-red-300">
              {errorMessage(confirm.error, 'The registration could not be confirmed. Please try again.')}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
