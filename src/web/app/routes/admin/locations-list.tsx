import type { Location } from '#domain/locations.ts';
import { AdminListPage, AdminTable } from '#web/components/ui/admin-list.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { useDeleteLocation } from '#web/features/locations/api/delete-location.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';

/** The server's reason inside the screen's own sentence, or the fallback (docs/rules/messages.md#error-toasts). */
const deleteFailure = (error: unknown) =>
  error instanceof ApiError && error.message
    ? `Error deleting location: ${error.message}`
    : 'An error occurred while deleting the location';

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

/** The locations list (docs/rules/screens.md#list-screens): name, address, links, Edit and Delete. */
export function LocationsListPage() {
  const locations = useLocations();
  const deleteLocation = useDeleteLocation();
  const remove = useConfirmedDelete({
    remove: (location: Location) => deleteLocation.mutateAsync(location.id),
    title: 'Delete location',
    message: (location) => `Are you sure you want to delete ${location.name}?`,
    success: 'Location deleted successfully',
    failure: deleteFailure,
  });

  return (
    <AdminListPage
      title="Locations"
      create={{ to: paths.admin.locationsCreate, label: 'Create Location' }}
      list={locations}
      failure="Failed to load locations"
      empty="No locations yet."
      dialog={remove.dialog}
    >
      {(items) => (
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
          onDelete={remove.ask}
        />
      )}
    </AdminListPage>
  );
}
