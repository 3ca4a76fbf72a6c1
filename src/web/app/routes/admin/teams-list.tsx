import type { Team } from '#domain/teams.ts';
import { AdminListPage } from '#web/components/ui/admin-list.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { useDeleteTeam } from '#web/features/teams/api/delete-team.ts';
import { useTeams } from '#web/features/teams/api/get-teams.ts';
import { TeamsByLeague } from '#web/features/teams/components/teams-by-league.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';

/** The teams list (docs/rules/screens.md#list-screens): each league's teams with Edit and Delete. */
export function TeamsListPage() {
  const teams = useTeams();
  const deleteTeam = useDeleteTeam();
  const remove = useConfirmedDelete({
    remove: (team: Team) => deleteTeam.mutateAsync(team.id),
    title: 'Delete team',
    message: (team) => `Are you sure you want to delete ${team.name}?`,
    success: 'Team Deleted',
    // The server's reason (e.g. 'Team has players, cannot delete') when it gave one
    // (docs/rules/messages.md#error-toasts).
    failure: (error) => errorMessage(error, 'Error deleting Team'),
  });

  return (
    <AdminListPage
      title="Teams"
      create={{ to: paths.admin.teamsCreate, label: 'Create Team' }}
      list={teams}
      failure="Failed to load teams"
      empty="No teams yet."
      dialog={remove.dialog}
    >
      {(items) => <TeamsByLeague teams={items} onDelete={remove.ask} />}
    </AdminListPage>
  );
}
