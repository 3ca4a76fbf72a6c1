import type { LiveBookView } from '../local/live-book.ts';

const plays = (count: number) => (count === 1 ? '1 play' : `${count} plays`);

/** Why the unsent plays wait, in the scorekeeper's words. */
function waitingFor(view: LiveBookView): string {
  if (view.heldElsewhere) return 'another device holds the book';
  if (view.refusal) return 'the server refused one of them';
  if (view.accessProblem) return 'sign in again to send them';
  if (view.sending && view.online) return 'sending now';
  return 'they will be sent when the connection returns';
}

/**
 * What has not reached the server yet, always in view (docs/decisions/049-scoring-offline.md),
 * and whether this screen opens without a network.
 */
export function SyncStatus({ view, readyOffline }: { view: LiveBookView; readyOffline: boolean }) {
  const count = view.unsent.length;
  const connection = view.online ? (readyOffline ? 'Opens offline' : '') : 'Offline';
  return (
    <div className="flex items-start gap-2 border-b border-neutral-800 px-3 py-1 text-xs leading-snug">
      <p role="status" className={`flex-1 ${count === 0 ? 'text-emerald-300' : 'font-semibold text-amber-200'}`}>
        {count === 0 ? 'All plays sent' : `${plays(count)} not sent yet — ${waitingFor(view)}`}
      </p>
      {connection ? (
        <p className={`shrink-0 ${view.online ? 'text-neutral-400' : 'font-semibold text-amber-200'}`}>{connection}</p>
      ) : null}
    </div>
  );
}
