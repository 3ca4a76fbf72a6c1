import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateLocation } from '#web/features/locations/api/create-location.ts';
import { LocationForm, type LocationSaveBody } from '#web/features/locations/components/location-form.tsx';
import { paths } from '#web/config/paths.ts';

/** /admin/locations/create. */
export function LocationsCreatePage() {
  usePageTitle('Create Location');
  const createLocation = useCreateLocation();
  const navigate = useNavigate();

  const onSave = async (body: LocationSaveBody) => {
    const created = await createLocation.mutateAsync(body);
    toast.success(`Created ${created.name}`);
    navigate(paths.admin.locationsList);
  };

  return (
    <LocationForm
      title="Create Location"
      submitLabel="Create Location"
      defaultValues={{ name: '', address: '', website: '', mapsLink: '', notes: '' }}
      onSave={onSave}
      fallback="An error occurred while creating the location"
    />
  );
}
