import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { playerUpdateBody, type PlayerDetail } from '#domain/players.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { FormCard, FormError, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDeletePlayer } from '#web/features/players/api/delete-player.ts';
import { playerQueryOptions } from '#web/features/players/api/get-player.ts';
import { useUpdatePlayer } from '#web/features/players/api/update-player.ts';
import { PlayerFields } from '#web/features/players/components/player-fields.tsx';
import { paths } from '#web/config/paths.ts';

const linkClass = 'font-semibold text-brand-strong underline-offset-4 hover:text-white hover:underline';

/**
 * Update Player (docs/rules/screens.md#list-screens): the form, Delete with a Yes/No confirm,
 * Go Back, and the player's teams.
 */
export function PlayersUpdatePage() {
  usePageTitle('Update Player');
  const id = Number(useParams().id);
  const player = useQuery({ ...playerQueryOptions(id), refetchOnMount: 'always' });
  if (player.isError) return <p className="text-red-300">Failed to load players</p>;
  // Fresh data only: a public page may have cached the player without their email and phone.
  if (player.isPending || !player.isFetchedAfterMount) return <Spinner label="Loading player" />;
  return <PlayerUpdateForm key={player.data.id} player={player.data} />;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function PlayerUpdateForm({ player }: { player: PlayerDetail }) {
  const updatePlayer = useUpdatePlayer();
  const deletePlayer = useDeletePlayer();
  const navigate = useNavigate();
  const form = useZodForm(playerUpdateBody, {
    firstName: player.firstName,
    lastName: player.lastName,
    email: text(player.email),
    phoneNumber: text(player.phoneNumber),
    position: text(player.position),
    age: text(player.age),
    height: text(player.height),
    weight: text(player.weight),
    jerseyNumber: text(player.jerseyNumber),
    isCaptain: player.isCaptain,
  });
  const { isSubmitting } = form.formState;

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      const updated = await updatePlayer.mutateAsync({ id: player.id, body });
      toast.success(`Updated ${updated.firstName} ${updated.lastName}`);
      navigate(paths.admin.playersList);
    },
    'An error occurred while updating the player.',
  );

  const remove = useConfirmedDelete({
    remove: (target: PlayerDetail) => deletePlayer.mutateAsync(target.id),
    title: 'Delete player',
    message: (target) => `Are you sure you want to delete ${target.firstName} ${target.lastName}?`,
    success: 'Player Deleted',
    failure: () => 'Error deleting Player',
    onDeleted: () => navigate(paths.admin.playersList),
  });

  const current = player.teams.filter((team) => team.PlayerTeam.isCurrentTeam);
  const previous = player.teams.filter((team) => !team.PlayerTeam.isCurrentTeam);
  const teamNames = (teams: PlayerDetail['teams']) =>
    teams.length === 0 ? 'None' : teams.map((team) => `${team.name} (${team.League.name})`).join(', ');

  return (
    <FormCard title="Update Player">
      <Link to={paths.admin.playersList} className={`${linkClass} mb-4 inline-block`}>
        Go Back
      </Link>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <PlayerFields />
          <div className="rounded-md border border-neutral-800 bg-neutral-950/60 p-3 text-sm">
            <p>
              <span className="font-medium text-neutral-300">Current team:</span> {teamNames(current)}
            </p>
            <p className="mt-1">
              <span className="font-medium text-neutral-300">Previous teams:</span> {teamNames(previous)}
            </p>
            <Link to={paths.admin.playerTeams(player.id)} className={`${linkClass} mt-2 inline-block`}>
              Edit teams
            </Link>
          </div>
          <FormError message={formError} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isSubmitting}>
              Save
            </Button>
            <Button variant="danger" onClick={() => remove.ask(player)} disabled={remove.isDeleting}>
              Delete
            </Button>
          </div>
        </form>
      </FormProvider>
      <ConfirmDialog {...remove.dialog} />
    </FormCard>
  );
}
