import { useState } from 'react';
import { toast } from 'react-toastify';
import type { AdminUser } from '#domain/users.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/features/auth/api/get-me.ts';
import { useDeleteUser } from '#web/features/users/api/delete-user.ts';
import { useUsers } from '#web/features/users/api/list-users.ts';
import { paths } from '../../paths.ts';

/** SPEC §2 admins list: Edit only on the own row, Delete on the others (never the protected one). */
export function UsersListPage() {
  usePageTitle('Admins');
  const me = useMe().data;
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  const onConfirmDelete = async () => {
    const target = toDelete;
    setToDelete(null);
    if (!target) return;
    try {
      await deleteUser.mutateAsync(target.id);
      toast.success('User Deleted');
    } catch {
      toast.error('Error deleting User');
    }
  };

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Admins</h1>
        <ButtonLink to={paths.admin.usersCreate}>Add Admin</ButtonLink>
      </div>
      {users.isPending ? <Spinner /> : null}
      {users.isError ? <p className="mt-6 text-red-300">Error loading data</p> : null}
      {users.data ? (
        <div className="mt-6 overflow-x-auto rounded-xl border border-neutral-800">
          <table className="w-full text-left text-sm">
            <thead className="bg-neutral-900 text-neutral-300">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Username
                </th>
                <th scope="col" className="px-4 py-3">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id} className="border-t border-neutral-800">
                  <td className="px-4 py-3 font-medium [overflow-wrap:anywhere]">{user.username}</td>
                  <td className="px-4 py-3 [overflow-wrap:anywhere]">{user.name}</td>
                  <td className="px-4 py-3 text-right">
                    {user.id === me?.id ? (
                      <ButtonLink to={paths.admin.usersUpdate} variant="secondary" aria-label={`Edit ${user.username}`}>
                        Edit
                      </ButtonLink>
                    ) : user.isProtected ? (
                      <span className="text-neutral-400">Protected</span>
                    ) : (
                      <Button variant="danger" onClick={() => setToDelete(user)} aria-label={`Delete ${user.username}`}>
                        Delete
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete admin"
        message={`Are you sure you want to delete ${toDelete?.username ?? 'this admin'}?`}
        onConfirm={onConfirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
