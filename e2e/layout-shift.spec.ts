import type { Page } from '@playwright/test';
import type { GameSummary } from '#domain/game-schemas.ts';
import type { League } from '#domain/leagues.ts';
import { getJson } from './api.ts';
import { expect, test } from './fixtures.ts';

/** The most a page may move while it loads: the "good" Cumulative Layout Shift, with room to spare. */
const MAX_LAYOUT_SHIFT = 0.02;

declare global {
  interface Window {
    layoutShift: number;
  }
}

/**
 * Sums every layout shift the visitor did not cause, from the first paint on, as the browser
 * reports them (the Layout Instability API), once the page has everything it loads: its data,
 * its ads, video and post, its images and fonts.
 */
async function layoutShiftOf(page: Page, path: string, content: (page: Page) => Promise<void>) {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await content(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
  return page.evaluate(() => window.layoutShift);
}

test('home does not move while its sections, ads, video and post arrive', { tag: '@phone' }, async ({ page }) => {
  const shift = await layoutShiftOf(page, '/', async () => {
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  });
  expect(shift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
});

test('the standings do not move while they load', { tag: '@phone' }, async ({ page }) => {
  const shift = await layoutShiftOf(page, '/standings', async () => {
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });
  expect(shift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
});

test('a box score does not move while it loads', { tag: '@phone' }, async ({ page, request }) => {
  const league = (await getJson<League[]>(request, '/api/leagues')).find((candidate) => candidate.isActive);
  const games = await getJson<GameSummary[]>(request, `/api/games?leagueId=${league?.id}`);
  const played = games.find((game) => (game.homeTeamScore ?? 0) > 0);
  if (!played) throw new Error('The demo league has no played game');
  const shift = await layoutShiftOf(page, `/games/${played.id}/box-score`, async () => {
    await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  });
  expect(shift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
});
