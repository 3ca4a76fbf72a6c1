import type { Route } from '@playwright/test';
import type { GameDetail, GameSummary } from '#domain/game-schemas.ts';
import type { League } from '#domain/leagues.ts';
import type { StandingRow } from '#domain/standings.ts';
import { getJson } from './api.ts';
import { createAdmin, expect, signInThroughForm, test } from './fixtures.ts';

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

test('a public page that comes without its data shows a blank dark screen until the leagues have loaded', async ({
  page,
  request,
}) => {
  // A signed-in admin's pages come without data: their reads are their own.
  await signInThroughForm(page, await createAdmin(request));
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

test("a visitor's page arrives with its content: home and a box score show it before any script runs", async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const league = (await getJson<League[]>(request, '/api/leagues')).find((candidate) => candidate.isActive);
  await expect(page.getByRole('heading', { level: 1, name: league?.name })).toBeVisible();
  const standings = await getJson<StandingRow[]>(request, `/api/leagues/${league?.id}/standings`);
  const table = page.getByRole('table', { name: `${league?.name} standings` });
  await expect(table.getByRole('row')).toHaveCount(standings.length + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(standings[0]?.teamName ?? '');

  const games = await getJson<GameSummary[]>(request, `/api/games?leagueId=${league?.id}`);
  const played = games.find((game) => (game.homeTeamScore ?? 0) > 0);
  const game = await getJson<GameDetail>(request, `/api/games/${played?.id}`);
  await page.goto(`/games/${played?.id}/box-score`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${game.HomeTeam.name} vs ${game.AwayTeam.name}` }),
  ).toBeVisible();
  const line = game.HomeTeam.Players.find((player) => player.played);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `${line?.firstName} ${line?.lastName}` })
      .first(),
  ).toBeVisible();
  await context.close();
});
