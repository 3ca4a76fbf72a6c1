import { toast } from 'react-toastify';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { formatGameDate } from '#domain/format.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import {
  formFromStored,
  INCLUDING_STATS,
  statLineForm,
  type StatLineForm as StatLineValues,
  type StoredStatLine,
} from '#domain/player-stats.ts';
import { STORED_STATS } from '#domain/stat-catalogue.ts';
import { storedLine } from '#domain/stats.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { TextField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { dependents, typedPoints } from './typed-line.ts';

type StoredStat = (typeof STORED_STATS)[number];

/** The form's fieldsets, each with its fields, in the order the scorer enters them. */
const IN_FORM_ORDER = [...STORED_STATS].sort((a, b) => a.field.order - b.field.order);
const FIELD_GROUPS = [...new Set(IN_FORM_ORDER.map((stat) => stat.field.group))].map((legend) => ({
  legend,
  stats: IN_FORM_ORDER.filter((stat) => stat.field.group === legend),
}));

const counted = (value: number, noun: string) => `${value} ${noun}${value === 1 ? '' : 's'}`;

/**
 * One player's line in one game (docs/rules/screens.md#stat-line-form): the stats in their
 * fieldsets, the live points summary, Save Stats and Cancel. A shooting line whose field goals
 * fall below its threes is refused with a toast.
 */
export function StatLineForm({
  game,
  line,
  playerName,
  cancelTo,
  onSave,
}: {
  game: GameDetail;
  line: StoredStatLine;
  playerName: string;
  /** Where Cancel goes: the game's box score. */
  cancelTo: string;
  /** Saves the line as stored; it says itself how that went, and gives `false` when it did not. */
  onSave: (stored: z.output<typeof statLineForm>) => Promise<void | false>;
}) {
  // The stored line keeps two-point field goals; the form shows them with the threes.
  const form = useZodForm(statLineForm, { ...formFromStored(storedLine(line)), minutes: line.minutes ?? '' });
  const { errors, isSubmitting } = form.formState;
  const summary = typedPoints(form.watch());
  const team = game.HomeTeam.id === line.teamId ? game.HomeTeam : game.AwayTeam;

  // A count below what it includes is also said in a toast (docs/rules/messages.md#stat-lines).
  const onInvalid = (invalid: FieldErrors<StatLineValues>) => {
    for (const stat of INCLUDING_STATS) {
      if (invalid[stat.key]?.message === stat.includes.inlineMessage) toast.error(stat.includes.toastMessage);
    }
  };
  // The save says itself how it went, in a toast.
  const { onSubmit } = useServerSubmit(form, onSave, '', onInvalid);

  const fields = (stats: readonly StoredStat[]) =>
    stats.map((stat) => (
      <TextField
        key={stat.key}
        label={stat.field.label}
        hint={'hint' in stat.field ? stat.field.hint : undefined}
        type="number"
        inputMode="numeric"
        min={0}
        max={stat.max}
        registration={form.register(stat.key, { deps: dependents(stat) })}
        error={errors[stat.key]?.message}
      />
    ));

  return (
    <section className="mx-auto w-full max-w-2xl rounded-xl border border-neutral-800 bg-neutral-900/60 p-6 shadow-lg">
      <h1 className="text-2xl font-bold tracking-tight">Edit Stats: {playerName}</h1>
      <p className="mt-1 text-neutral-300">
        {team.name} · {game.HomeTeam.name} vs {game.AwayTeam.name} · {formatGameDate(game.date)}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-6">
        {FIELD_GROUPS.map((group) => (
          <fieldset key={group.legend} className="grid grid-cols-2 items-start gap-x-3 gap-y-4 sm:gap-x-4">
            <legend className="mb-3 text-lg font-bold">{group.legend}</legend>
            {fields(group.stats)}
          </fieldset>
        ))}
        <output aria-live="polite" className="block rounded-md border border-neutral-700 bg-neutral-950 px-4 py-3">
          <span className="block text-xl font-bold text-white">Points: {summary.points}</span>
          <span className="block text-sm text-neutral-300">
            {counted(summary.twos, 'two-pointer')} × 2 + {counted(summary.threes, 'three')} × 3 +{' '}
            {counted(summary.freeThrows, 'free throw')}
          </span>
        </output>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            Save Stats
          </Button>
          <ButtonLink to={cancelTo} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </section>
  );
}
