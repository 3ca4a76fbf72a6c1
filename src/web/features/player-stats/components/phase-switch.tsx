import { useSearchParams } from 'react-router';
import { PHASE_KEYS, PHASES, type Phase } from '#domain/playoffs.ts';

/**
 * The part of the season a page's figures cover (docs/rules/screens.md#regular-season-and-playoffs):
 * the regular season by default, the playoffs with `?phase=playoffs`, kept in the address.
 */
export function usePhase(): [Phase, (phase: Phase) => void] {
  const [params, setParams] = useSearchParams();
  const phase: Phase = params.get('phase') === 'playoffs' ? 'playoffs' : 'regular';
  const choose = (next: Phase) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'regular') updated.delete('phase');
        else updated.set('phase', next);
        return updated;
      },
      { replace: true },
    );
  return [phase, choose];
}

/** Regular season or playoffs: two buttons, the chosen one pressed. Shown only where there are playoffs. */
export function PhaseSwitch({ phase, onChange }: { phase: Phase; onChange: (phase: Phase) => void }) {
  return (
    <div
      role="group"
      aria-label="Part of the season"
      className="inline-flex gap-1 rounded-lg border border-neutral-800 bg-neutral-900/60 p-1"
    >
      {PHASE_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          aria-pressed={phase === key}
          onClick={() => onChange(key)}
          className={`min-h-10 rounded-md px-3 text-sm font-semibold ${
            phase === key ? 'bg-brand text-neutral-950' : 'text-neutral-200 hover:bg-neutral-800'
          }`}
        >
          {PHASES[key].label}
        </button>
      ))}
    </div>
  );
}
