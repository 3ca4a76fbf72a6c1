import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ScreenError } from '#web/components/ui/load-failure.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { useUpdateGameScore } from '#web/features/games/api/update-game-score.ts';
import { AdminGameHeader } from '#web/features/games/components/admin-game-header.tsx';
import { CalledOffNote, useNumbersLocked } from '#web/features/games/components/called-off-note.tsx';
import { BoxScoreStatTable } from '#web/features/games/components/box-score-stat-table.tsx';
import { GameHistory } from '#web/features/games/components/game-history.tsx';
import { ScoreForm } from '#web/features/games/components/score-form.tsx';
import { useScoreCheck } from '#web/features/games/components/score-check.ts';
import { useSetGameStatus } from '#web/features/games/api/set-game-status.ts';
import { clearsScoreQuestion, GameStatusForm } from '#web/features/games/components/game-status-form.tsx';
import { useConfirmation } from '#web/components/ui/confirmation.ts';
import { isAdmin } from '#domain/roles.ts';
import { useMe } from '#web/lib/auth.ts';
import { BOX_SCORE_STATUSES } from '#domain/games.ts';
import { isCalledOff } from '#domain/game-status.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import { ScoreOnlyButton } from '#web/features/games/components/score-only-button.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';

const GAME_NOT_FOUND = 'Game not found';

/**
 * /admin/games/update/{id}/box-score (docs/rules/screens.md#box-score-screen): the game, a
 * score form, the ways to live scoring and to the whole-game grid, both teams' stat tables, whose rows lead to the
 * edit screen of each player's line, and the history of the game's numbers with its undo.
 */
export function GamesBoxScorePage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const game = useQuery({ ...gameQueryOptions(id), enabled: validId });
  const data = game.data;
  usePageTitle(data ? `Box Score: ${data.HomeTeam.name} vs ${data.AwayTeam.name}` : 'Box Score');

  if (!validId || game.isError) {
    return (
      <ScreenError title="Box Score" message={validId ? errorMessage(game.error, GAME_NOT_FOUND) : GAME_NOT_FOUND} />
    );
  }
  if (!data) return <Spinner label="Loading box score" />;
  return <BoxScoreScreen game={data} />;
}

function BoxScoreScreen({ game }: { game: GameDetail }) {
  const updateScore = useUpdateGameScore();
  const setStatus = useSetGameStatus();
  const scoreCheck = useScoreCheck(game);
  const confirmation = useConfirmation();
  const me = useMe().data;
  // A postponed, cancelled or forfeited game is an admin's alone: a scorekeeper reads it.
  const locked = useNumbersLocked(game);
  return (
    <article className="space-y-8">
      <AdminGameHeader game={game} />
      <CalledOffNote game={game} />
      <div className="flex flex-wrap items-center gap-3">
        {isCalledOff(game) ? null : (
          <ButtonLink to={paths.admin.gamesLive(game.id)} variant="secondary">
            Score live
          </ButtonLink>
        )}
        {locked ? null : <ButtonLink to={paths.admin.gamesEntry(game.id)}>Enter whole game</ButtonLink>}
        <p className="text-sm text-neutral-300">
          Box score:{' '}
          <span className="font-semibold text-neutral-100">{BOX_SCORE_STATUSES[game.boxScoreStatus].label}</span>
        </p>
        {locked ? null : <ScoreOnlyButton game={game} />}
      </div>
      {locked ? null : (
        // Keyed by the stored scores: a saved score starts the form afresh from the new values.
        <ScoreForm
          key={`${game.homeTeamScore}-${game.awayTeamScore}`}
          game={game}
          onSave={async (body) => {
            if (!(await scoreCheck.check(body))) return false;
            await updateScore.mutateAsync({ id: game.id, body });
            toast.success('Score updated successfully');
          }}
        />
      )}
      {me && isAdmin(me) ? (
        <GameStatusForm
          key={`${game.status}-${game.date}-${game.time}`}
          game={game}
          onSave={async (body) => {
            const question = clearsScoreQuestion(game, body);
            if (question && !(await confirmation.ask('Clear the score?', question))) return false;
            await setStatus.mutateAsync({ id: game.id, body });
            toast.success('Status updated');
          }}
        />
      ) : null}
      {locked ? null : <p className="text-sm text-neutral-300">Select a player to edit their stats for this game.</p>}
      <BoxScoreStatTable gameId={game.id} side={game.HomeTeam} signedIn={!locked} />
      <BoxScoreStatTable gameId={game.id} side={game.AwayTeam} signedIn={!locked} />
      <GameHistory game={game} canUndo={!locked} />
      <ConfirmDialog {...scoreCheck.dialog} />
      <ConfirmDialog {...confirmation.dialog} />
    </article>
  );
}
