import { useMemo } from 'react';
import type { z } from 'zod';
import { ROLE_KEYS, ROLES } from '#domain/roles.ts';
import { newAdminBody, profileForm, type AdminUser, type updateOwnUserBody } from '#domain/users.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  FormCard,
  FormError,
  SelectField,
  SubmitOrCancel,
  TextField,
  useServerSubmit,
  useZodForm,
} from '#web/components/ui/form.tsx';

const roleOptions = ROLE_KEYS.map((key) => ({ value: key, label: ROLES[key].label }));

/**
 * Add Admin: a new account's name, username, password and role; a scorekeeper keeps the
 * scores of one league or of every league (docs/rules/roles.md#scorekeepers).
 */
export function AddAdminForm({
  leagues,
  onSave,
}: {
  /** The leagues a scorekeeper may be given, newest first. */
  leagues: readonly { id: number; name: string }[];
  /** Saves the account; a refusal it throws shows at form level. */
  onSave: (body: z.output<typeof newAdminBody>) => Promise<void>;
}) {
  const form = useZodForm(newAdminBody, { name: '', username: '', password: '', role: 'admin', leagueId: '' });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(form, onSave, 'An error occurred while creating the admin.');
  const keepsScoresOnly = ROLES[form.watch('role') ?? 'admin']?.keepsScoresOnly ?? false;

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
        <SelectField
          label="Role"
          placeholder="Choose a role"
          options={roleOptions}
          hint="A scorekeeper enters scores and stat lines, and does nothing else."
          registration={form.register('role')}
          error={errors.role?.message}
        />
        {keepsScoresOnly ? (
          <SelectField
            label="Keeps the scores of"
            placeholder="Every league"
            options={leagues.map((league) => ({ value: String(league.id), label: league.name }))}
            registration={form.register('leagueId')}
            error={errors.leagueId?.message}
          />
        ) : null}
        <FormError message={formError} />
        <SubmitOrCancel label="Add Admin" submitting={isSubmitting} cancelTo={paths.admin.usersList} />
      </form>
    </FormCard>
  );
}

/**
 * Update Profile: the signed-in admin's own name, username and, when typed, a new password
 * (docs/rules/roles.md#own-account). A new username or password needs the current password;
 * the server's refusal of it shows on its field.
 */
export function ProfileForm({
  me,
  onSave,
}: {
  me: AdminUser;
  /** Saves the profile; a refusal it throws shows at form level, or on the current password. */
  onSave: (body: z.output<typeof updateOwnUserBody>) => Promise<void>;
}) {
  const schema = useMemo(() => profileForm(me), [me]);
  const form = useZodForm(schema, { name: me.name, username: me.username, password: '', currentPassword: '' });
  const { errors, isSubmitting } = form.formState;
  const save = async (body: z.output<typeof updateOwnUserBody>) => {
    try {
      await onSave(body);
    } catch (error) {
      const refusal = error instanceof ApiError ? error.errors.find((issue) => issue.path === 'currentPassword') : null;
      if (!refusal) throw error;
      form.setError('currentPassword', { message: refusal.message }, { shouldFocus: true });
      return false;
    }
  };
  const { onSubmit, formError } = useServerSubmit(form, save, 'An error occurred while updating your profile.');

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
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your username or password."
          registration={form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <FormError message={formError} />
        <SubmitOrCancel label="Save" submitting={isSubmitting} cancelTo={paths.admin.usersList} />
      </form>
    </FormCard>
  );
}
