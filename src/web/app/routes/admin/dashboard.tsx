import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useConfirmedLogout } from '#web/features/dashboard/components/confirmed-logout.ts';
import { DashboardMenu } from '#web/features/dashboard/components/dashboard-menu.tsx';
import { useMe } from '#web/lib/auth.ts';

/** /admin: the signed-in admin's welcome, Logout, and the menu of the back office's screens. */
export function DashboardPage() {
  usePageTitle('Admin Dashboard');
  const me = useMe().data;
  const logout = useConfirmedLogout();

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Welcome, {me?.name}</h1>
        <Button variant="secondary" onClick={logout.ask}>
          Logout
        </Button>
      </div>
      <DashboardMenu />
      <ConfirmDialog {...logout.dialog} />
    </section>
  );
}
