import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { useConfirmedLogout } from '#web/features/dashboard/components/confirmed-logout.ts';
import { useFirstSteps } from '#web/features/dashboard/api/get-first-steps.ts';
import { DashboardMenu } from '#web/features/dashboard/components/dashboard-menu.tsx';
import { FirstStepsCard } from '#web/features/dashboard/components/first-steps.tsx';
import { useLeagues } from '#web/features/leagues/api/get-leagues.ts';
import { useMe } from '#web/lib/auth.ts';

/**
 * /admin: the signed-in admin's welcome, Logout, a new league's first steps until they are done,
 * and the menu of the back office's screens.
 */
export function DashboardPage() {
  usePageTitle('Admin Dashboard');
  const me = useMe().data;
  const logout = useConfirmedLogout();
  const firstSteps = useFirstSteps();
  const leagues = useLeagues().data ?? [];
  // The active leagues' season screens; before any is active, the newest league's.
  const active = leagues.filter((league) => league.isActive);
  const seasons = active.length > 0 ? active : leagues.slice(0, 1);

  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Welcome, {me?.name}</h1>
        <Button variant="secondary" onClick={logout.ask}>
          Logout
        </Button>
      </div>
      {firstSteps.data ? <FirstStepsCard data={firstSteps.data} /> : null}
      <DashboardMenu seasons={seasons} />
      <ConfirmDialog {...logout.dialog} />
    </section>
  );
}
