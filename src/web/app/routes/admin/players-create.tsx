import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreatePlayer } from '#web/features/players/api/create-player.ts';
import { useAddToTeam } from '#web/features/players/api/player-matches.ts';
import { CreatePlayerForm } from '#web/features/players/components/player-form.tsx';
import { useTeams } from '#web/features/teams/api/get-teams.ts';
import { paths } from '#web/config/paths.ts';

/** /admin/players/create: the player and their first team (docs/rules/league-data.md#players). */
export function PlayersCreatePage() {
  usePageTitle('Create Player');
  const createPlayer = useCreatePlayer();
  const addToTeam = useAddToTeam();
  const teams = useTeams();
  const navigate = useNavigate();
  return (
    <CreatePlayerForm
      teams={teams}
      onSave={async (body) => {
        const created = await createPlayer.mutateAsync(body);
        toast.success(`Created player ${created.firstName} ${created.lastName}`);
        navigate(paths.admin.playersList);
      }}
      onAddExisting={async (player, teamId) => {
        const updated = await addToTeam.mutateAsync({ playerId: player.id, teamId });
        const team = updated.teams.find((linked) => linked.id === teamId);
        toast.success(`Added ${updated.firstName} ${updated.lastName} to ${team?.name ?? 'the team'}`);
        navigate(paths.admin.playersUpdate(player.id));
      }}
    />
  );
}
