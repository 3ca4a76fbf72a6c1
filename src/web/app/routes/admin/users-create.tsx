import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { addedMessage } from '#domain/users.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { useCreateUser } from '#web/features/users/api/create-user.ts';
import { AddAdminForm } from '#web/features/users/components/admin-account-form.tsx';
import { paths } from '#web/config/paths.ts';

/** /admin/users/create: an admin, or a scorekeeper. */
export function UsersCreatePage() {
  usePageTitle('Add Admin');
  const createUser = useCreateUser();
  const navigate = useNavigate();
  const leagues = useLeagues();
  return (
    <AddAdminForm
      leagues={leagues.data ?? []}
      onSave={async (body) => {
        const created = await createUser.mutateAsync(body);
        toast.success(addedMessage(created));
        navigate(paths.admin.usersList);
      }}
    />
  );
}
