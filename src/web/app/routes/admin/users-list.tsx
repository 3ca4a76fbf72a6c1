import type { AdminUser } from '#domain/users.ts';
import { AdminListPage } from '#web/components/ui/admin-list.tsx';
import { useConfirmedDelete } from '#web/components/ui/confirmed-delete.ts';
import { useMe } from '#web/lib/auth.ts';
import { useDeleteUser } from '#web/features/users/api/delete-user.ts';
import { useUsers } from '#web/features/users/api/list-users.ts';
import { AdminsTable } from '#web/features/users/components/admins-table.tsx';
import { paths } from '#web/config/paths.ts';

/**
 * The admins list (docs/rules/screens.md#list-screens): Edit only on the own row, Delete on the
 * others (never the protected one).
 */
export function UsersListPage() {
  const me = useMe().data;
  const users = useUsers();
  const deleteUser = useDeleteUser();
  const remove = useConfirmedDelete({
    remove: (user: AdminUser) => deleteUser.mutateAsync(user.id),
    title: 'Delete admin',
    message: (user) => `Are you sure you want to delete ${user.username}?`,
    success: 'User Deleted',
    failure: () => 'Error deleting User',
  });

  return (
    <AdminListPage
      title="Admins"
      create={{ to: paths.admin.usersCreate, label: 'Add Admin' }}
      list={users}
      failure="Error loading data"
      dialog={remove.dialog}
    >
      {(items) => <AdminsTable items={items} meId={me?.id} onDelete={remove.ask} />}
    </AdminListPage>
  );
}
