import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { Advertisement } from '#domain/advertisements.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdvertisement } from '#web/features/advertisements/api/get-advertisement.ts';
import { useUpdateAdvertisement } from '#web/features/advertisements/api/update-advertisement.ts';
import { UpdateAdvertisementForm } from '#web/features/advertisements/components/advertisement-form.tsx';
import { useAdvertisementDelete } from '#web/features/advertisements/components/delete-advertisement.ts';
import { paths } from '#web/config/paths.ts';

/** /admin/advertisements/update/{id}. */
export function AdvertisementsUpdatePage() {
  usePageTitle('Update Advertisement');
  const advertisement = useAdvertisement(Number(useParams().id));
  if (advertisement.isPending) return <Spinner label="Loading advertisement" />;
  if (advertisement.isError) return <p className="text-red-300">Failed to load advertisement</p>;
  return <AdvertisementUpdate key={advertisement.data.id} advertisement={advertisement.data} />;
}

/** The ad's save and delete. */
function AdvertisementUpdate({ advertisement }: { advertisement: Advertisement }) {
  const updateAdvertisement = useUpdateAdvertisement();
  const navigate = useNavigate();
  const toList = () => navigate(paths.admin.advertisementsList);
  const remove = useAdvertisementDelete(toList);

  return (
    <UpdateAdvertisementForm
      advertisement={advertisement}
      remove={remove}
      onSave={async (body) => {
        await updateAdvertisement.mutateAsync({ id: advertisement.id, body });
        toast.success('Advertisement updated successfully');
        toList();
      }}
    />
  );
}
