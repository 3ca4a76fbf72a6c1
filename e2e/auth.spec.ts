import {
  allowConsoleErrors,
  bootstrapAdmin,
  createAdmin,
  expect,
  failedRequest,
  signInThroughForm,
  test,
} from './fixtures.ts';

test.describe('sign in', () => {
  test('shows the required-field messages and refuses a wrong password', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Login/);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required.', { exact: true })).toBeVisible();

    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    allowConsoleErrors(page, failedRequest(401, '/api/users/login'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('lands on the dashboard, shows ADMIN, and sends a signed-in visitor of /login to /admin', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ADMIN', exact: true, includeHidden: true })).toHaveCount(0);

    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('link', { name: 'ADMIN', exact: true, includeHidden: true })).toBeAttached();

    await page.goto('/login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${bootstrapAdmin.name}` })).toBeVisible();
  });

  test('a signed-out visit to an admin screen goes to /login and back after signing in', async ({ page, request }) => {
    const admin = await createAdmin(request);
    await page.goto('/admin/users/list');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username', { exact: true }).fill(admin.username);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/list$/);
    await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
  });
});

test.describe('logout', () => {
  test('asks first; No stays, Yes signs out and goes home', async ({ page, request }) => {
    const admin = await createAdmin(request);
    await signInThroughForm(page, admin);

    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to logout?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'ADMIN', exact: true, includeHidden: true })).toHaveCount(0);

    // The session is gone on the server too.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
  });
});
