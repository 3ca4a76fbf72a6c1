import { useId } from 'react';
import type { League } from '#domain/leagues.ts';

/**
 * A choice among the active leagues, showing `league`; `onChange` gets the chosen one.
 * The switcher shows only when at least two leagues are active (docs/rules/screens.md#league-switcher).
 */
export function LeagueSwitcher({
  leagues,
  league,
  onChange,
}: {
  leagues: League[];
  league: League;
  onChange: (league: League) => void;
}) {
  const selectId = useId();
  const active = leagues.filter((candidate) => candidate.isActive);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold text-neutral-200">
        League
      </label>
      <select
        id={selectId}
        value={league.id}
        onChange={(event) => {
          const next = active.find((candidate) => candidate.id === Number(event.target.value));
          if (next) onChange(next);
        }}
        className="min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100"
      >
        {active.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
    </div>
  );
}
