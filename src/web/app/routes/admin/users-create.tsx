import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useCreateUser } from '#web/features/users/api/create-user.ts';
import { AddAdminForm } from '#web/features/users/components/admin-account-form.tsx';
import { paths } from '#web/config/paths.ts';

/** /admin/users/create. */
export function UsersCreatePage() {
  usePageTitle('Add Admin');
  const createUser = useCreateUser();
  const navigate = useNavigate();
  return (
    <AddAdminForm
      onSave={async (body) => {
        const created = await createUser.mutateAsync(body);
        toast.success(`Added ${created.name} as an admin`);
        navigate(paths.admin.usersList);
      }}
    />
  );
}
