import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useUnsubscribe, useUnsubscribeLink } from '#web/features/mail/api/outbox.ts';
import { errorMessage } from '#web/lib/api-client.ts';

/** /unsubscribe/:token: an email's link to stop game news and reminders; no sign-in. */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const token = useParams().token ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.data ?? (link.data?.unsubscribed ? link.data : undefined);
  return (
    <section className="mx-auto max-w-xl">
      <h1 className="text-3xl font-extrabold tracking-tight">Unsubscribe</h1>
      {link.isPending ? <Spinner label="Checking the link" /> : null}
      {link.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          {errorMessage(link.error, 'That unsubscribe link could not be checked. Please try again.')}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mt-6 text-lg">
          {done.email} gets no more game news or weekly reminders. Replies to your own registrations still arrive.
        </p>
      ) : link.data ? (
        <>
          <p className="mt-6 text-lg">
            Stop game news (postponed, cancelled and rescheduled games) and weekly reminders to {link.data.email}?
          </p>
          <Button className="mt-6" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
          {unsubscribe.isError ? (
            <p role="alert" className="mt-4 text-red-300">
              {errorMessage(unsubscribe.error, 'Could not unsubscribe. Please try again.')}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
