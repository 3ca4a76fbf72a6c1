import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateAdvertisement } from '#web/features/advertisements/api/create-advertisement.ts';
import { CreateAdvertisementForm } from '#web/features/advertisements/components/advertisement-form.tsx';
import { paths } from '#web/config/paths.ts';

/** /admin/advertisements/create. */
export function AdvertisementsCreatePage() {
  usePageTitle('Create Advertisement');
  const createAdvertisement = useCreateAdvertisement();
  const navigate = useNavigate();
  return (
    <CreateAdvertisementForm
      onSave={async (body) => {
        const created = await createAdvertisement.mutateAsync(body);
        toast.success(`Created ${created.name}`);
        navigate(paths.admin.advertisementsList);
      }}
    />
  );
}
