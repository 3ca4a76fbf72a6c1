import type { APIRequestContext, Page } from '@playwright/test';
import type { Advertisement } from '#domain/advertisements.ts';
import { formatGameDate } from '#domain/format.ts';
import { todayIn } from '#domain/schedule.ts';
import { signInThroughApi } from './api.ts';
import {
  allowConsoleErrors,
  createAdmin,
  expect,
  expectNoSeriousA11yViolations,
  failedRequest,
  signInThroughForm,
  unique,
  type Credentials,
} from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A demo server of this file's own: the ads and clicks made here never show on the pages other
// specs check, and the demo's own ads are there too.
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });

const ANALYTICS = '/admin/advertisements/analytics';

/** An active ad of the test's own, made through the API by the test's admin. */
async function createAd(request: APIRequestContext, me: Credentials, targetUrl: string): Promise<Advertisement> {
  await signInThroughApi(request, me);
  const created = await request.post('/api/advertisements', {
    data: { name: unique('Sponsor'), imageUrl: '/ads/riverside-sports.svg', targetUrl, isActive: true },
  });
  expect(created.status()).toBe(201);
  await request.post('/api/users/logout');
  return (await created.json()) as Advertisement;
}

/** Stops the ads taking turns, then goes through them until `name` shows. */
async function showAd(page: Page, name: string) {
  const ads = page.getByRole('region', { name: 'Advertisements' });
  const link = ads.getByRole('link', { name: new RegExp(`^${name}`) });
  await expect(ads.getByRole('link')).toBeVisible();
  const pause = ads.getByRole('button', { name: 'Pause the ads' });
  if (await pause.isVisible()) await pause.click();
  for (let i = 0; i < 20 && !(await link.isVisible()); i++) {
    await ads.getByRole('button', { name: 'Next ad' }).click();
  }
  await expect(link).toBeVisible();
  return link;
}

test(
  'a visitor clicks an ad on the home page: its target opens in a new tab and the click counts for today',
  { tag: '@phone' },
  async ({ page, context, request }) => {
    // Two full-page accessibility scans and a sign-in.
    test.slow();
    const me = await createAdmin(request);
    const target = `https://sponsor.example/${unique('offer')}`;
    const ad = await createAd(request, me, target);
    // The sponsor's site is answered here: nothing leaves the machine.
    await context.route('https://sponsor.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sponsor</title><h1>Sponsor</h1>' }),
    );

    await page.goto('/');
    const link = await showAd(page, ad.name);
    await expect(link).toHaveAttribute('href', target);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(link.getByRole('img', { name: ad.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const recorded = page.waitForResponse((response) => response.url().endsWith(`/api/advertisements/${ad.id}/click`));
    const opened = context.waitForEvent('page');
    await link.click();
    const sponsorTab = await opened;
    await expect(sponsorTab).toHaveURL(target);
    await expect(sponsorTab.getByRole('heading', { name: 'Sponsor' })).toBeVisible();
    expect((await recorded).status()).toBe(200);
    await sponsorTab.close();
    // The home page stays where it was.
    await expect(page).toHaveURL(/\/$/);

    await signInThroughForm(page, me);
    await page.goto(ANALYTICS);
    await expect(page.getByRole('heading', { level: 1, name: 'Advertisement Analytics' })).toBeVisible();
    const table = page.getByRole('region', { name: 'Clicks per ad' });
    const toggle = table.getByRole('button', { name: ad.name });
    const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: ad.name }) });
    await expect(row.getByRole('cell')).toHaveText(['Active', '1']);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const perDate = table.getByRole('table', { name: `Clicks per date of ${ad.name}` });
    await expect(perDate.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      formatGameDate(todayIn('America/New_York')),
      '1',
    ]);

    const chart = page.getByRole('figure', { name: /^Clicks per day, last 30 days, all ads/ });
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await chart.getByLabel('Ad', { exact: true }).selectOption({ label: ad.name });
    await expect(page.getByRole('figure', { name: `Clicks per day, last 30 days, ${ad.name}: 1 click` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  },
);

test('the analytics screen says when its figures cannot be loaded, first or on a refresh', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, await createAdmin(request));
  allowConsoleErrors(page, failedRequest(500, '/api/advertisements/clicks'));
  const failing = (route: { fulfill: (options: object) => Promise<void> }) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' });
  await page.route('**/api/advertisements/clicks', failing);
  await page.goto(ANALYTICS);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch data' })).toBeVisible();

  await page.unroute('**/api/advertisements/clicks');
  await page.getByRole('button', { name: 'Refresh' }).click();
  const table = page.getByRole('region', { name: 'Clicks per ad' });
  await expect(table.getByRole('row').filter({ hasText: 'Riverside Sports' })).toBeVisible();
  await expect(page.getByText('Failed to fetch data')).toHaveCount(0);

  // A refresh that fails keeps the figures on screen.
  await page.route('**/api/advertisements/clicks', failing);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error loading advertisements' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Riverside Sports' })).toBeVisible();
});

test('the home page shows no ad section, and no headline over it, when no ad is active', async ({ page }) => {
  await page.route('**/api/advertisements/active', (route) => route.fulfill({ json: [] }));
  const answered = page.waitForResponse('**/api/advertisements/active');
  await page.goto('/');
  await answered;
  const sponsors = page.getByRole('complementary', { name: 'Sponsors and media' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sponsors.getByRole('region', { name: 'Advertisements' })).toHaveCount(0);
  await expect(sponsors).not.toContainText('Fall 2025 Season presented by');
});
