import { roleText } from '#domain/roles.ts';
import type { AdminUser } from '#domain/users.ts';
import { AdminTable, RowActions, type AdminColumn } from '#web/components/ui/admin-list.tsx';
import { paths } from '#web/config/paths.ts';

const columns: AdminColumn<AdminUser>[] = [
  {
    header: 'Username',
    className: 'font-medium [overflow-wrap:anywhere]',
    cell: (user) => (
      <>
        {user.username}
        {/* On phones the role goes under the username, to leave room for the actions. */}
        <span className="block font-normal text-neutral-300 sm:hidden">{roleText(user)}</span>
      </>
    ),
  },
  { header: 'Name', className: '[overflow-wrap:anywhere]', cell: (user) => user.name },
  { header: 'Role', wideOnly: true, cell: roleText },
];

/**
 * The admins list's table (docs/rules/roles.md#own-account): Edit only on the signed-in admin's
 * own row, Delete on the others, never on the protected one.
 */
export function AdminsTable({
  items,
  meId,
  onDelete,
}: {
  items: readonly AdminUser[];
  /** The signed-in admin. */
  meId: number | undefined;
  onDelete: (user: AdminUser) => void;
}) {
  return (
    <AdminTable
      items={items}
      columns={columns}
      actions={(user) =>
        user.id === meId ? (
          <RowActions name={user.username} editTo={paths.admin.usersUpdate} />
        ) : user.isProtected ? (
          <span className="text-neutral-400">Protected</span>
        ) : (
          <RowActions name={user.username} onDelete={() => onDelete(user)} />
        )
      }
    />
  );
}
