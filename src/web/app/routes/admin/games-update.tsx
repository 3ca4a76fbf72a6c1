import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { FormCard } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { useUpdateGame } from '#web/features/games/api/update-game.ts';
import { WithGameOptions } from '#web/features/games/components/game-fields.tsx';
import { UpdateGameForm } from '#web/features/games/components/game-form.tsx';
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
  const updateGame = useUpdateGame();
  const navigate = useNavigate();

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
      {(options) => (
        <UpdateGameForm
          {...options}
          game={data}
          title={title}
          onSave={async (body) => {
            await updateGame.mutateAsync({ id: data.id, body });
            toast.success('Updated game');
            navigate(paths.admin.gamesList);
          }}
        />
      )}
    </WithGameOptions>
  );
}
