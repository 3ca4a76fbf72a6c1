import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { gameUpdateBody, newGameBody, type GameDetail } from '#domain/game-schemas.ts';
import type { Location } from '#domain/locations.ts';
import type { Team } from '#domain/teams.ts';
import { paths } from '#web/config/paths.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import {
  FormCard,
  FormError,
  SubmitOrCancel,
  TextField,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';
import { GameFields } from './game-fields.tsx';
import { onlyChoice } from '#web/lib/only-choice.ts';

type GameFormProps<Body> = {
  title: string;
  teams: Team[];
  locations: Location[];
  /** Saves the game; a refusal it throws shows at form level. */
  onSave: (body: Body) => Promise<void | false>;
};

/** The create form: the game's fields, Create Game and Cancel (docs/rules/screens.md#game-forms). */
export function CreateGameForm({ title, teams, locations, onSave }: GameFormProps<z.output<typeof newGameBody>>) {
  const form = useZodForm(newGameBody, {
    homeTeamId: '',
    awayTeamId: '',
    date: '',
    time: '',
    locationId: onlyChoice(locations),
  });
  const { isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while creating the game.');

  return (
    <FormCard title={title}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <GameFields teams={teams} locations={locations} />
          <FormError message={formError} />
          <SubmitOrCancel label="Create Game" submitting={isSubmitting} cancelTo={paths.admin.gamesList} />
        </form>
      </FormProvider>
    </FormCard>
  );
}

/**
 * The update form: the game's fields and both scores, then Save, Cancel and Enter Box Score
 * (docs/rules/screens.md#game-forms).
 */
export function UpdateGameForm({
  game,
  title,
  teams,
  locations,
  onSave,
}: GameFormProps<z.output<typeof gameUpdateBody>> & { game: GameDetail }) {
  const form = useZodForm(gameUpdateBody, {
    homeTeamId: String(game.homeTeamId),
    awayTeamId: String(game.awayTeamId),
    date: game.date,
    // A time input holds HH:mm.
    time: game.time.slice(0, 5),
    locationId: String(game.locationId),
    // Blank means no score yet (N/A).
    homeTeamScore: game.homeTeamScore ?? '',
    awayTeamScore: game.awayTeamScore ?? '',
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while updating the game.');

  return (
    <FormCard title={title}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <GameFields teams={teams} locations={locations} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Home team score"
              type="number"
              inputMode="numeric"
              min={0}
              registration={form.register('homeTeamScore')}
              error={errors.homeTeamScore?.message}
            />
            <TextField
              label="Away team score"
              type="number"
              inputMode="numeric"
              min={0}
              registration={form.register('awayTeamScore')}
              error={errors.awayTeamScore?.message}
            />
          </div>
          <FormError message={formError} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isSubmitting}>
              Save
            </Button>
            <ButtonLink to={paths.admin.gamesList} variant="secondary">
              Cancel
            </ButtonLink>
            <ButtonLink to={paths.admin.gamesBoxScore(game.id)} variant="secondary">
              Enter Box Score
            </ButtonLink>
          </div>
        </form>
      </FormProvider>
    </FormCard>
  );
}
