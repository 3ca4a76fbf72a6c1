import { Navigate, useLocation, useNavigate } from 'react-router';
import { loginBody } from '#domain/users.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormCard, FormError, TextField, useServerSubmit, useZodForm } from '#web/components/ui/form.tsx';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLogin, useMe } from '#web/lib/auth.ts';
import { paths } from '#web/config/paths.ts';

/** Where the admin guard sent the admin from, if anywhere inside the back office. */
function returnPath(state: unknown): string {
  const from = (state as { from?: string } | null)?.from;
  return from && from.startsWith('/admin') ? from : paths.admin.dashboard;
}

export function LoginPage() {
  usePageTitle('Login');
  const me = useMe();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useZodForm(loginBody, { username: '', password: '' });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, formError } = useServerSubmit(
    form,
    async (body) => {
      await login.mutateAsync(body);
      navigate(returnPath(location.state), { replace: true });
    },
    'Could not sign in. Please try again.',
  );

  if (me.isPending) return <Spinner />;
  if (me.data?.id && !login.isSuccess) return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <FormCard title="Login">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Username"
          autoComplete="username"
          registration={form.register('username')}
          error={errors.username?.message}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <FormError message={formError} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Login'}
        </Button>
      </form>
    </FormCard>
  );
}
