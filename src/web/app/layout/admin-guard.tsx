import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMe } from '#web/lib/auth.ts';

/**
 * The admin guard (docs/rules/screens.md#admin-guard): a spinner while the current-user call
 * is in flight; no user sends the visitor to /login (and back afterwards); a user without an
 * id is not authorised. Every /admin screen renders inside it.
 */
export function AdminGuard() {
  const me = useMe();
  const location = useLocation();
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
  return <Outlet />;
}
