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
import { useScoreCheck } from '#web/features/games/components/score-check.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
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
  return (
    <WithGameOptions title={title} teams={teams} locations={locations}>
      {(options) => <GameUpdate game={game.data} options={options} />}
    </WithGameOptions>
  );
}

/** The form of a loaded game; a tie, or a score its lines do not add up to, is asked about first. */
function GameUpdate({
  game,
  options,
}: {
  game: GameDetail;
  options: Omit<Parameters<typeof UpdateGameForm>[0], 'game' | 'title' | 'onSave'>;
}) {
  const updateGame = useUpdateGame();
  const navigate = useNavigate();
  const scoreCheck = useScoreCheck(game);
  return (
    <>
      <UpdateGameForm
        {...options}
        game={game}
        title={title}
        onSave={async (body) => {
          const score = { homeTeamScore: body.homeTeamScore ?? null, awayTeamScore: body.awayTeamScore ?? null };
          if (!(await scoreCheck.check(score))) return false;
          await updateGame.mutateAsync({ id: game.id, body });
          toast.success('Updated game');
          navigate(paths.admin.gamesList);
        }}
      />
      <ConfirmDialog {...scoreCheck.dialog} />
    </>
  );
}
