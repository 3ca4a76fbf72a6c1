import { FormProvider } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { advertisementUpdateBody, type Advertisement } from '#domain/advertisements.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormCard, FormError, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAdvertisement } from '#web/features/advertisements/api/get-advertisement.ts';
import { useUpdateAdvertisement } from '#web/features/advertisements/api/update-advertisement.ts';
import { AdvertisementFields } from '#web/features/advertisements/components/advertisement-fields.tsx';
import { useAdvertisementDelete } from '#web/features/advertisements/components/delete-advertisement.ts';
import { paths } from '#web/config/paths.ts';

export function AdvertisementsUpdatePage() {
  usePageTitle('Update Advertisement');
  const advertisement = useAdvertisement(Number(useParams().id));
  if (advertisement.isPending) return <Spinner label="Loading advertisement" />;
  if (advertisement.isError) return <p className="text-red-300">Failed to load advertisement</p>;
  return <AdvertisementUpdateForm key={advertisement.data.id} advertisement={advertisement.data} />;
}

function AdvertisementUpdateForm({ advertisement }: { advertisement: Advertisement }) {
  const updateAdvertisement = useUpdateAdvertisement();
  const navigate = useNavigate();
  const toList = () => navigate(paths.admin.advertisementsList);
  const remove = useAdvertisementDelete(toList);
  const form = useZodForm(advertisementUpdateBody, {
    name: advertisement.name,
    imageUrl: advertisement.imageUrl,
    targetUrl: advertisement.targetUrl,
    isActive: advertisement.isActive,
  });
  const { isSubmitting } = form.formState;

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      await updateAdvertisement.mutateAsync({ id: advertisement.id, body });
      toast.success('Advertisement updated successfully');
      toList();
    },
    'An error occurred while updating the advertisement',
  );

  return (
    <FormCard title="Update Advertisement">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <AdvertisementFields />
          <FormError message={formError ?? remove.deleteError} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={isSubmitting}>
              Save
            </Button>
            <Button
              variant="danger"
              disabled={remove.isDeleting}
              onClick={() => remove.ask({ id: advertisement.id, name: advertisement.name })}
            >
              Delete
            </Button>
            <ButtonLink to={paths.admin.advertisementsList} variant="secondary">
              Cancel
            </ButtonLink>
          </div>
        </form>
      </FormProvider>
      <ConfirmDialog {...remove.dialog} />
    </FormCard>
  );
}
