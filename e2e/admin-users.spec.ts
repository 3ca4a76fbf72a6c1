import { signInThroughApi } from './api.ts';
import { allowConsoleErrors, createAdmin, expect, failedRequest, signInThroughForm, test, unique } from './fixtures.ts';

const sectionLinks = [
  '/admin/users/create',
  '/admin/users/list',
  '/admin/leagues/create',
  '/admin/leagues/list',
  '/admin/teams/create',
  '/admin/teams/list',
  '/admin/locations/create',
  '/admin/locations/list',
  '/admin/games/create',
  '/admin/games/list',
  '/admin/players/create',
  '/admin/players/list',
  '/admin/awards/create',
  '/admin/awards/list',
  '/admin/analytics',
  '/admin/advertisements/analytics',
  '/admin/advertisements/create',
  '/admin/advertisements/list',
];

// Journeys through forms whose rules do not change with the screen, on the desktop only (no @phone
// tag); the back office's forms on a phone are walked in admin-leagues-teams-locations.spec.ts
// (locations) and admin-games.spec.ts, the admins' list and form in pages.spec.ts.

test('the dashboard links to every section of the back office', async ({ page, request }) => {
  await signInThroughForm(page, await createAdmin(request));
  // The menu's cards, the first steps aside (they lead to some of the same screens).
  const menu = page
    .getByRole('main')
    .getByRole('navigation')
    .filter({ hasNot: page.getByRole('heading', { name: 'First steps' }) });
  for (const href of sectionLinks) {
    await expect(menu.locator(`a[href="${href}"]`), href).toHaveCount(1);
  }
});

test('an admin adds another admin, who can then be deleted after a Yes/No confirm', async ({ page, request }) => {
  const me = await createAdmin(request);
  await signInThroughForm(page, me);
  await page.getByRole('link', { name: 'Add Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/create$/);

  await page.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByText('Name is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Username is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required.', { exact: true })).toBeVisible();

  const username = unique('ref');
  await page.getByLabel('Name', { exact: true }).fill('Rita Referee');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByText('Minimum length of 4 required.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('abcd');
  await page.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByText('Added Rita Referee as an admin')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/list$/);

  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Rita Referee');
  await expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  const myRow = page.getByRole('row').filter({ hasText: me.username });
  await expect(myRow.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(myRow.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'League Administrator' })).toContainText('Protected');

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to delete ${username}?`);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('User Deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
});

test('a refused new admin shows the server message at form level', async ({ page, request }) => {
  const me = await createAdmin(request);
  await signInThroughForm(page, me);
  await page.goto('/admin/users/create');
  await page.getByLabel('Name', { exact: true }).fill('Copy');
  await page.getByLabel('Username', { exact: true }).fill(me.username);
  await page.getByLabel('Password', { exact: true }).fill('abcd');
  allowConsoleErrors(page, failedRequest(409, '/api/users'));
  await page.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByRole('alert')).toHaveText(`The username ${me.username} is already taken.`);
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
});

test('an admin updates their own profile, with the current password for a new password', async ({ page, request }) => {
  const me = await createAdmin(request);
  await signInThroughForm(page, me);
  await page.goto('/admin/users/list');
  await page.getByRole('row').filter({ hasText: me.username }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/update$/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(me.name);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(me.username);
  const currentPassword = page.getByLabel('Current password', { exact: true });
  await expect(currentPassword).toHaveAttribute('type', 'password');

  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required.', { exact: true })).toBeVisible();

  // A new name alone needs no password.
  const newName = `Renamed ${me.username}`;
  await page.getByLabel('Name', { exact: true }).fill(newName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Updated ${newName}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/list$/);

  // The same admin is also signed in elsewhere (another device).
  await signInThroughApi(request, me);
  expect((await request.get('/api/users/me')).status()).toBe(200);

  await page.getByRole('row').filter({ hasText: me.username }).getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('New password (optional)').fill('new-pass-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(currentPassword).toHaveAccessibleDescription(
    /Enter your current password to change your username or password\./,
  );

  allowConsoleErrors(page, failedRequest(403, '/api/users'));
  await currentPassword.fill('not-my-password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(currentPassword).toHaveAccessibleDescription(/The current password is not correct\./);
  await expect(currentPassword).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/users\/update$/);
  // Refused: the other device is still signed in.
  expect((await request.get('/api/users/me')).status()).toBe(200);

  await currentPassword.fill(me.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`Updated ${newName}. Your password was changed and 1 other session was signed out.`),
  ).toBeVisible();
  // The other device's session has ended; this one goes on.
  expect((await request.get('/api/users/me')).status()).toBe(401);
  await expect(page).toHaveURL(/\/admin\/users\/list$/);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: `Welcome, ${newName}` })).toBeVisible();

  // The new password works.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInThroughForm(page, { ...me, name: newName, password: 'new-pass-1' });
});

test('a delete the server refuses shows "Error deleting User" and keeps the list true', async ({ page, request }) => {
  const me = await createAdmin(request);
  const other = await createAdmin(request);
  await signInThroughForm(page, me);
  await page.goto('/admin/users/list');
  const row = page.getByRole('row').filter({ hasText: other.username });
  await expect(row).toBeVisible();

  // Someone else removes that admin while this list is open.
  await signInThroughApi(request, other);
  const otherId = ((await (await request.get('/api/users/me')).json()) as { id: number }).id;
  await signInThroughApi(request, me);
  expect((await request.delete(`/api/users/${otherId}`)).status()).toBe(200);
  allowConsoleErrors(page, failedRequest(404, `/api/users/${otherId}`));

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Error deleting User')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: other.username })).toHaveCount(0);
});
