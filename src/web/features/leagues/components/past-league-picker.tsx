import type { League } from '#domain/leagues.ts';
import { ChoiceForm } from '#web/components/ui/choice-form.tsx';
import { paths } from '#web/config/paths.ts';

/** A league that is not active counts as past (docs/rules/screens.md#past-leagues); newest first. */
export const pastLeagues = (leagues: readonly League[]) =>
  leagues.filter((league) => !league.isActive).sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);

/**
 * A choice among the past leagues, showing `chosen`; "Choose a league" chooses none. Before
 * the app starts it is a form asking for `/past-leagues?league=<id>` (decision 045).
 */
export function PastLeaguePicker({
  leagues,
  chosen,
  onChoose,
}: {
  leagues: League[];
  chosen: League | undefined;
  onChoose: (league: League | undefined) => void;
}) {
  return (
    <ChoiceForm
      action={paths.pastLeagues}
      name="league"
      label="League"
      value={chosen ? String(chosen.id) : ''}
      choices={[
        { value: '', label: 'Choose a league' },
        ...leagues.map((league) => ({ value: String(league.id), label: league.name })),
      ]}
      onChoose={(value) => onChoose(leagues.find((league) => String(league.id) === value))}
      stacked
    />
  );
}
