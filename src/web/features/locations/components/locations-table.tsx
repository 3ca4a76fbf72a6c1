import type { Location } from '#domain/locations.ts';
import { AdminTable } from '#web/components/ui/admin-list.tsx';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { paths } from '#web/config/paths.ts';

function LocationLinks({ location }: { location: Location }) {
  if (!location.website && !location.mapsLink) return null;
  return (
    <span className="flex gap-x-4 sm:flex-col sm:gap-1">
      {location.website ? (
        <a href={location.website} target="_blank" rel="noreferrer" className={tableLinkClass}>
          Website<span className="sr-only"> of {location.name} (opens in a new tab)</span>
        </a>
      ) : null}
      {location.mapsLink ? (
        <a href={location.mapsLink} target="_blank" rel="noreferrer" className={tableLinkClass}>
          Map<span className="sr-only"> of {location.name} (opens in a new tab)</span>
        </a>
      ) : null}
    </span>
  );
}

/** The locations list's table: name, address, website and map links, Edit and Delete. */
export function LocationsTable({
  items,
  onDelete,
}: {
  items: readonly Location[];
  onDelete: (location: Location) => void;
}) {
  return (
    <AdminTable
      region="Locations"
      items={items}
      columns={[
        {
          header: 'Name',
          cell: (location) => <span className="font-medium [overflow-wrap:anywhere]">{location.name}</span>,
        },
        {
          header: 'Address',
          wideOnly: true,
          className: 'min-w-40 [overflow-wrap:anywhere]',
          cell: (location) => location.address,
        },
        { header: 'Links', wideOnly: true, cell: (location) => <LocationLinks location={location} /> },
      ]}
      // Phones: the address and links under the name, so Edit and Delete stay in view.
      phoneSummary={(location) => (
        <>
          <span className="[overflow-wrap:anywhere]">{location.address}</span>
          <LocationLinks location={location} />
        </>
      )}
      rowName={(location) => location.name}
      editPath={paths.admin.locationsUpdate}
      onDelete={onDelete}
    />
  );
}
