import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { playerQueryOptions } from '#web/features/players/api/get-player.ts';
import { useUpdatePlayerTeams } from '#web/features/players/api/update-player-teams.ts';
import { PlayerTeamsForm } from '#web/features/players/components/player-teams-form.tsx';
import { useTeams } from '#web/features/teams/api/get-teams.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';

/**
 * /admin/players/update/{id}/teams (docs/rules/screens.md#player-teams-screen): every team,
 * checked when linked, Current or Previous.
 */
export function PlayerTeamsPage() {
  usePageTitle('Edit Player Teams');
  const id = Number(useParams().id);
  const player = useQuery({ ...playerQueryOptions(id), refetchOnMount: 'always' });
  const teams = useTeams();
  const updateTeams = useUpdatePlayerTeams();
  const navigate = useNavigate();
  if (player.isError) return <p className="text-red-300">Failed to load players</p>;
  if (teams.isError) return <p className="text-red-300">Failed to load teams</p>;
  // The links start from fresh data, not from what another screen cached.
  if (player.isPending || !player.isFetchedAfterMount || teams.isPending) return <Spinner label="Loading teams" />;
  const playerId = player.data.id;
  return (
    <PlayerTeamsForm
      key={playerId}
      player={player.data}
      teams={teams.data}
      saving={updateTeams.isPending}
      onSave={async (body) => {
        try {
          await updateTeams.mutateAsync({ id: playerId, body });
          toast.success('Teams updated successfully');
          navigate(paths.admin.playersUpdate(playerId));
        } catch (error) {
          toast.error(errorMessage(error, 'Error updating teams'));
        }
      }}
    />
  );
}
