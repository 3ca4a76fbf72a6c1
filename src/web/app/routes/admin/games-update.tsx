import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { gameUpdateBody, type GameDetail } from '#domain/game-schemas.ts';
import type { Location } from '#domain/locations.ts';
import type { Team } from '#domain/teams.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormCard, FormError, TextField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { useUpdateGame } from '#web/features/games/api/update-game.ts';
import { GameFields, WithGameOptions } from '#web/features/games/components/game-fields.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { useTeams } from '#web/features/teams/api/get-teams.ts';

const title = 'Update Game';

/** /admin/games/update/{id}: the game's fields and both scores (docs/rules/screens.md#game-forms). */
export function GamesUpdatePage() {
  usePageTitle(title);
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const game = useQuery({ ...gameQueryOptions(id), enabled: validId });
  // The choices load beside the game, so the form can open as soon as both are here.
  const teams = useTeams();
  const locations = useLocations();

  if (!validId || game.isError) {
    return (
      <FormCard title={title}>
        <p className="text-red-300">Error: {validId ? errorMessage(game.error, 'Game not found') : 'Game not found'}</p>
      </FormCard>
    );
  }
  if (!game.data) return <Spinner label="Loading game" />;
  const data = game.data;
  return (
    <WithGameOptions title={title} teams={teams} locations={locations}>
      {(options) => <UpdateGameForm game={data} {...options} />}
    </WithGameOptions>
  );
}

function UpdateGameForm({ game, teams, locations }: { game: GameDetail; teams: Team[]; locations: Location[] }) {
  const updateGame = useUpdateGame();
  const navigate = useNavigate();
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

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      await updateGame.mutateAsync({ id: game.id, body });
      toast.success('Updated game');
      navigate(paths.admin.gamesList);
    },
    'An error occurred while updating the game.',
  );

  return (
    <FormCard title={title}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <GameFields
          teams={teams}
          locations={locations}
          register={(name, options) => form.register(name, options)}
          errors={errors}
          homeTeamId={form.watch('homeTeamId')}
        />
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
    </FormCard>
  );
}
