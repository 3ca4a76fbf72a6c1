import type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, TestInfo } from '@playwright/test';
import { getJson } from './api.ts';
import { expect, test } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';

/**
 * A page arrives rendered and the app starts after its first paint (decision 031): until it
 * has, each control is a link or a form the server answers (decision 045). These tests use
 * the controls with the app's code held back, on a slowed CPU: once with no JavaScript at
 * all, and once with the code released afterwards, which must keep what was chosen.
 */

type League = { id: number; name: string; isActive: boolean };
type Standing = { teamName: string };

/** A context of the test's own, with the project's screen, its CPU four times slower (a mid-range phone). */
async function slowVisitor(browser: Browser, baseURL: string, testInfo: TestInfo, javaScriptEnabled: boolean) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

const appScript = /\/assets\/.*\.js$/;

/**
 * Holds every script of the app until the `start` it returns is called, which lets them go and
 * waits for the app to start. Starting on the slowed CPU of a machine busy with other tests
 * takes longer than a click: it has twice a step's wait (playwright.config.ts), and a failure
 * names the scripts that had not arrived and those that failed (a page left cancels its own).
 */
async function holdTheApp(context: BrowserContext, page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(appScript, async (route) => {
    await released;
    // A page left meanwhile no longer waits for its scripts.
    await route.continue().catch(() => {});
  });
  const pending = new Set<Request>();
  const failed: string[] = [];
  page.on('request', (request) => {
    if (appScript.test(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    if (pending.delete(request)) failed.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  return async function start() {
    release();
    try {
      await expect(page.locator('html[data-started]')).toBeAttached({ timeout: 30_000 });
    } catch (error) {
      const waiting = [...pending].map((request) => request.url());
      throw new Error(
        `The app did not start. Scripts not arrived: ${waiting.join(', ') || 'none'}; failed: ${failed.join(', ') || 'none'}`,
        { cause: error },
      );
    }
  };
}

/** Opens `path` without waiting for the app's scripts (which the page's load event would). */
async function openRendered(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root main')).toBeVisible();
}

/** The texts of a table's column under the header `name`, row by row. */
async function column(table: Locator, name: string): Promise<string[]> {
  const headers = await table.locator('thead th').allInnerTexts();
  // As shown: some headers are upper case.
  const index = headers.findIndex((text) => text.replace(/[▲▼]/g, '').trim().toUpperCase() === name.toUpperCase());
  expect(index, `a column ${name}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr > :nth-child(${index + 1})`).allInnerTexts();
}

const descending = (values: string[]) => values.map(Number).every((value, i, all) => i === 0 || all[i - 1]! >= value);

/** A past league of the demo with standings (another spec may add one without teams). */
async function pastLeagueWithStandings(request: APIRequestContext) {
  const leagues = await getJson<League[]>(request, '/api/leagues');
  for (const league of leagues.filter((candidate) => !candidate.isActive)) {
    const standings = await getJson<Standing[]>(request, `/api/leagues/${league.id}/standings`);
    if (standings.length > 1) return { league, standings };
  }
  throw new Error('the demo has no past league with standings');
}

/**
 * The page's address has exactly `query` (a menu opened before the app started may add a `#`),
 * and the document at that address has arrived through its footer: a page the server answers
 * has the new address from its first byte, before its tables are parsed.
 */
async function expectQuery(page: Page, path: string, query: string) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    })
    .toBe(query ? `${path}?${query}` : path);
  await expect(page.locator('#root footer')).toBeAttached();
}

/** Marks the document, so that a test can tell a page the app changed in place from a new one. */
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-same', ''));
const sameDocument = (page: Page) => expect(page.locator('html[data-same]')).toBeAttached();

test.describe('past leagues, sorting and the phone menu before the app starts', { tag: '@phone' }, () => {
  test('without JavaScript: a past league, a sorted column and the phone menu are answered by the server', async ({
    browser,
    baseURL,
    request,
    isPhone,
  }, testInfo) => {
    const { league, standings } = await pastLeagueWithStandings(request);
    const { context, page } = await slowVisitor(browser, baseURL!, testInfo, false);

    await openRendered(page, '/past-leagues');
    await page.getByLabel('League', { exact: true }).selectOption(String(league.id));
    await page.getByRole('button', { name: 'Show' }).click();
    await expectQuery(page, '/past-leagues', `league=${league.id}`);
    const table = page.getByRole('table', { name: `${league.name} standings` });
    await expect(table.getByRole('row')).toHaveCount(standings.length + 1);
    await expect(table.getByRole('row').nth(1)).toContainText(standings[0]!.teamName);
    await expect(page.getByRole('table', { name: `${league.name} schedule` })).toBeVisible();

    // A column of the season totals, sorted by the server; the league stays chosen.
    const totals = page.getByRole('table', { name: `${league.name} season totals` });
    await totals.getByRole('link', { name: 'REB', exact: true }).click();
    await expectQuery(page, '/past-leagues', `league=${league.id}&totals-sort=rebounds`);
    await expect(totals.getByRole('columnheader', { name: 'REB' })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => descending(await column(totals, 'REB'))).toBe(true);
    await totals.getByRole('link', { name: 'REB', exact: true }).click();
    await expectQuery(page, '/past-leagues', `league=${league.id}&totals-sort=rebounds&totals-dir=asc`);
    await expect(totals.getByRole('columnheader', { name: 'REB' })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(async () => descending((await column(totals, 'REB')).reverse())).toBe(true);
    await expect(page.getByLabel('League', { exact: true })).toHaveValue(String(league.id));

    if (isPhone) {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Close menu' })).toBeHidden();
      await nav.getByRole('link', { name: 'Open menu' }).click();
      await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Past Leagues', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Open menu' })).toBeHidden();
      await nav.getByRole('link', { name: 'Close menu' }).click();
      await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Open menu' })).toBeVisible();
    }
    await context.close();
  });

  test('with the app held back: what is chosen before it starts is kept, and then it answers in place', async ({
    browser,
    baseURL,
    request,
    isPhone,
  }, testInfo) => {
    const { league, standings } = await pastLeagueWithStandings(request);
    const { context, page } = await slowVisitor(browser, baseURL!, testInfo, true);
    const start = await holdTheApp(context, page);

    await openRendered(page, '/past-leagues');
    await page.getByLabel('League', { exact: true }).selectOption(String(league.id));
    await page.getByRole('button', { name: 'Show' }).click();
    await expectQuery(page, '/past-leagues', `league=${league.id}`);
    const totals = page.getByRole('table', { name: `${league.name} season totals` });
    await totals.getByRole('link', { name: 'REB', exact: true }).click();
    await expectQuery(page, '/past-leagues', `league=${league.id}&totals-sort=rebounds`);
    const sorted = await column(totals, 'Player');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isPhone) await nav.getByRole('link', { name: 'Open menu' }).click();
    await expect(page.locator('html[data-started]')).not.toBeAttached();

    // The app starts: nothing chosen is undone.
    await markDocument(page);
    await start();
    await expect(page.getByRole('button', { name: 'Show' })).toBeHidden();
    await expectQuery(page, '/past-leagues', `league=${league.id}&totals-sort=rebounds`);
    await expect(page.getByLabel('League', { exact: true })).toHaveValue(String(league.id));
    await expect(totals.getByRole('columnheader', { name: 'REB' })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => column(totals, 'Player')).toEqual(sorted);
    if (isPhone) {
      await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toBeVisible();
      await nav.getByRole('button', { name: 'Close menu' }).click();
      await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toBeHidden();
    }

    // From now on the app answers the same controls in place, and keeps the address up to date.
    await totals.getByRole('link', { name: 'PTS', exact: true }).click();
    await expectQuery(page, '/past-leagues', `league=${league.id}&totals-sort=points`);
    await expect.poll(async () => descending(await column(totals, 'PTS'))).toBe(true);
    await page.getByLabel('League', { exact: true }).selectOption('');
    await expectQuery(page, '/past-leagues', '');
    await expect(page.getByText('Choose a league to see its standings')).toBeVisible();
    await page.getByLabel('League', { exact: true }).selectOption(String(league.id));
    await expectQuery(page, '/past-leagues', `league=${league.id}`);
    await expect(page.getByRole('table', { name: `${league.name} standings` }).getByRole('row')).toHaveCount(
      standings.length + 1,
    );
    if (isPhone) {
      await nav.getByRole('button', { name: 'Open menu' }).click();
      await expect(nav.getByRole('link', { name: 'Schedule', exact: true })).toBeVisible();
    }
    await sameDocument(page);
    await context.close();
  });
});

// A server of this file's own, where last season's league is active again: two active leagues.
const withTwoActiveLeagues = testOnOwnServer({ scenario: 'two-active-leagues' });

withTwoActiveLeagues(
  'the league switcher works before the app starts, and the app keeps the league chosen',
  { tag: '@phone' },
  async ({ browser, baseURL, request }, testInfo) => {
    const leagues = await getJson<League[]>(request, '/api/leagues');
    const [newest, older] = leagues.filter((league) => league.isActive) as [League, League];
    const olderStandings = await getJson<Standing[]>(request, `/api/leagues/${older.id}/standings`);
    const heading = (page: Page) => page.getByRole('heading', { level: 1 });

    // Without JavaScript: the switcher's form asks the server for the home page of that league.
    const plain = await slowVisitor(browser, baseURL!, testInfo, false);
    await openRendered(plain.page, '/');
    await expect(heading(plain.page)).toHaveText(newest.name);
    await plain.page.getByLabel('League', { exact: true }).selectOption(String(older.id));
    await plain.page.getByRole('button', { name: 'Show' }).click();
    await expect(plain.page).toHaveURL(new RegExp(`/\\?league=${older.id}$`));
    await expect(heading(plain.page)).toHaveText(older.name);
    const standings = plain.page.getByRole('table', { name: `${older.name} standings` });
    await expect(standings.getByRole('row').nth(1)).toContainText(olderStandings[0]!.teamName);
    await plain.context.close();

    // With the app held back, then released: the league stays, and every page shows it.
    const held = await slowVisitor(browser, baseURL!, testInfo, true);
    const { page } = held;
    const start = await holdTheApp(held.context, page);
    await openRendered(page, '/');
    await page.getByLabel('League', { exact: true }).selectOption(String(older.id));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(heading(page)).toHaveText(older.name);
    await markDocument(page);
    await start();
    await expect(heading(page)).toHaveText(older.name);
    await expect(page.getByLabel('League', { exact: true })).toHaveValue(String(older.id));
    await expect(page).toHaveURL(new RegExp(`\\?league=${older.id}$`));

    await page.getByLabel('League', { exact: true }).selectOption(String(newest.id));
    await expect(heading(page)).toHaveText(newest.name);
    await expect(page).toHaveURL(new RegExp(`\\?league=${newest.id}$`));
    await page.getByLabel('League', { exact: true }).selectOption(String(older.id));
    await expect(page).toHaveURL(new RegExp(`\\?league=${older.id}$`));
    // The choice is shared: the standings page, opened in place, shows the older league too.
    await page.getByRole('heading', { name: 'Standings' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/standings$/);
    await expect(heading(page)).toContainText(older.name);
    await sameDocument(page);
    await held.context.close();
  },
);
