import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatShortDate } from '#domain/format.ts';
import { gameStatusBody, type GameDetail } from '#domain/game-schemas.ts';
import { FORFEIT_SIDES, FORFEIT_SIDE_KEYS, GAME_STATUSES, SETTABLE_STATUSES } from '#domain/game-status.ts';
import { isPlayed } from '#domain/games.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError, SelectField, TextField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';

type Body = z.output<typeof gameStatusBody>;

/** The question before a played game loses its score to a status (docs/rules/league-data.md#game-status). */
export function clearsScoreQuestion(game: GameDetail, body: Body): string | null {
  if (!isPlayed(game) || body.status === 'final') return null;
  return (
    `${game.HomeTeam.name} ${game.homeTeamScore ?? 0}, ${game.AwayTeam.name} ${game.awayTeamScore ?? 0} will be cleared: ` +
    `a ${GAME_STATUSES[body.status].label.toLowerCase()} game has no score. The game's history keeps it, and Undo brings it back. Go on?`
  );
}

/**
 * The admin's status of a game (docs/rules/screens.md#game-status): scheduled, postponed or
 * cancelled with a reason, or a forfeit with who forfeited; a postponed game may be given its
 * new date and time, which moves it there marked rescheduled. A final game comes from its score.
 */
export function GameStatusForm({ game, onSave }: { game: GameDetail; onSave: (body: Body) => Promise<void | false> }) {
  const form = useZodForm(gameStatusBody, {
    status: game.status === 'final' ? 'scheduled' : game.status,
    reason: game.statusReason ?? '',
    forfeitedBy: game.forfeitedBy ?? '',
    date: '',
    time: '',
  });
  const { errors, isSubmitting } = form.formState;
  const status = useWatch({ control: form.control, name: 'status' });
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while updating the status.');
  const sides = { home: game.HomeTeam.name, away: game.AwayTeam.name };

  return (
    <section
      aria-labelledby="status-form-title"
      className="max-w-xl rounded-xl border border-neutral-800 bg-neutral-900/60 p-5"
    >
      <h2 id="status-form-title" className="text-lg font-bold">
        Status
      </h2>
      <p className="mb-4 mt-1 text-sm text-neutral-300">
        Now: <span className="font-semibold text-neutral-100">{GAME_STATUSES[game.status].label}</span>
        {game.rescheduledFrom ? ` (rescheduled from ${formatShortDate(game.rescheduledFrom)})` : ''}
        {game.status === 'final' ? '. A final game has a score; another status clears it.' : ''}
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <SelectField
          label="Status"
          registration={form.register('status')}
          error={errors.status?.message}
          placeholder="Choose a status"
          options={SETTABLE_STATUSES.map((key) => ({ value: key, label: GAME_STATUSES[key].label }))}
        />
        {status === 'forfeit' ? (
          <SelectField
            label="Who forfeits"
            registration={form.register('forfeitedBy')}
            error={errors.forfeitedBy?.message}
            placeholder="Choose who forfeits"
            options={FORFEIT_SIDE_KEYS.map((key) => ({
              value: key,
              label: key === 'both' ? FORFEIT_SIDES.both.label : `${sides[key]} (${key}) forfeits`,
            }))}
          />
        ) : null}
        {status && status !== 'scheduled' ? (
          <TextField
            label={GAME_STATUSES[status].reason === 'required' ? 'Reason' : 'Reason (optional)'}
            registration={form.register('reason')}
            error={errors.reason?.message}
            hint="Shown on the public pages, e.g. gym closed."
          />
        ) : null}
        {status === 'postponed' ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm text-neutral-300">
              New date and time, once known: the game moves there, marked rescheduled.
            </legend>
            <TextField label="New date" type="date" registration={form.register('date')} error={errors.date?.message} />
            <TextField label="New time" type="time" registration={form.register('time')} error={errors.time?.message} />
          </fieldset>
        ) : null}
        <FormError message={formError} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            Update Status
          </Button>
        </div>
      </form>
    </section>
  );
}
