import { AdminListPage } from '#web/components/ui/admin-list.tsx';
import { FormError } from '#web/components/ui/form.tsx';
import { useAdvertisements } from '#web/features/advertisements/api/list-advertisements.ts';
import { AdvertisementsTable } from '#web/features/advertisements/components/advertisements-table.tsx';
import { useAdvertisementDelete } from '#web/features/advertisements/components/delete-advertisement.ts';
import { paths } from '#web/config/paths.ts';

/** The ads list (docs/rules/screens.md#list-screens): Active or Inactive, URLs cut short, Edit and Delete. */
export function AdvertisementsListPage() {
  const advertisements = useAdvertisements();
  const remove = useAdvertisementDelete();

  return (
    <AdminListPage
      title="Advertisements"
      create={{ to: paths.admin.advertisementsCreate, label: 'Create Advertisement' }}
      list={advertisements}
      loadingLabel="Loading advertisements"
      failure={{ load: 'Failed to load advertisements', refresh: 'Error loading advertisements' }}
      empty="No advertisements yet."
      controls={
        <div className="mt-6 empty:hidden">
          <FormError message={remove.deleteError} />
        </div>
      }
      dialog={remove.dialog}
    >
      {(items) => <AdvertisementsTable items={items} onDelete={remove.ask} />}
    </AdminListPage>
  );
}
