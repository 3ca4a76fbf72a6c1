import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OUTBOX_STATUSES, type OutboxMessage, type OutboxStatus } from '#domain/mail.ts';
import { formatMoment } from '#domain/format.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { useOutbox } from '#web/features/mail/api/outbox.ts';

const statusLabels: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped (unsubscribed)',
};

const statusClass: Record<OutboxStatus, string> = {
  pending: 'bg-amber-900/60 text-amber-100',
  sent: 'bg-emerald-900/60 text-emerald-100',
  failed: 'bg-red-900/60 text-red-100',
  skipped: 'bg-neutral-800 text-neutral-200',
};

/** /admin/outbox: every message the site sends, where it stands, and what it says. */
export function OutboxPage() {
  usePageTitle('Outbox');
  const [status, setStatus] = useState<OutboxStatus | 'all'>('all');
  const outbox = useOutbox(status);
  const filterId = useId();
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Outbox</h1>
      <p className="mt-3 max-w-3xl text-neutral-300">
        Registration replies, game news (postponed, cancelled, rescheduled) and weekly reminders wait here until they
        are sent. A message that cannot be sent is tried again later, waiting longer each time.
      </p>
      {outbox.data && !outbox.data.smtpConfigured ? (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-md border border-amber-700 bg-amber-950/60 p-3 text-amber-100"
        >
          Email is not set up on this server: no mail server is saved, so messages stay here unsent. They go out as soon
          as one is saved under{' '}
          <Link to={paths.admin.settings} className="font-semibold underline">
            Site Settings, Email delivery
          </Link>
          .
        </p>
      ) : null}
      {outbox.data ? (
        <dl className="mt-6 flex flex-wrap gap-3" aria-label="Messages by status">
          {OUTBOX_STATUSES.map((key) => (
            <div key={key} className="rounded-md border border-neutral-700 px-3 py-2">
              <dt className="text-xs uppercase tracking-wide text-neutral-300">{statusLabels[key]}</dt>
              <dd className="text-xl font-bold">{outbox.data.counts[key]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-6 flex max-w-xs flex-col gap-1 text-sm font-medium text-neutral-100">
        <label htmlFor={filterId}>Show</label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => setStatus(event.target.value as OutboxStatus | 'all')}
          className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
        >
          <option value="all">Every message</option>
          {OUTBOX_STATUSES.map((key) => (
            <option key={key} value={key}>
              {statusLabels[key]}
            </option>
          ))}
        </select>
      </div>
      {outbox.isPending ? <Spinner label="Loading the outbox" /> : null}
      {outbox.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          Failed to load the outbox
        </p>
      ) : null}
      {outbox.data?.messages.length === 0 ? <p className={emptyTextClass}>No messages.</p> : null}
      {outbox.data && outbox.data.messages.length > 0 ? (
        <ul className="mt-6 flex flex-col gap-3">
          {outbox.data.messages.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  return (
    <li className="rounded-lg border border-neutral-700 bg-neutral-900 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass[message.status]}`}>
          {statusLabels[message.status]}
        </span>
        <span className="break-all font-semibold">{message.to}</span>
      </div>
      <p className="mt-2 break-words">{message.subject}</p>
      <p className="mt-1 text-sm text-neutral-300">
        Queued {formatMoment(message.createdAt)}
        {message.sentAt ? ` · sent ${formatMoment(message.sentAt)}` : ''}
        {message.attempts > 0 ? ` · ${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'}` : ''}
        {message.nextAttemptAt && message.attempts > 0 ? ` · next try ${formatMoment(message.nextAttemptAt)}` : ''}
      </p>
      {message.lastError ? <p className="mt-1 break-words text-sm text-red-300">{message.lastError}</p> : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-strong">Read the message</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-neutral-200">{message.text}</pre>
      </details>
    </li>
  );
}
