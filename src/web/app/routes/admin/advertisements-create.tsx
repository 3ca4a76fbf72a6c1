import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { newAdvertisementBody } from '#domain/advertisements.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormCard, FormError, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateAdvertisement } from '#web/features/advertisements/api/create-advertisement.ts';
import { AdvertisementFields } from '#web/features/advertisements/components/advertisement-fields.tsx';
import { paths } from '#web/config/paths.ts';

export function AdvertisementsCreatePage() {
  usePageTitle('Create Advertisement');
  const createAdvertisement = useCreateAdvertisement();
  const navigate = useNavigate();
  const form = useZodForm(newAdvertisementBody, { name: '', imageUrl: '', targetUrl: '', isActive: true });
  const { isSubmitting } = form.formState;

  // Create ad shows the server's message only; an empty fallback shows nothing
  // (docs/rules/messages.md#form-level-fallbacks).
  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      const created = await createAdvertisement.mutateAsync(body);
      toast.success(`Created ${created.name}`);
      navigate(paths.admin.advertisementsList);
    },
    '',
  );

  return (
    <FormCard title="Create Advertisement">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <AdvertisementFields />
          <FormError message={formError} />
          <div className="flex gap-3">
            <Button type="submit" disabled={isSubmitting}>
              Create Advertisement
            </Button>
            <ButtonLink to={paths.admin.advertisementsList} variant="secondary">
              Cancel
            </ButtonLink>
          </div>
        </form>
      </FormProvider>
    </FormCard>
  );
}
