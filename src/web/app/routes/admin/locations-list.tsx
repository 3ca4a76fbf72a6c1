import type { Location } from '#domain/locations.ts';
import { AdminListPage } from '#web/components/ui/admin-list.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { useDeleteLocation } from '#web/features/locations/api/delete-location.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { LocationsTable } from '#web/features/locations/components/locations-table.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/config/paths.ts';

/** The server's reason inside the screen's own sentence, or the fallback (docs/rules/messages.md#error-toasts). */
const deleteFailure = (error: unknown) =>
  error instanceof ApiError && error.message
    ? `Error deleting location: ${error.message}`
    : 'An error occurred while deleting the location';

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
      {(items) => <LocationsTable items={items} onDelete={remove.ask} />}
    </AdminListPage>
  );
}
