import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Location } from '#domain/locations.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { LoadFailure } from '#web/components/ui/load-failure.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocationById } from '#web/features/locations/api/get-location.ts';
import { useUpdateLocation } from '#web/features/locations/api/update-location.ts';
import { LocationForm, type LocationSaveBody } from '#web/features/locations/components/location-form.tsx';
import { paths } from '#web/config/paths.ts';

/** /admin/locations/update/{id}. */
export function LocationsUpdatePage() {
  usePageTitle('Update Location');
  const location = useLocationById(Number(useParams().id));
  if (location.isPending) return <Spinner />;
  if (location.isError) {
    return (
      <LoadFailure
        message="Error loading location"
        back={{ to: paths.admin.locationsList, label: 'Back to the location list' }}
      />
    );
  }
  return <UpdateLocationForm location={location.data} />;
}

function UpdateLocationForm({ location }: { location: Location }) {
  const updateLocation = useUpdateLocation();
  const navigate = useNavigate();

  const onSave = async (body: LocationSaveBody) => {
    const updated = await updateLocation.mutateAsync({ id: location.id, body });
    toast.success(`Updated ${updated.name}`);
    navigate(paths.admin.locationsList);
  };

  return (
    <LocationForm
      title="Update Location"
      submitLabel="Save"
      defaultValues={{
        name: location.name,
        address: location.address,
        website: location.website ?? '',
        mapsLink: location.mapsLink ?? '',
        notes: location.notes ?? '',
      }}
      onSave={onSave}
      fallback="An error occurred while updating the location"
    />
  );
}
