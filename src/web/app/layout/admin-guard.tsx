import { Link, Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { isAdmin, SCOREKEEPERS_REFUSED } from '#domain/roles.ts';
import { paths } from '#web/config/paths.ts';
import { LeavePrompt } from '#web/components/ui/leave-prompt.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/auth.ts';

/** The `handle` of a back-office screen a scorekeeper may open (docs/rules/roles.md#scorekeepers). */
export const SCOREKEEPING = { scorekeeping: true } as const;

const opensToScorekeepers = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'scorekeeping' in handle;

/**
 * The admin guard (docs/rules/screens.md#admin-guard): a spinner while the current-user call
 * is in flight; no user sends the visitor to /login (and back afterwards); a user without an
 * id is not authorised. A scorekeeper opens only the scorekeeping screens, and starts on the
 * games to enter. Every /admin screen renders inside it, and asks before a form with unsaved
 * changes is left.
 */
export function AdminGuard() {
  const me = useMe();
  const location = useLocation();
  const matches = useMatches();
  if (me.isPending) return <Spinner label="Checking your session" />;
  if (!me.data)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search + location.hash }} />;
  if (!me.data.id) {
    return (
      <section className="py-16 text-center">
        <p className="text-xl font-bold">Not Authorized. Please login</p>
        <Link to={paths.login} className="mt-4 inline-block text-brand-strong underline">
          Login
        </Link>
      </section>
    );
  }
  if (!isAdmin(me.data) && !matches.some((match) => opensToScorekeepers(match.handle))) {
    if (location.pathname === paths.admin.dashboard) return <Navigate to={paths.admin.gamesToEnter} replace />;
    return (
      <section className="py-16 text-center">
        <p className="text-xl font-bold">{SCOREKEEPERS_REFUSED}</p>
        <Link to={paths.admin.gamesToEnter} className="mt-4 inline-block text-brand-strong underline">
          Games to enter
        </Link>
      </section>
    );
  }
  return (
    <>
      <Outlet />
      <LeavePrompt />
    </>
  );
}
