import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ScreenError } from '#web/components/ui/load-failure.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { useUpdateGameScore } from '#web/features/games/api/update-game-score.ts';
import { AdminGameHeader } from '#web/features/games/components/admin-game-header.tsx';
import { BoxScoreStatTable } from '#web/features/games/components/box-score-stat-table.tsx';
import { ScoreForm } from '#web/features/games/components/score-form.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

const GAME_NOT_FOUND = 'Game not found';

/**
 * /admin/games/update/{id}/box-score (docs/rules/screens.md#box-score-screen): the game, a
 * score form and both teams' stat tables, whose rows lead to the edit screen of each player's
 * line.
 */
export function GamesBoxScorePage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const game = useQuery({ ...gameQueryOptions(id), enabled: validId });
  const updateScore = useUpdateGameScore();
  const data = game.data;
  usePageTitle(data ? `Box Score: ${data.HomeTeam.name} vs ${data.AwayTeam.name}` : 'Box Score');

  if (!validId || game.isError) {
    return (
      <ScreenError title="Box Score" message={validId ? errorMessage(game.error, GAME_NOT_FOUND) : GAME_NOT_FOUND} />
    );
  }
  if (!data) return <Spinner label="Loading box score" />;

  return (
    <article className="space-y-8">
      <AdminGameHeader game={data} />
      {/* Keyed by the stored scores: a saved score starts the form afresh from the new values. */}
      <ScoreForm
        key={`${data.homeTeamScore}-${data.awayTeamScore}`}
        game={data}
        onSave={async (body) => {
          await updateScore.mutateAsync({ id: data.id, body });
          toast.success('Score updated successfully');
        }}
      />
      <p className="text-sm text-neutral-300">Select a player to edit their stats for this game.</p>
      <BoxScoreStatTable gameId={data.id} side={data.HomeTeam} signedIn />
      <BoxScoreStatTable gameId={data.id} side={data.AwayTeam} signedIn />
    </article>
  );
}
