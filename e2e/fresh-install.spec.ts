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

test("without a league, the rules, FAQ, contact and privacy pages still show their text, and the home page nothing of the demo league's", async ({
  page,
}) => {
  await page.goto('/league-rules');
  await expect(page.getByRole('heading', { level: 1, name: /rules/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No active league' })).toHaveCount(0);
  for (const path of ['/faq', '/contact', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No active league' }), path).toHaveCount(0);
  }
  // An install of the league's own: no demo links in the navigation, no demo headline anywhere.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of [/^Shop/, /^Instagram/, /^YouTube/]) await expect(nav.getByRole('link', { name })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'No active league' })).toBeVisible();
  await expect(page.getByText('Riverside Sports')).toHaveCount(0);
});

test('a fresh install can be set up: the bootstrap admin signs in to the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('owner');
  await page.getByLabel('Password', { exact: true }).fill('fresh-install-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, League Administrator' })).toBeVisible();
});
