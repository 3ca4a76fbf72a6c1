import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { newAdminBody } from '#domain/users.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { FormCard, FormError, TextField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateUser } from '#web/features/users/api/create-user.ts';
import { paths } from '#web/config/paths.ts';

export function UsersCreatePage() {
  usePageTitle('Add Admin');
  const createUser = useCreateUser();
  const navigate = useNavigate();
  const form = useZodForm(newAdminBody, { name: '', username: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      const created = await createUser.mutateAsync(body);
      toast.success(`Added ${created.name} as an admin`);
      navigate(paths.admin.usersList);
    },
    'An error occurred while creating the admin.',
  );

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
        <div className="flex gap-3">
          <Button type="submit" disabled={isSubmitting}>
            Add Admin
          </Button>
          <ButtonLink to={paths.admin.usersList} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </FormCard>
  );
}
