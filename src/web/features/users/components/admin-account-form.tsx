import type { z } from 'zod';
import { newAdminBody, updateOwnUserBody, type AdminUser } from '#domain/users.ts';
import { paths } from '#web/config/paths.ts';
import {
  FormCard,
  FormError,
  SubmitOrCancel,
  TextField,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';

/** Add Admin: a new admin's name, username and password. */
export function AddAdminForm({
  onSave,
}: {
  /** Saves the admin; a refusal it throws shows at form level. */
  onSave: (body: z.output<typeof newAdminBody>) => Promise<void>;
}) {
  const form = useZodForm(newAdminBody, { name: '', username: '', password: '' });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while creating the admin.');

  return (
    <FormCard title="Add Admin">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Name" autoComplete="name" registration={form.register('name')} error={errors.name?.message} />
        <TextField
          label="Username"
          autoComplete="off"
          registration={form.register('username')}
          error={errors.username?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <FormError message={formError} />
        <SubmitOrCancel label="Add Admin" submitting={isSubmitting} cancelTo={paths.admin.usersList} />
      </form>
    </FormCard>
  );
}

/**
 * Update Profile: the signed-in admin's own name, username and, when typed, a new password
 * (docs/rules/roles.md#own-account).
 */
export function ProfileForm({
  me,
  onSave,
}: {
  me: AdminUser;
  /** Saves the profile; a refusal it throws shows at form level. */
  onSave: (body: z.output<typeof updateOwnUserBody>) => Promise<void>;
}) {
  const form = useZodForm(updateOwnUserBody, { name: me.name, username: me.username, password: '' });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while updating your profile.');

  return (
    <FormCard title="Update Profile">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label="Name" autoComplete="name" registration={form.register('name')} error={errors.name?.message} />
        <TextField
          label="Username"
          autoComplete="username"
          registration={form.register('username')}
          error={errors.username?.message}
        />
        <TextField
          label="New password (optional)"
          type="password"
          autoComplete="new-password"
          hint="Leave blank to keep your current password."
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <FormError message={formError} />
        <SubmitOrCancel label="Save" submitting={isSubmitting} cancelTo={paths.admin.usersList} />
      </form>
    </FormCard>
  );
}
