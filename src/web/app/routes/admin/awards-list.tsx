import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Award } from '#domain/awards.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDeleteAward } from '#web/features/awards/api/delete-award.ts';
import { useAwards } from '#web/features/awards/api/list-awards.ts';
import { paths } from '../../paths.ts';

const headerClass = 'px-4 py-3';
const cellClass = 'px-4 py-3';

/** SPEC §2 awards list: each award Visible or Hidden, with Edit and Delete. */
export function AwardsListPage() {
  usePageTitle('Awards');
  const awards = useAwards();
  const deleteAward = useDeleteAward();
  const [toDelete, setToDelete] = useState<Award | null>(null);

  const onConfirmDelete = async () => {
    const target = toDelete;
    setToDelete(null);
    if (!target) return;
    try {
      await deleteAward.mutateAsync(target.id);
      toast.success('Award Deleted');
    } catch {
      toast.error('Error deleting Award');
    }
  };

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Awards</h1>
        <ButtonLink to={paths.admin.awardsCreate}>Create Award</ButtonLink>
      </div>
      {awards.isPending ? <Spinner label="Loading awards" /> : null}
      {awards.isError ? (
        <p role="alert" className="mt-6 text-red-300">
          {/* A failed refresh keeps the last list on screen. */}
          {awards.data ? 'Error loading awards' : 'Failed to load awards'}
        </p>
      ) : null}
      {awards.data ? (
        awards.data.length === 0 ? (
          <p className="mt-6 text-neutral-300">No awards yet.</p>
        ) : (
          <div
            role="region"
            aria-label="Awards"
            tabIndex={0}
            className="relative mt-6 overflow-x-auto rounded-xl border border-neutral-800"
          >
            <table className="w-full text-left text-sm">
              <thead className="bg-neutral-900 text-neutral-300">
                <tr>
                  <th scope="col" className={headerClass}>
                    Award
                  </th>
                  <th scope="col" className={headerClass}>
                    League
                  </th>
                  <th scope="col" className={headerClass}>
                    Players
                  </th>
                  <th scope="col" className={headerClass}>
                    Visibility
                  </th>
                  <th scope="col" className={`${headerClass} text-right`}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {awards.data.map((award) => (
                  <tr key={award.id} className="border-t border-neutral-800">
                    <td className={`${cellClass} min-w-40 font-medium break-words`}>{award.name}</td>
                    <td className={`${cellClass} whitespace-nowrap`}>{award.League.name}</td>
                    <td className={`${cellClass} min-w-48`}>
                      {award.Players.map((player) => `${player.firstName} ${player.lastName}`).join(', ')}
                    </td>
                    <td className={cellClass}>
                      {award.isShown ? (
                        <span className="font-semibold text-green-300">Visible</span>
                      ) : (
                        <span className="text-neutral-400">Hidden</span>
                      )}
                    </td>
                    <td className={cellClass}>
                      <div className="flex justify-end gap-2">
                        <ButtonLink
                          to={paths.admin.awardsUpdate(award.id)}
                          variant="secondary"
                          aria-label={`Edit ${award.name}`}
                        >
                          Edit
                        </ButtonLink>
                        <Button variant="danger" onClick={() => setToDelete(award)} aria-label={`Delete ${award.name}`}>
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete award"
        message={`Are you sure you want to delete ${toDelete?.name ?? 'this award'}?`}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
