import type { League } from '#domain/leagues.ts';
import { ChoiceForm } from '#web/components/ui/choice-form.tsx';
import { paths } from '#web/config/paths.ts';

/**
 * A choice among the active leagues, showing `league`; `onChange` gets the chosen one.
 * The switcher shows only when at least two leagues are active (docs/rules/screens.md#league-switcher).
 * Before the app starts it is a form asking for the home page with `?league=<id>` (decision 045).
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
  const active = leagues.filter((candidate) => candidate.isActive);
  return (
    <ChoiceForm
      action={paths.home}
      name="league"
      label="League"
      value={String(league.id)}
      choices={active.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
      onChoose={(value) => {
        const next = active.find((candidate) => String(candidate.id) === value);
        if (next) onChange(next);
      }}
    />
  );
}
