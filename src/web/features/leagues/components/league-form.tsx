import { leagueBody, type LeagueBody } from '#domain/leagues.ts';
import { paths } from '#web/config/paths.ts';
import {
  CheckboxField,
  FormCard,
  FormError,
  SelectField,
  SubmitOrCancel,
  TextField,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';

export type LeagueFormValues = {
  name: string;
  startDate: string;
  endDate: string;
  isRegistrationOpen: boolean;
  isActive: boolean;
  registrationApproval: 'automatic' | 'manual';
  /** Blank for no limit. */
  rosterLimit: string;
};

type LeagueFormProps = {
  title: string;
  submitLabel: string;
  defaultValues: LeagueFormValues;
  /** Saves the league; a refusal it throws shows at form level (or `fallback`). */
  onSave: (body: LeagueBody) => Promise<void>;
  fallback: string;
};

/** The league create and update form over the server's own schema (docs/rules/messages.md#leagues). */
export function LeagueForm({ title, submitLabel, defaultValues, onSave, fallback }: LeagueFormProps) {
  const form = useZodForm(leagueBody, defaultValues);
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, fallback);

  return (
    <FormCard title={title}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="League name"
          autoComplete="off"
          registration={form.register('name')}
          error={errors.name?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Start date"
            type="date"
            registration={form.register('startDate', { deps: ['endDate'] })}
            error={errors.startDate?.message}
          />
          <TextField
            label="End date"
            type="date"
            registration={form.register('endDate')}
            error={errors.endDate?.message}
          />
        </div>
        <CheckboxField label="Registration open" registration={form.register('isRegistrationOpen')} />
        <CheckboxField label="Active" registration={form.register('isActive')} />
        <SelectField
          label="Registrations"
          options={[
            { value: 'automatic', label: 'Join the roster at once' },
            { value: 'manual', label: 'Wait for an admin to approve them' },
          ]}
          registration={form.register('registrationApproval')}
          error={errors.registrationApproval?.message}
        />
        <TextField
          label="Roster limit"
          inputMode="numeric"
          hint="The most players a team may have through registration; blank for no limit."
          registration={form.register('rosterLimit')}
          error={errors.rosterLimit?.message}
        />
        <FormError message={formError} />
        <SubmitOrCancel label={submitLabel} submitting={isSubmitting} cancelTo={paths.admin.leaguesList} />
      </form>
    </FormCard>
  );
}
