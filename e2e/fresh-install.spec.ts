import { expect } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';

// A server of this file's own, on an empty database: no league exists yet.
const test = testOnOwnServer({ env: { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'fresh-install-pass' } });

test('without an active league, public pages say so instead of staying blank', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'No active league' })).toBeVisible();
  await expect(page.getByText('There is no active league right now.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
});

test('a fresh install can be set up: the bootstrap admin signs in to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('owner');
  await page.getByLabel('Password', { exact: true }).fill('fresh-install-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, League Administrator' })).toBeVisible();
});
