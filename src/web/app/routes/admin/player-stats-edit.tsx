import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ScreenError } from '#web/components/ui/load-failure.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { gameQueryOptions } from '#web/features/games/api/get-game.ts';
import { statLineQueryOptions } from '#web/features/player-stats/api/get-stat-line.ts';
import { useUpdateStatLine } from '#web/features/player-stats/api/update-stat-line.ts';
import { StatLineForm } from '#web/features/player-stats/components/stat-line-form.tsx';
import { CalledOffNote, useNumbersLocked } from '#web/features/games/components/called-off-note.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /admin/games/update/{gameId}/player-stats/{playerId}: one player's line in one game
 * (docs/rules/screens.md#stat-line-form). A scorekeeper gets no form for a game postponed,
 * cancelled or forfeited, only why.
 */
export function PlayerStatsEditPage() {
  const params = useParams();
  const gameId = positiveId(params.gameId);
  const playerId = positiveId(params.playerId);
  const valid = gameId !== null && playerId !== null;
  const game = useQuery({ ...gameQueryOptions(gameId ?? 0), enabled: valid });
  const line = useQuery({ ...statLineQueryOptions(gameId ?? 0, playerId ?? 0), enabled: valid });
  const updateStatLine = useUpdateStatLine();
  const navigate = useNavigate();
  const locked = useNumbersLocked(game.data ?? { status: 'scheduled' });
  const player = [...(game.data?.HomeTeam.Players ?? []), ...(game.data?.AwayTeam.Players ?? [])].find(
    (candidate) => candidate.id === playerId,
  );
  const playerName = player ? `${player.firstName} ${player.lastName}` : `Player ${playerId ?? ''}`.trim();
  usePageTitle(`Edit Stats: ${playerName}`);

  const failed = !valid || game.isError || line.isError;
  if (failed) {
    const message = valid ? errorMessage(game.error ?? line.error, 'Stat line not found') : 'Stat line not found';
    return <ScreenError title="Edit Stats" message={message} />;
  }
  if (!game.data || !line.data) return <Spinner label="Loading stats" />;
  const boxScore = paths.admin.gamesBoxScore(game.data.id);
  const lineId = line.data.id;
  if (locked) {
    return (
      <section className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight">Edit Stats: {playerName}</h1>
        <CalledOffNote game={game.data} />
        <ButtonLink to={boxScore} variant="secondary">
          Back to the box score
        </ButtonLink>
      </section>
    );
  }
  return (
    <StatLineForm
      game={game.data}
      line={line.data}
      playerName={playerName}
      cancelTo={boxScore}
      onSave={async (stored) => {
        try {
          await updateStatLine.mutateAsync({ id: lineId, body: stored });
          toast.success('Player stats updated successfully');
          navigate(boxScore);
        } catch (error) {
          toast.error(`Error updating player stats: ${errorMessage(error, 'the server gave no reason')}`);
          return false;
        }
      }}
    />
  );
}
