import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { newGameBody } from '#domain/game-schemas.ts';
import type { Location } from '#domain/locations.ts';
import type { Team } from '#domain/teams.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormCard, FormError, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateGame } from '#web/features/games/api/create-game.ts';
import { GameFields, WithGameOptions } from '#web/features/games/components/game-fields.tsx';
import { paths } from '#web/config/paths.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { useTeams } from '#web/features/teams/api/get-teams.ts';

const title = 'Create Game';

/** /admin/games/create: the league comes from the home team (docs/rules/screens.md#game-forms). */
export function GamesCreatePage() {
  usePageTitle(title);
  const teams = useTeams();
  const locations = useLocations();
  return (
    <WithGameOptions title={title} teams={teams} locations={locations}>
      {(options) => <CreateGameForm {...options} />}
    </WithGameOptions>
  );
}

function CreateGameForm({ teams, locations }: { teams: Team[]; locations: Location[] }) {
  const createGame = useCreateGame();
  const navigate = useNavigate();
  const form = useZodForm(newGameBody, { homeTeamId: '', awayTeamId: '', date: '', time: '', locationId: '' });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      await createGame.mutateAsync(body);
      toast.success('Created game');
      navigate(paths.admin.gamesList);
    },
    'An error occurred while creating the game.',
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
        <FormError message={formError} />
        <div className="flex gap-3">
          <Button type="submit" disabled={isSubmitting}>
            Create Game
          </Button>
          <ButtonLink to={paths.admin.gamesList} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </FormCard>
  );
}
