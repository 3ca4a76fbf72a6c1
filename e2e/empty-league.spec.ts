import { expect, expectNoSeriousA11yViolations } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';

// A server of this file's own with a league that has just been created: no team, no game.
const test = testOnOwnServer({ scenario: 'empty-league' });

const pages: { path: string; heading: RegExp; texts: string[] }[] = [
  {
    path: '/',
    heading: /Opening Season/,
    texts: [
      'No standings data available',
      'No upcoming games in the next two weeks.',
      'No stats available for this league',
    ],
  },
  { path: '/standings', heading: /Standings/, texts: ['No standings data available'] },
  { path: '/schedule', heading: /Schedule/, texts: ['No data available'] },
  { path: '/statistics', heading: /League Leaders/, texts: ['No stats available for this league'] },
  { path: '/records', heading: /Records/, texts: ['No data available'] },
  { path: '/locations', heading: /Locations/, texts: ['No data available'] },
  { path: '/past-leagues', heading: /Past Leagues/, texts: ['No league data available'] },
];

for (const { path, heading, texts } of pages) {
  test(`${path} on a league without teams or games says so`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const text of texts) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}

test('/statistics awards tab is empty too', async ({ page }) => {
  await page.goto('/statistics');
  await page.getByRole('tab', { name: 'Awards' }).click();
  await expect(page.getByText('No data available', { exact: true })).toBeVisible();
});

test('/register offers the league and says it has no teams yet', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('League', { exact: true }).selectOption({ label: 'Opening Season' });
  await expect(page.getByText('This league has no teams yet. Please check back later.')).toBeVisible();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Team is required.')).toBeVisible();
});
