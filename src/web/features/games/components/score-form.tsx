import type { z } from 'zod';
import { gameScoreBody, type GameDetail } from '#domain/game-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError, TextField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';

/**
 * The box score screen's score form (docs/rules/screens.md#box-score-screen). The inputs start
 * from the game's scores, 0 when there is none yet.
 */
export function ScoreForm({
  game,
  onSave,
}: {
  game: GameDetail;
  /** Saves both scores; a refusal it throws shows at form level. */
  onSave: (body: z.output<typeof gameScoreBody>) => Promise<void | false>;
}) {
  const form = useZodForm(gameScoreBody, {
    homeTeamScore: game.homeTeamScore ?? 0,
    awayTeamScore: game.awayTeamScore ?? 0,
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while updating the score.');

  return (
    <section
      aria-labelledby="score-form-title"
      className="max-w-md rounded-xl border border-neutral-800 bg-neutral-900/60 p-5"
    >
      <h2 id="score-form-title" className="mb-4 text-lg font-bold">
        Score
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={`${game.HomeTeam.name} (home)`}
            type="number"
            inputMode="numeric"
            min={0}
            registration={form.register('homeTeamScore')}
            error={errors.homeTeamScore?.message}
          />
          <TextField
            label={`${game.AwayTeam.name} (away)`}
            type="number"
            inputMode="numeric"
            min={0}
            registration={form.register('awayTeamScore')}
            error={errors.awayTeamScore?.message}
          />
        </div>
        <FormError message={formError} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            Update Score
          </Button>
        </div>
      </form>
    </section>
  );
}
