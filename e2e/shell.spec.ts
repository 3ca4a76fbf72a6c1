import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Holds the real leagues response until `release` is called (nothing is faked). */
async function holdLeagues(page: import('@playwright/test').Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<Route> = new Promise((resolve) =>
    page.route(/\/api\/leagues\/?$/, async (route) => {
      resolve(route);
      await released;
      await route.continue();
    }),
  );
  return { held, release };
}

test('public pages show a blank dark screen until the leagues have loaded', async ({ page }) => {
  const { held, release } = await holdLeagues(page);
  await page.goto('/league-rules');
  await held;
  await expect(page.locator('[aria-busy="true"]')).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(0);
  // Near-black: the lightness of the computed colour (CSS lab()) is a few percent at most.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightness = Number(/^lab\(([\d.]+)/.exec(background)?.[1] ?? NaN);
  expect(lightness, background).toBeLessThan(10);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'League Rules' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
});

test('the sign-in page does not wait for the leagues', async ({ page }) => {
  const { held, release } = await holdLeagues(page);
  await page.goto('/login');
  await held;
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toBeEditable();
  release();
});

test('an anonymous visitor is not asked for a current user, and the console stays clean', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me') asked.push(request.url());
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(asked).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
