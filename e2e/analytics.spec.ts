import type { APIRequestContext, Page } from '@playwright/test';
import type { SiteAnalytics } from '#domain/analytics.ts';
import { signInThroughApi } from './api.ts';
import {
  allowConsoleErrors,
  createAdmin,
  expect,
  expectNoSeriousA11yViolations,
  failedRequest,
  signInThroughForm,
  type Credentials,
} from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A demo server of this file's own: only this file's browsers visit it, so its figures are exact.
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });

const isVisit = (method: string, url: string) => method === 'PUT' && new URL(url).pathname === '/api/analytics/';

async function siteAnalytics(request: APIRequestContext, admin: Credentials): Promise<SiteAnalytics> {
  await signInThroughApi(request, admin);
  const response = await request.get('/api/analytics/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SiteAnalytics;
}

/** Clicks a link of the page and waits for the visit the new page records. */
async function follow(page: Page, name: string, scope: 'main' | 'footer') {
  const recorded = page.waitForResponse((response) => isVisit(response.request().method(), response.url()));
  const area = scope === 'main' ? page.getByRole('main') : page.getByRole('contentinfo');
  await area.getByRole('link', { name, exact: true }).first().click();
  expect((await recorded).status()).toBe(204);
}

test(
  'visits to public pages are counted on the dashboard, the back office is not',
  { tag: '@phone' },
  async ({ browser, page, request, baseURL }, testInfo) => {
    test.slow();
    const admin = await createAdmin(request);
    const before = await siteAnalytics(request, admin);

    // A visitor of its own opens the home page, then moves around inside the app.
    const visitorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    const visitor = await visitorContext.newPage();
    const firstVisit = visitor.waitForResponse((response) => isVisit(response.request().method(), response.url()));
    await visitor.goto('/');
    expect((await firstVisit).status()).toBe(204);
    await expect(visitor.getByRole('link', { name: 'Standings' }).first()).toBeVisible();
    await follow(visitor, 'Standings', 'main');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await follow(visitor, 'FAQ', 'footer');
    await follow(visitor, 'League Rules', 'footer');
    await follow(visitor, 'Privacy Policy', 'footer');
    await expect(visitor.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
    await visitorContext.close();
    const VISITS = 5;

    const afterVisitor = await siteAnalytics(request, admin);
    expect(afterVisitor.visitsLast1Day).toBe(before.visitsLast1Day + VISITS);
    expect(afterVisitor.totalVisits).toBe(before.totalVisits + VISITS);
    expect(afterVisitor.uniqueVisitorsLast1Day).toBeGreaterThanOrEqual(1);

    // The admin signs in and opens the dashboard through the back office: none of it is a visit.
    const adminVisits: string[] = [];
    page.on('request', (sent) => {
      if (isVisit(sent.method(), sent.url())) adminVisits.push(sent.url());
    });
    await signInThroughForm(page, admin);
    await page.getByRole('link', { name: 'Site Analytics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site Analytics' })).toBeVisible();

    const cards = page.getByRole('list', { name: 'Visits and unique visitors' });
    const today = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Today' }) });
    const shownVisits = Number((await today.locator('dd').first().textContent())?.replaceAll(',', ''));
    expect(shownVisits).toBeGreaterThanOrEqual(VISITS);
    expect(shownVisits).toBe(afterVisitor.visitsLast1Day);
    for (const title of ['Last 7 days', 'Last 30 days', 'Last 365 days', 'All time']) {
      await expect(cards.getByRole('heading', { name: title })).toBeVisible();
    }

    // The chart is drawn, with the same figures as a table.
    const chart = page.getByRole('figure', { name: /^Visits and unique visitors per day, last 30 days/ });
    await expect(chart.getByRole('application', { name: /^Visits and unique visitors per day/ })).toBeVisible();
    await expect(chart.locator('.recharts-line')).toHaveCount(2);
    await chart.getByText('The figures per day').click();
    const todayRow = chart.getByRole('region', { name: 'Visits per day' }).locator('tbody tr').first();
    await expect(todayRow.locator('td').first()).toHaveText(String(afterVisitor.visitsLast1Day));

    await expect(page.getByRole('heading', { name: 'Top cities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top countries' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute(
      'href',
      'https://db-ip.com',
    );
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('site-analytics.png'), fullPage: true });

    expect(adminVisits).toEqual([]);
    const afterAdmin = await siteAnalytics(request, admin);
    expect(afterAdmin.totalVisits).toBe(afterVisitor.totalVisits);
  },
);

test('a failed load says so', async ({ page, request }) => {
  const admin = await createAdmin(request);
  allowConsoleErrors(page, failedRequest(500, '/api/analytics/'));
  await page.route(/\/api\/analytics\/?$/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { message: 'down' } }) : route.continue(),
  );
  await signInThroughForm(page, admin);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch analytics data');
  await expect(page.getByRole('list', { name: 'Visits and unique visitors' })).toHaveCount(0);
});
