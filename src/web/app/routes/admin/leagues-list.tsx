import type { League } from '#domain/leagues.ts';
import { AdminListPage } from '#web/components/ui/admin-list.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { useDeleteLeague } from '#web/features/leagues/api/delete-league.ts';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { LeaguesTable } from '#web/features/leagues/components/leagues-table.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';

/**
 * The leagues list, newest first (docs/rules/screens.md#list-screens): name, dates, Active and
 * Registration state, Edit and Delete.
 */
export function LeaguesListPage() {
  const leagues = useLeagues();
  const deleteLeague = useDeleteLeague();
  const remove = useConfirmedDelete({
    remove: (league: League) => deleteLeague.mutateAsync(league.id),
    title: 'Delete league',
    message: (league) => `Are you sure you want to delete ${league.name}?`,
    success: 'League Deleted',
    // The server's reason (e.g. 'Cannot delete a league with teams') when it gave one
    // (docs/rules/messages.md#error-toasts).
    failure: (error) => errorMessage(error, 'Error deleting League'),
  });

  return (
    <AdminListPage
      title="Leagues"
      create={{ to: paths.admin.leaguesCreate, label: 'Create League' }}
      list={leagues}
      failure="Failed to load leagues"
      empty="No leagues yet."
      dialog={remove.dialog}
    >
      {(items) => <LeaguesTable items={items} onDelete={remove.ask} />}
    </AdminListPage>
  );
}
