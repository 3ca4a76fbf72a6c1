import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { linesGoingText } from '#domain/games.ts';
import type { PlayerDetail } from '#domain/players.ts';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDeletePlayer } from '#web/features/players/api/delete-player.ts';
import { playerQueryOptions } from '#web/features/players/api/get-player.ts';
import { useUpdatePlayer } from '#web/features/players/api/update-player.ts';
import { MergePlayer } from '#web/features/players/components/merge-player.tsx';
import { UpdatePlayerForm } from '#web/features/players/components/player-form.tsx';
import { PlayerRegistrations } from '#web/features/registrations/components/player-registrations.tsx';
import { paths } from '#web/config/paths.ts';
import { useIsDeleted } from '#web/lib/deleting.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * Update Player (docs/rules/screens.md#list-screens): the form, Delete with a Yes/No confirm,
 * Go Back, and the player's teams.
 */
export function PlayersUpdatePage() {
  usePageTitle('Update Player');
  const id = Number(useParams().id);
  const deleted = useIsDeleted(queryKeys.players.deletion, id);
  const player = useQuery({ ...playerQueryOptions(id), refetchOnMount: 'always', enabled: !deleted });
  if (player.isError) return <p className="text-red-300">Failed to load players</p>;
  // Fresh data only: a public page may have cached the player without their email and phone.
  if (player.isPending || !player.isFetchedAfterMount) return <Spinner label="Loading player" />;
  return <PlayerUpdate key={player.data.id} player={player.data} />;
}

/** The player's save and delete. */
function PlayerUpdate({ player }: { player: PlayerDetail }) {
  const updatePlayer = useUpdatePlayer();
  const deletePlayer = useDeletePlayer();
  const navigate = useNavigate();
  const remove = useConfirmedDelete({
    remove: (target: PlayerDetail) => deletePlayer.mutateAsync(target.id),
    title: 'Delete player',
    message: (target) =>
      `Are you sure you want to delete ${target.firstName} ${target.lastName}?${linesGoingText(target.enteredLines ?? 0, 'player')}`,
    success: 'Player Deleted',
    failure: () => 'Error deleting Player',
    onDeleted: () => navigate(paths.admin.playersList),
  });

  return (
    <>
      <UpdatePlayerForm
        player={player}
        remove={remove}
        onSave={async (body) => {
          const updated = await updatePlayer.mutateAsync({ id: player.id, body });
          toast.success(`Updated ${updated.firstName} ${updated.lastName}`);
          navigate(paths.admin.playersList);
        }}
      />
      <PlayerRegistrations playerId={player.id} />
      <MergePlayer player={player} />
    </>
  );
}
