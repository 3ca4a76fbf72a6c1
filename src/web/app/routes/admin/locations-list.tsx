import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Location } from '#domain/locations.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { useDeleteLocation } from '#web/features/locations/api/delete-location.ts';
import { useLocations } from '#web/features/locations/api/get-locations.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '../../paths.ts';

/** SPEC §8: the server's reason inside the screen's own sentence, or the plain fallback. */
const deleteFailure = (error: unknown) =>
  error instanceof ApiError && error.message
    ? `Error deleting location: ${error.message}`
    : 'An error occurred while deleting the location';

/** A column shown from the `sm` width up; phones see its text in the name cell. */
const wideOnly = 'hidden px-4 py-3 sm:table-cell';

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

/** SPEC §2 locations list: name, address, links, Edit and Delete. */
export function LocationsListPage() {
  usePageTitle('Locations');
  const locations = useLocations();
  const deleteLocation = useDeleteLocation();
  const [toDelete, setToDelete] = useState<Location | null>(null);

  const onConfirmDelete = async () => {
    const target = toDelete;
    setToDelete(null);
    if (!target) return;
    try {
      await deleteLocation.mutateAsync(target.id);
      toast.success('Location deleted successfully');
    } catch (error) {
      toast.error(deleteFailure(error));
    }
  };

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Locations</h1>
        <ButtonLink to={paths.admin.locationsCreate}>Create Location</ButtonLink>
      </div>
      {locations.isPending ? <Spinner /> : null}
      {locations.isError ? <p className="mt-6 text-red-300">Failed to load locations</p> : null}
      {locations.data?.length === 0 ? <p className="mt-6 text-neutral-300">No locations yet.</p> : null}
      {locations.data && locations.data.length > 0 ? (
        <div
          role="region"
          aria-label="Locations"
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
                  Address
                </th>
                <th scope="col" className={wideOnly}>
                  Links
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {locations.data.map((location) => (
                <tr key={location.id} className="border-t border-neutral-800">
                  <td className="px-4 py-3">
                    <span className="font-medium [overflow-wrap:anywhere]">{location.name}</span>
                    {/* Phones: the address and links under the name, so Edit and Delete stay in view. */}
                    <div className="mt-2 flex flex-col gap-2 text-neutral-300 sm:hidden">
                      <span className="[overflow-wrap:anywhere]">{location.address}</span>
                      <LocationLinks location={location} />
                    </div>
                  </td>
                  <td className={`${wideOnly} min-w-40 [overflow-wrap:anywhere]`}>{location.address}</td>
                  <td className={wideOnly}>
                    <LocationLinks location={location} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <ButtonLink
                        to={paths.admin.locationsUpdate(location.id)}
                        variant="secondary"
                        aria-label={`Edit ${location.name}`}
                      >
                        Edit
                      </ButtonLink>
                      <Button
                        variant="danger"
                        onClick={() => setToDelete(location)}
                        aria-label={`Delete ${location.name}`}
                      >
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
        title="Delete location"
        message={`Are you sure you want to delete ${toDelete?.name ?? 'this location'}?`}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
