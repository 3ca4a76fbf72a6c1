import type { Award } from '#domain/awards.ts';
import { AdminListPage } from '#web/components/ui/admin-list.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { useDeleteAward } from '#web/features/awards/api/delete-award.ts';
import { useAwards } from '#web/features/awards/api/list-awards.ts';
import { AwardsTable } from '#web/features/awards/components/awards-table.tsx';
import { paths } from '#web/config/paths.ts';

/** The awards list (docs/rules/screens.md#list-screens): each award Visible or Hidden, with Edit and Delete. */
export function AwardsListPage() {
  const awards = useAwards();
  const deleteAward = useDeleteAward();
  const remove = useConfirmedDelete({
    remove: (award: Award) => deleteAward.mutateAsync(award.id),
    title: 'Delete award',
    message: (award) => `Are you sure you want to delete ${award.name}?`,
    success: 'Award Deleted',
    failure: () => 'Error deleting Award',
  });

  return (
    <AdminListPage
      title="Awards"
      create={{ to: paths.admin.awardsCreate, label: 'Create Award' }}
      list={awards}
      loadingLabel="Loading awards"
      failure={{ load: 'Failed to load awards', refresh: 'Error loading awards' }}
      empty="No awards yet."
      dialog={remove.dialog}
    >
      {(items) => <AwardsTable items={items} onDelete={remove.ask} />}
    </AdminListPage>
  );
}
