import { useState } from 'react';
import { Link } from 'react-router';
import type { PlayerListRow } from '#domain/players.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { usePlayerMatches } from '../api/player-matches.ts';

type Person = { firstName?: string; lastName?: string; email?: string; phoneNumber?: string };

/**
 * On the create screen: the players the person being entered may already be (the same email,
 * or the same name and phone), each with a way to put them on the chosen team instead of
 * making a second player.
 */
export function PossibleMatches({
  person,
  teamChosen,
  onAdd,
}: {
  person: Person;
  /** Whether a team is chosen; adding needs one. */
  teamChosen: boolean;
  /** Puts the existing player on the chosen team. */
  onAdd: (player: PlayerListRow) => Promise<void>;
}) {
  const matches = usePlayerMatches(person);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const found = matches.data ?? [];
  if (found.length === 0) return null;
  const add = async (player: PlayerListRow) => {
    setError(null);
    setAdding(true);
    try {
      await onAdd(player);
    } catch (failure) {
      setError(errorMessage(failure, 'The player could not be added to the team.'));
    } finally {
      setAdding(false);
    }
  };
  return (
    <div role="status" className="rounded-md border border-amber-700 bg-amber-950/50 p-3 text-sm text-amber-50">
      <p className="font-semibold">This may be a player the league already has:</p>
      <ul className="mt-2 flex flex-col gap-3">
        {found.map((player) => (
          <li key={player.id}>
            <Link
              to={paths.admin.playersUpdate(player.id)}
              className="font-semibold underline underline-offset-4 hover:text-white"
            >
              {player.firstName} {player.lastName}
            </Link>
            <span className="block break-all text-amber-100">
              {player.email} · {player.phoneNumber}
            </span>
            <span className="block text-amber-100">
              {player.currentTeams.length === 0
                ? 'No current team'
                : `Current team: ${player.currentTeams.map((team) => `${team.name} (${team.leagueName})`).join(', ')}`}
            </span>
            <Button variant="secondary" className="mt-2" disabled={!teamChosen || adding} onClick={() => add(player)}>
              Add {player.firstName} {player.lastName} to the chosen team instead
            </Button>
          </li>
        ))}
      </ul>
      {teamChosen ? null : <p className="mt-2">Choose the team below first to add an existing player to it.</p>}
      {error ? (
        <p role="alert" className="mt-2 text-red-200">
          {error}
        </p>
      ) : null}
    </div>
  );
}
