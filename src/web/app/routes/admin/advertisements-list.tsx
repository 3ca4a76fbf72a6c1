import { AD_URL_LIST_LENGTH, type Advertisement } from '#domain/advertisements.ts';
import { AdminListPage, AdminTable, StateText, type AdminColumn } from '#web/components/ui/admin-list.tsx';
import { FormError } from '#web/components/ui/form.tsx';
import { useAdvertisements } from '#web/features/advertisements/api/list-advertisements.ts';
import { useAdvertisementDelete } from '#web/features/advertisements/components/delete-advertisement.ts';
import { paths } from '#web/config/paths.ts';

/** A URL cut at 50 characters in the list; the whole address stays in the title. */
function TruncatedUrl({ url }: { url: string }) {
  const cut = url.length > AD_URL_LIST_LENGTH;
  return (
    <span title={url} className="[overflow-wrap:anywhere]">
      {cut ? `${url.slice(0, AD_URL_LIST_LENGTH)}...` : url}
    </span>
  );
}

const columns: AdminColumn<Advertisement>[] = [
  { header: 'Name', className: 'min-w-40 font-medium break-words', cell: (ad) => ad.name },
  { header: 'Image URL', className: 'min-w-48', cell: (ad) => <TruncatedUrl url={ad.imageUrl} /> },
  { header: 'Target URL', className: 'min-w-48', cell: (ad) => <TruncatedUrl url={ad.targetUrl} /> },
  {
    header: 'Status',
    cell: (ad) => <StateText on={ad.isActive} text={['Active', 'Inactive']} />,
  },
];

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
      {(items) => (
        <AdminTable
          region="Advertisements"
          items={items}
          columns={columns}
          rowName={(ad) => ad.name}
          editPath={paths.admin.advertisementsUpdate}
          onDelete={remove.ask}
        />
      )}
    </AdminListPage>
  );
}
