import { useId } from 'react';
import type { League } from '#domain/leagues.ts';

/** A league that is not active counts as past (docs/rules/screens.md#past-leagues); newest first. */
export const pastLeagues = (leagues: readonly League[]) =>
  leagues.filter((league) => !league.isActive).sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);

/** A choice among the past leagues, showing `chosen`; "Choose a league" chooses none. */
export function PastLeaguePicker({
  leagues,
  chosen,
  onChoose,
}: {
  leagues: League[];
  chosen: League | undefined;
  onChoose: (league: League | undefined) => void;
}) {
  const selectId = useId();
  return (
    <div className="mt-6 flex flex-col gap-2 sm:max-w-xs">
      <label htmlFor={selectId} className="text-sm font-semibold text-neutral-200">
        League
      </label>
      <select
        id={selectId}
        value={chosen ? String(chosen.id) : ''}
        onChange={(event) => onChoose(leagues.find((league) => String(league.id) === event.target.value))}
        className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
      >
        <option value="">Choose a league</option>
        {leagues.map((league) => (
          <option key={league.id} value={league.id}>
            {league.name}
          </option>
        ))}
      </select>
    </div>
  );
}
