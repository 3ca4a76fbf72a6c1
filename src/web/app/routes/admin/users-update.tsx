import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { profileUpdatedMessage } from '#domain/users.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useMe } from '#web/lib/auth.ts';
import { useUpdateOwnUser } from '#web/features/users/api/update-own-user.ts';
import { ProfileForm } from '#web/features/users/components/admin-account-form.tsx';
import { paths } from '#web/config/paths.ts';

/** /admin/users/update: the signed-in admin's own profile (docs/rules/roles.md#own-account). */
export function UsersUpdatePage() {
  usePageTitle('Update Profile');
  const me = useMe().data;
  const updateUser = useUpdateOwnUser();
  const navigate = useNavigate();
  // The guard renders this page only with a user.
  return me ? (
    <ProfileForm
      me={me}
      onSave={async (body) => {
        const updated = await updateUser.mutateAsync(body);
        toast.success(profileUpdatedMessage(updated));
        navigate(paths.admin.usersList);
      }}
    />
  ) : null;
}
