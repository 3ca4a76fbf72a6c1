import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatMoment } from '#domain/format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import type { LiveBookView } from '../local/live-book.ts';

/** The holder's device as the screen names it: `Kim Keeper's device`, or `another device` before it is known. */
export function holderDevice(view: LiveBookView): string {
  const holder = view.game?.holder;
  return holder && holder.name ? `${holder.name}'s device` : 'another device';
}

function Banner({ tone, children }: { tone: 'warning' | 'danger'; children: ReactNode }) {
  const colors =
    tone === 'warning'
      ? 'border-amber-500/60 bg-amber-950/60 text-amber-50'
      : 'border-red-500/60 bg-red-950/60 text-red-50';
  return <div className={`space-y-3 rounded-lg border px-3 py-3 text-sm ${colors}`}>{children}</div>;
}

/** A button that runs an action, disabled while it runs, with what went wrong under it. */
function ActionButton({ label, run }: { label: string; run: () => Promise<string | null> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <Button
        className="min-h-12 w-full"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailure(await run());
          setBusy(false);
        }}
      >
        {label}
      </Button>
      {failure ? <p className="text-red-200">{failure}</p> : null}
    </>
  );
}

/**
 * Another device holds the book (docs/decisions/049-scoring-offline.md): this screen only shows
 * it, says whose it is since when, and offers to take it over, after a question.
 */
export function HeldElsewhereBanner({
  view,
  takeOver,
}: {
  view: LiveBookView;
  takeOver: () => Promise<string | null>;
}) {
  const holder = view.game?.holder;
  return (
    <Banner tone="warning">
      <p role="alert">
        <strong>This device does not hold the book.</strong> {holderDevice(view)} holds this game&apos;s book
        {holder ? ` since ${formatMoment(holder.since)}` : ''}. This screen shows the plays and scores nothing until it
        takes the book over.
      </p>
      <ActionButton label="Take the book over" run={takeOver} />
    </Banner>
  );
}

/** The server refused an entry: the unsent plays stay listed until the book is reloaded from the server. */
export function RefusalBanner({ message, reload }: { message: string; reload: () => Promise<string | null> }) {
  return (
    <Banner tone="danger">
      <p role="alert">
        <strong>The server refused a play:</strong> {message} The plays not sent stay on this device, marked below.
      </p>
      <ActionButton label="Reload the book from the server" run={reload} />
    </Banner>
  );
}

/** The session ended or the account may not keep this game: the plays wait on this device. */
export function AccessBanner({ message }: { message: string }) {
  const { pathname } = useLocation();
  return (
    <Banner tone="danger">
      <p role="alert">{message} The plays not sent stay on this device and are sent once you are signed in again.</p>
      <Link to={paths.login} state={{ from: pathname }} className="inline-block font-semibold underline">
        Sign in again
      </Link>
    </Banner>
  );
}
