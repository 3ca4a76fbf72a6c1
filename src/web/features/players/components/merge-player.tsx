import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { formatMoment } from '#domain/format.ts';
import type { PlayerDetail, PlayerListRow, PlayerMergeCounts } from '#domain/players.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { usePlayers } from '../api/list-players.ts';
import { useMergePlayers, usePlayerMerges } from '../api/merge-players.ts';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What a merge moved, as its message says it. */
export function movedText(moved: PlayerMergeCounts): string {
  return `${plural(moved.lines, 'stat line')}, ${plural(moved.teams, 'team')}, ${plural(moved.awards, 'award')} and ${plural(moved.registrations, 'registration')} moved`;
}

const nameOf = (player: { firstName: string; lastName: string }) => `${player.firstName} ${player.lastName}`;

/**
 * On a player's back-office page: merge a second record of the same person into this one
 * (docs/decisions/030-one-person-one-player.md), and the merges made so far.
 */
export function MergePlayer({ player }: { player: PlayerDetail }) {
  const players = usePlayers('alphabetical');
  const merges = usePlayerMerges(player.id);
  const merge = useMergePlayers();
  // A registration's possible match links here with the new player to merge (`?merge=`).
  const [searchParams] = useSearchParams();
  const [chosen, setChosen] = useState(searchParams.get('merge') ?? '');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const others = (players.data ?? []).filter((other) => other.id !== player.id);
  const other: PlayerListRow | undefined = others.find((row) => String(row.id) === chosen);
  const kept = nameOf(player);

  const confirm = async () => {
    setAsking(false);
    if (!other) return;
    setError(null);
    try {
      const { moved } = await merge.mutateAsync({ keptId: player.id, mergedId: other.id });
      toast.success(`Merged ${nameOf(other)} into ${kept}: ${movedText(moved)}`);
      setChosen('');
    } catch (failure) {
      setError(errorMessage(failure, 'The players could not be merged.'));
    }
  };

  return (
    <div className="mx-auto w-full max-w-md">
      <Section title="Merge a duplicate">
        <p className="text-sm text-neutral-300">
          The same person entered twice? Choose the other record: its stat lines, teams, awards and registrations move
          to {kept}, and it is removed. Its old page shows {kept}.
        </p>
        <div className="mt-3 flex flex-col gap-1 text-sm font-medium text-neutral-100">
          <label htmlFor={selectId}>Player to merge into {kept}</label>
          <select
            id={selectId}
            value={chosen}
            disabled={players.isPending}
            onChange={(event) => setChosen(event.target.value)}
            className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
          >
            <option value="">{players.isPending ? 'Loading players…' : 'Choose a player'}</option>
            {others.map((row) => (
              <option key={row.id} value={row.id}>
                {row.lastName}, {row.firstName} ({row.email})
              </option>
            ))}
          </select>
        </div>
        <Button className="mt-3" disabled={!other || merge.isPending} onClick={() => setAsking(true)}>
          {merge.isPending ? 'Merging…' : 'Merge'}
        </Button>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <ConfirmDialog
          open={asking}
          title="Merge players"
          message={
            other
              ? `Merge ${nameOf(other)} into ${kept}? Their stat lines, teams, awards and registrations move to ${kept}, and ${nameOf(other)} is removed. This cannot be undone.`
              : ''
          }
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
        {merges.isPending ? <Spinner label="Loading merges" /> : null}
        {merges.data && merges.data.length > 0 ? (
          <>
            <h3 className="mt-5 font-semibold">Merged into this player</h3>
            <ul className="mt-2 flex flex-col gap-2 text-sm">
              {merges.data.map((done) => (
                <li key={done.mergedPlayerId} className="rounded-md border border-neutral-800 p-2">
                  <span className="font-semibold">{done.mergedName}</span>
                  {done.mergedEmail ? <span className="break-all text-neutral-300"> ({done.mergedEmail})</span> : null}
                  <span className="block text-neutral-300">
                    {formatMoment(done.mergedAt)} by {done.mergedBy}: {movedText(done.moved)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Section>
    </div>
  );
}
