import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { advertisementUpdateBody, newAdvertisementBody, type Advertisement } from '#domain/advertisements.ts';
import { paths } from '#web/config/paths.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from '#web/components/ui/confirm-dialog.tsx';
import { FormCard, FormError, SubmitOrCancel, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { AdvertisementFields } from './advertisement-fields.tsx';

/** Create Advertisement: the ad's fields, active to begin with; Create Advertisement and Cancel. */
export function CreateAdvertisementForm({
  onSave,
}: {
  /** Saves the ad; the server's refusal shows at form level. */
  onSave: (body: z.output<typeof newAdvertisementBody>) => Promise<void>;
}) {
  const form = useZodForm(newAdvertisementBody, { name: '', imageUrl: '', targetUrl: '', isActive: true });
  const { isSubmitting } = form.formState;

  // Create ad shows the server's message only; an empty fallback shows nothing
  // (docs/rules/messages.md#form-level-fallbacks).
  const { onSubmit, formError } = useServerSubmit(form, onSave, '');

  return (
    <FormCard title="Create Advertisement">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <AdvertisementFields />
          <FormError message={formError} />
          <SubmitOrCancel
            label="Create Advertisement"
            submitting={isSubmitting}
            cancelTo={paths.admin.advertisementsList}
          />
        </form>
      </FormProvider>
    </FormCard>
  );
}

/** Update Advertisement: the ad's fields, Save, Delete with its question, and Cancel. */
export function UpdateAdvertisementForm({
  advertisement,
  onSave,
  remove,
}: {
  advertisement: Advertisement;
  /** Saves the ad; a refusal it throws shows at form level. */
  onSave: (body: z.output<typeof advertisementUpdateBody>) => Promise<void>;
  /** The ad's delete, from `useAdvertisementDelete`: a refusal shows where the form's own would. */
  remove: {
    ask: (ad: { id: number; name: string }) => void;
    isDeleting: boolean;
    dialog: ConfirmDialogProps;
    deleteError: string | null;
  };
}) {
  const form = useZodForm(advertisementUpdateBody, {
    name: advertisement.name,
    imageUrl: advertisement.imageUrl,
    targetUrl: advertisement.targetUrl,
    isActive: advertisement.isActive,
  });
  const { isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while updating the advertisement');

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
