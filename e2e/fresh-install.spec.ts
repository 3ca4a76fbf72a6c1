import { expect, test as base } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';

// A server of this file's own, on an empty database: no league exists yet.
const test = base.extend<object, { freshServer: RunningServer }>({
  freshServer: [
    async ({}, use) => {
      const server = await startServer({
        SEED_DEMO: 'false',
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'fresh-install-pass',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ freshServer }, use) => use(freshServer.baseURL),
});

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
