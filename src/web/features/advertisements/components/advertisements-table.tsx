import { AD_URL_LIST_LENGTH, type Advertisement } from '#domain/advertisements.ts';
import { AdminTable, StateText, type AdminColumn } from '#web/components/ui/admin-list.tsx';
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

/** The ads list's table: name, URLs cut short, Active or Inactive, Edit and Delete. */
export function AdvertisementsTable({
  items,
  onDelete,
}: {
  items: readonly Advertisement[];
  onDelete: (ad: Advertisement) => void;
}) {
  return (
    <AdminTable
      region="Advertisements"
      items={items}
      columns={columns}
      rowName={(ad) => ad.name}
      editPath={paths.admin.advertisementsUpdate}
      onDelete={onDelete}
    />
  );
}
