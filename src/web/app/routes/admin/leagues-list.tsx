import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatShortDate } from '#domain/format.ts';
import type { League } from '#domain/leagues.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDeleteLeague } from '#web/features/leagues/api/delete-league.ts';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { paths } from '../../paths.ts';

const badgeClass = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold';
const onClass = `${badgeClass} bg-emerald-900/70 text-emerald-200`;
const offClass = `${badgeClass} bg-neutral-800 text-neutral-300`;
/** A column shown from the `sm` width up; phones see its text in the name cell. */
const wideOnly = 'hidden px-4 py-3 sm:table-cell';

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

/** SPEC §2 leagues list (newest first): name, dates, Active and Registration state, Edit and Delete. */
export function LeaguesListPage() {
  usePageTitle('Leagues');
  const leagues = useLeagues();
  const deleteLeague = useDeleteLeague();
  const [toDelete, setToDelete] = useState<League | null>(null);

  const onConfirmDelete = async () => {
    const target = toDelete;
    setToDelete(null);
    if (!target) return;
    try {
      await deleteLeague.mutateAsync(target.id);
      toast.success('League Deleted');
    } catch (error) {
      // SPEC §8: the server's reason (e.g. 'Cannot delete a league with teams') when it gave one.
      toast.error(errorMessage(error, 'Error deleting League'));
    }
  };

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Leagues</h1>
        <ButtonLink to={paths.admin.leaguesCreate}>Create League</ButtonLink>
      </div>
      {leagues.isPending ? <Spinner /> : null}
      {leagues.isError ? <p className="mt-6 text-red-300">Failed to load leagues</p> : null}
      {leagues.data?.length === 0 ? <p className="mt-6 text-neutral-300">No leagues yet.</p> : null}
      {leagues.data && leagues.data.length > 0 ? (
        <div
          role="region"
          aria-label="Leagues"
          tabIndex={0}
          className="relative mt-6 overflow-x-auto rounded-xl border border-neutral-800"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-neutral-900 text-neutral-300">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className={wideOnly}>
                  Dates
                </th>
                <th scope="col" className={wideOnly}>
                  Status
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {leagues.data.map((league) => (
                <tr key={league.id} className="border-t border-neutral-800">
                  <td className="px-4 py-3">
                    <span className="font-medium [overflow-wrap:anywhere]">{league.name}</span>
                    {/* Phones: the dates and state under the name, so Edit and Delete stay in view. */}
                    <div className="mt-2 flex flex-col items-start gap-2 text-neutral-300 sm:hidden">
                      <LeagueDates league={league} />
                      <LeagueState league={league} />
                    </div>
                  </td>
                  <td className={`${wideOnly} whitespace-nowrap`}>
                    <LeagueDates league={league} />
                  </td>
                  <td className={wideOnly}>
                    <LeagueState league={league} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <ButtonLink
                        to={paths.admin.leaguesUpdate(league.id)}
                        variant="secondary"
                        aria-label={`Edit ${league.name}`}
                      >
                        Edit
                      </ButtonLink>
                      <Button variant="danger" onClick={() => setToDelete(league)} aria-label={`Delete ${league.name}`}>
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete league"
        message={`Are you sure you want to delete ${toDelete?.name ?? 'this league'}?`}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
