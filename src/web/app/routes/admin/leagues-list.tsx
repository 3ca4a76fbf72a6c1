import { formatShortDate } from '#domain/format.ts';
import type { League } from '#domain/leagues.ts';
import { AdminListPage, AdminTable } from '#web/components/ui/admin-list.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { useDeleteLeague } from '#web/features/leagues/api/delete-league.ts';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';

const badgeClass = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';
const onClass = `${badgeClass} bg-emerald-900/70 text-emerald-200`;
const offClass = `${badgeClass} bg-neutral-800 text-neutral-300`;

function LeagueDates({ league }: { league: League }) {
  return (
    <span>
      {formatShortDate(league.startDate)}
      <span aria-hidden="true"> – </span>
      <span className="sr-only"> to </span>
      {formatShortDate(league.endDate)}
    </span>
  );
}

function LeagueState({ league }: { league: League }) {
  return (
    <span className="flex flex-wrap gap-1">
      <span className={league.isActive ? onClass : offClass}>{league.isActive ? 'Active' : 'Inactive'}</span>
      <span className={league.isRegistrationOpen ? onClass : offClass}>
        {league.isRegistrationOpen ? 'Registration open' : 'Registration closed'}
      </span>
    </span>
  );
}

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
      {(items) => (
        <AdminTable
          region="Leagues"
          items={items}
          columns={[
            {
              header: 'Name',
              cell: (league) => <span className="font-medium [overflow-wrap:anywhere]">{league.name}</span>,
            },
            {
              header: 'Dates',
              wideOnly: true,
              className: 'whitespace-nowrap',
              cell: (league) => <LeagueDates league={league} />,
            },
            { header: 'Status', wideOnly: true, cell: (league) => <LeagueState league={league} /> },
          ]}
          // Phones: the dates and state under the name, so Edit and Delete stay in view.
          phoneSummary={(league) => (
            <>
              <LeagueDates league={league} />
              <LeagueState league={league} />
            </>
          )}
          rowName={(league) => league.name}
          editPath={paths.admin.leaguesUpdate}
          onDelete={remove.ask}
        />
      )}
    </AdminListPage>
  );
}
