import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { expectNoSidewaysScroll, expectStaysInViewWhenScrolled } from './layout.ts';

// Many reads of the shared demo server, each on its own: they may run in both workers.
test.describe.configure({ mode: 'parallel' });

type LeagueRow = { id: number; name: string; isActive: boolean };

const GAMES_MINIMUM_NOTE = 'Averages only include people that played in at least three games';

async function leagues(page: Page): Promise<LeagueRow[]> {
  const response = await page.request.get('/api/leagues');
  expect(response.ok()).toBe(true);
  return (await response.json()) as LeagueRow[];
}

/** The numbers of one column of a table's body rows (`index` counts the row's td cells). */
async function columnNumbers(table: Locator, index: number): Promise<number[]> {
  const texts = await table
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''), index);
  return texts.map(Number);
}

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((value, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value));

test(
  'home: standings, upcoming schedule and leaders, each heading linking to its page',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    const standings = main.getByRole('region', { name: /standings$/ });
    await expect(standings.locator('tbody tr')).toHaveCount(8);
    await expect(standings.locator('tbody').getByRole('link').first()).toHaveAttribute('href', /^\/teams\/\d+$/);
    // Compact: team, wins and losses only, and no tie-break text.
    await expect(standings.getByRole('columnheader')).toHaveCount(3);
    await expect(main.getByText(/ranked by their head-to-head record/)).toHaveCount(0);

    const upcoming = main.getByRole('region', { name: 'Upcoming Schedule' });
    await expect(upcoming.getByRole('listitem').first()).toBeVisible();
    await expect(upcoming.getByRole('listitem').first().getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/teams\/\d+$/,
    );

    const leaders = main.getByRole('region', { name: /leaders, per-game averages$/ });
    await expect(leaders.locator('tbody tr')).toHaveCount(10);
    await expect(leaders.getByRole('columnheader')).toHaveText(['Player', 'Team', /^PTS/, 'REB', 'AST']);
    await expect(leaders.locator('tbody').getByRole('link').first()).toHaveAttribute('href', /^\/players\/\d+$/);

    const sponsors = page.getByRole('complementary', { name: 'Sponsors and media' });
    await expect(sponsors).toContainText('Fall 2025 Season presented by');
    await expect(sponsors.getByRole('region', { name: 'Advertisements' })).toBeVisible();
    // No video channel or photo account is configured here: those sections are left out (e2e/social.spec.ts).
    for (const name of ['Latest video', 'Latest post']) {
      await expect(sponsors.getByRole('region', { name })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page);
  },
);

test('home: the section headings link to their pages', async ({ page }) => {
  const main = page.getByRole('main');
  for (const [name, path, heading] of [
    ['Standings', '/standings', 'Standings'],
    ['Upcoming Schedule', '/schedule', 'Schedule'],
    ['League Leaders', '/statistics', 'League Leaders'],
  ] as const) {
    await page.goto('/');
    await main.getByRole('heading', { level: 2, name }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${heading}`) })).toBeVisible();
  }
});

test('home: the league switcher is hidden while only one league is active', async ({ page }) => {
  // Two active leagues need admin writes; that case is covered with its own fixture.
  const active = (await leagues(page)).filter((league) => league.isActive);
  expect(active).toHaveLength(1);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: active[0]!.name })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('region', { name: /standings$/ })
      .locator('tbody tr'),
  ).toHaveCount(8);
  await expect(page.getByRole('combobox', { name: 'League' })).toHaveCount(0);
});

test('/standings: rows link to team pages; headers sort and toggle', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/standings');
  await expect(page.getByRole('heading', { level: 1, name: /^Standings/ })).toBeVisible();
  const table = page.getByRole('region', { name: /standings$/ });
  await expect(table.locator('tbody tr')).toHaveCount(8);
  for (const link of await table.locator('tbody tr').getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/teams\/\d+$/);
  }
  await expect(page.getByText(/ranked by their head-to-head record/)).toBeVisible();

  const wins = table.getByRole('columnheader', { name: 'Wins' });
  const losses = table.getByRole('columnheader', { name: 'Losses' });
  // Default: wins descending, the arrow on that column only.
  await expect(wins).toHaveAttribute('aria-sort', 'descending');
  await expect(wins).toContainText('▼');
  expect(isSorted(await columnNumbers(table, 0), 'desc')).toBe(true);

  await wins.getByRole('link').click();
  await expect(wins).toHaveAttribute('aria-sort', 'ascending');
  await expect(wins).toContainText('▲');
  expect(isSorted(await columnNumbers(table, 0), 'asc')).toBe(true);

  await wins.getByRole('link').click();
  await expect(wins).toHaveAttribute('aria-sort', 'descending');
  await expect(wins).toContainText('▼');

  await losses.getByRole('link').click();
  await expect(losses).toHaveAttribute('aria-sort', 'descending');
  await expect(losses).toContainText('▼');
  await expect(wins).not.toHaveAttribute('aria-sort');
  await expect(wins).not.toContainText(/[▲▼]/);
  expect(isSorted(await columnNumbers(table, 1), 'desc')).toBe(true);

  const firstTeam = table.locator('tbody tr').first().getByRole('link');
  const href = await firstTeam.getAttribute('href');
  await firstTeam.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  await page.goto('/standings');
  await expect(table.locator('tbody tr')).toHaveCount(8);
  await expectNoSeriousA11yViolations(page);
});

test('/statistics: averages by points with the three-game note, and sorting', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: /^League Leaders/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Averages' })).toHaveAttribute('aria-selected', 'true');

  // The demo league started 56 days ago: the minimum applies and the note shows.
  await expect(page.getByText(GAMES_MINIMUM_NOTE)).toBeVisible();
  const averages = page.getByRole('region', { name: /per-game averages$/ });
  const rows = averages.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  for (const gamesPlayed of await columnNumbers(averages, 1)) expect(gamesPlayed).toBeGreaterThanOrEqual(3);
  await expect(rows.first().getByRole('link').first()).toHaveAttribute('href', /^\/players\/\d+$/);
  await expect(rows.first().getByRole('link').nth(1)).toHaveAttribute('href', /^\/teams\/\d+$/);
  // Percentages with one decimal.
  await expect(rows.first().locator('td').nth(9)).toHaveText(/^\d+\.\d$/);

  const points = averages.getByRole('columnheader', { name: 'PTS' });
  await expect(points).toHaveAttribute('aria-sort', 'descending');
  await expect(points).toContainText('▼');
  expect(isSorted(await columnNumbers(averages, 2), 'desc')).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await points.getByRole('link').click();
  await expect(points).toHaveAttribute('aria-sort', 'ascending');
  await expect(points).toContainText('▲');
  expect(isSorted(await columnNumbers(averages, 2), 'asc')).toBe(true);

  await points.getByRole('link').click();
  await expect(points).toHaveAttribute('aria-sort', 'descending');

  const rebounds = averages.getByRole('columnheader', { name: 'REB' });
  await rebounds.getByRole('link').click();
  await expect(rebounds).toHaveAttribute('aria-sort', 'descending');
  await expect(points).not.toHaveAttribute('aria-sort');
  await expect(points).not.toContainText(/[▲▼]/);
  expect(isSorted(await columnNumbers(averages, 3), 'desc')).toBe(true);
});

test('/statistics: the Totals tab shows season totals without the games minimum', async ({ page }) => {
  await page.goto('/statistics');
  await expect(page.getByText(GAMES_MINIMUM_NOTE)).toBeVisible();
  const totalsLoaded = page.waitForResponse((response) =>
    /\/api\/player-stats\/league\/\d+\/totals$/.test(response.url()),
  );
  await page.getByRole('tab', { name: 'Totals' }).click();
  await totalsLoaded;
  await expect(page).toHaveURL(/\?tab=totals$/);
  await expect(page.getByRole('tab', { name: 'Totals' })).toHaveAttribute('aria-selected', 'true');
  const totals = page.getByRole('region', { name: /season totals$/ });
  await expect(totals.locator('tbody tr')).toHaveCount(10);
  await expect(page.getByText(GAMES_MINIMUM_NOTE)).toHaveCount(0);
  await expect(totals.getByRole('columnheader', { name: 'PTS' })).toHaveAttribute('aria-sort', 'descending');
  for (const value of await columnNumbers(totals, 2)) expect(Number.isInteger(value)).toBe(true);
  expect(isSorted(await columnNumbers(totals, 2), 'desc')).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('/statistics: the Awards tab lists the awards with their players; arrow keys move between tabs', async ({
  page,
}) => {
  await page.goto('/statistics?tab=awards');
  await expect(page.getByRole('tab', { name: 'Awards' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Awards' });
  await expect(panel.getByRole('term').first()).toBeVisible();
  await expect(panel.getByRole('definition').first().getByRole('link')).toHaveAttribute('href', /^\/players\/\d+$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Awards' }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Totals' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Totals' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=totals$/);
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Averages' })).toBeFocused();
  await expect(page.getByText(GAMES_MINIMUM_NOTE)).toBeVisible();
});

test(
  '/schedule: every game with its score, box score links and the calendar feed',
  { tag: '@phone' },
  async ({ page }) => {
    // Several full tables: the accessibility scan takes a while on a busy machine.
    test.slow();
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1, name: /^Schedule/ })).toBeVisible();
    const table = page.getByRole('region', { name: /schedule$/ });
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(8);

    const played = rows.filter({ has: page.getByRole('link', { name: /^Box Score/ }) });
    await expect(played.first()).toContainText(/\d+ - \d+/);
    await expect(played.first().getByRole('link', { name: /^Box Score/ })).toHaveAttribute(
      'href',
      /^\/games\/\d+\/box-score$/,
    );
    const unplayed = rows.filter({ hasNot: page.getByRole('link', { name: /^Box Score/ }) });
    await expect(unplayed.first()).toContainText('N/A');
    await expect(rows.first().getByRole('link').first()).toHaveAttribute('href', /^\/teams\/\d+$/);
    // Home, away, then the location.
    await expect(rows.first().getByRole('link').nth(2)).toHaveAttribute('href', '/locations');

    const subscribe = page.getByRole('link', { name: 'Subscribe' });
    await expect(subscribe).toHaveAttribute('href', /^\/api\/leagues\/\d+\/schedule\.ics$/);
    await expect(page.getByText(/calendar app/)).toBeVisible();
    const feed = await page.request.get((await subscribe.getAttribute('href')) as string);
    expect(feed.ok()).toBe(true);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await expectNoSeriousA11yViolations(page);
  },
);

test(
  "on a phone, a game's score and box score link show without a sideways scroll, and a leader's name stays in view",
  { tag: '@phone' },
  async ({ page, isPhone }) => {
    test.skip(!isPhone, 'Cards and the sticky name are for narrow screens');
    await page.goto('/schedule');
    const schedule = page.getByRole('region', { name: /schedule$/ });
    const played = schedule
      .locator('tbody tr')
      .filter({ has: page.getByRole('link', { name: /^Box Score/ }) })
      .first();
    await expect(played).toBeVisible();
    await expectNoSidewaysScroll(page, schedule);
    await played.scrollIntoViewIfNeeded();
    await expect(played.getByRole('cell', { name: /^\d+ - \d+$/ })).toBeInViewport({ ratio: 1 });
    await expect(played.getByRole('link', { name: /^Box Score/ })).toBeInViewport({ ratio: 1 });

    await page.goto('/statistics');
    const averages = page.getByRole('region', { name: /per-game averages$/ });
    await expectStaysInViewWhenScrolled(averages, averages.getByRole('rowheader').first());
  },
);

test('/past-leagues: a select of the past leagues, newest first', async ({ page }) => {
  const select = page.getByRole('combobox', { name: 'League' });
  // Only past leagues, in the API's order: newest start first. Another spec may add a league
  // between the two reads: then both are read again.
  await expect(async () => {
    const past = (await leagues(page)).filter((league) => !league.isActive);
    expect(past.length).toBeGreaterThan(0);
    await page.goto('/past-leagues');
    await expect(page.getByRole('heading', { level: 1, name: 'Past Leagues' })).toBeVisible();
    await expect(select).toHaveValue('');
    await expect(select.getByRole('option')).toHaveText(['Choose a league', ...past.map((league) => league.name)], {
      timeout: 5_000,
    });
  }).toPass({ intervals: [500, 1_000, 2_000] });
  await expectNoSeriousA11yViolations(page);
});

test(
  '/past-leagues: a chosen league shows its tables and stays in the address',
  { tag: '@phone' },
  async ({ page }) => {
    // Several full tables: the accessibility scan takes a while on a busy machine.
    test.slow();
    const past = (await leagues(page)).filter((league) => !league.isActive);
    expect(past.length).toBeGreaterThan(0);
    // The demo's past league is the one seeded first.
    const seeded = past.reduce((a, b) => (a.id < b.id ? a : b));

    await page.goto('/past-leagues');
    const select = page.getByRole('combobox', { name: 'League' });
    await select.selectOption(String(seeded.id));
    await expect(page).toHaveURL(new RegExp(`\\?league=${seeded.id}$`));
    for (const heading of ['Standings', 'Averages', 'Totals', 'Awards', 'Schedule']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const standings = page.getByRole('region', { name: `${seeded.name} standings` });
    await expect(standings.locator('tbody tr').first().getByRole('link')).toHaveAttribute('href', /^\/teams\/\d+$/);
    const averages = page.getByRole('region', { name: `${seeded.name} per-game averages` });
    await expect(averages.locator('tbody tr').first()).toBeVisible();
    const totals = page.getByRole('region', { name: `${seeded.name} season totals` });
    await expect(totals.locator('tbody tr').first()).toBeVisible();
    const schedule = page.getByRole('region', { name: `${seeded.name} schedule` });
    await expect(schedule.getByRole('link', { name: /^Box Score/ }).first()).toBeVisible();
    await expect(page.getByRole('definition').first().getByRole('link')).toHaveAttribute('href', /^\/players\/\d+$/);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(select).toHaveValue(String(seeded.id));
    await expect(standings.locator('tbody tr').first()).toBeVisible();
  },
);
