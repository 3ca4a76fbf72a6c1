import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { profileUpdatedMessage, updateOwnUserBody, type AdminUser } from '#domain/users.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormCard, FormError, TextField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useMe } from '#web/lib/auth.ts';
import { useUpdateOwnUser } from '#web/features/users/api/update-own-user.ts';
import { paths } from '#web/config/paths.ts';

/** /admin/users/update: the signed-in admin's own profile (docs/rules/roles.md#own-account). */
export function UsersUpdatePage() {
  usePageTitle('Update Profile');
  const me = useMe().data;
  // The guard renders this page only with a user.
  return me ? <ProfileForm me={me} /> : null;
}

function ProfileForm({ me }: { me: AdminUser }) {
  const updateUser = useUpdateOwnUser();
  const navigate = useNavigate();
  const form = useZodForm(updateOwnUserBody, { name: me.name, username: me.username, password: '' });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      const updated = await updateUser.mutateAsync(body);
      toast.success(profileUpdatedMessage(updated));
      navigate(paths.admin.usersList);
    },
    'An error occurred while updating your profile.',
  );

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
        <div className="flex gap-3">
          <Button type="submit" disabled={isSubmitting}>
            Save
          </Button>
          <ButtonLink to={paths.admin.usersList} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </FormCard>
  );
}
