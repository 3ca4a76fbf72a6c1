import type { z } from 'zod';
import { locationBody } from '#domain/locations.ts';
import { paths } from '#web/config/paths.ts';
import {
  FormCard,
  FormError,
  SubmitOrCancel,
  TextAreaField,
  TextField,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';

export type LocationFormValues = { name: string; address: string; website: string; mapsLink: string; notes: string };
export type LocationSaveBody = z.output<typeof locationBody>;

type LocationFormProps = {
  title: string;
  submitLabel: string;
  defaultValues: LocationFormValues;
  /** Saves the location; a refusal it throws shows at form level (or `fallback`). */
  onSave: (body: LocationSaveBody) => Promise<void>;
  fallback: string;
};

const urlHint = 'Optional. An address starting with https://.';

/** Name and address required; website, maps link and notes optional (docs/rules/league-data.md#locations). */
export function LocationForm({ title, submitLabel, defaultValues, onSave, fallback }: LocationFormProps) {
  const form = useZodForm(locationBody, defaultValues);
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, fallback);

  return (
    <FormCard title={title}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Location name"
          autoComplete="off"
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          registration={form.register('address')}
          error={errors.address?.message}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          hint={urlHint}
          registration={form.register('website')}
          error={errors.website?.message}
        />
        <TextField
          label="Maps link"
          type="url"
          inputMode="url"
          hint={urlHint}
          registration={form.register('mapsLink')}
          error={errors.mapsLink?.message}
        />
        <TextAreaField label="Notes" rows={4} registration={form.register('notes')} error={errors.notes?.message} />
        <FormError message={formError} />
        <SubmitOrCancel label={submitLabel} submitting={isSubmitting} cancelTo={paths.admin.locationsList} />
      </form>
    </FormCard>
  );
}
