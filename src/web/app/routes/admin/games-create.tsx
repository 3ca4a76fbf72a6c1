import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateGame } from '#web/features/games/api/create-game.ts';
import { WithGameOptions } from '#web/features/games/components/game-fields.tsx';
import { CreateGameForm } from '#web/features/games/components/game-form.tsx';
import { paths } from '#web/config/paths.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { useTeams } from '#web/features/teams/api/get-teams.ts';

const title = 'Create Game';

/** /admin/games/create: the league comes from the home team (docs/rules/screens.md#game-forms). */
export function GamesCreatePage() {
  usePageTitle(title);
  const teams = useTeams();
  const locations = useLocations();
  const createGame = useCreateGame();
  const navigate = useNavigate();
  return (
    <WithGameOptions title={title} teams={teams} locations={locations}>
      {(options) => (
        <CreateGameForm
          {...options}
          title={title}
          onSave={async (body) => {
            await createGame.mutateAsync(body);
            toast.success('Created game');
            navigate(paths.admin.gamesList);
          }}
        />
      )}
    </WithGameOptions>
  );
}
