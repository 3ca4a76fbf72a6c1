import { expect, expectNoSeriousA11yViolations } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';

type League = { id: number; name: string; isActive: boolean };

// A server of this file's own, where last season's league is active again: two active leagues.
const test = testOnOwnServer({ scenario: 'two-active-leagues' });

test('with two active leagues the home page has a switcher, and switching changes every section', async ({
  page,
  request,
}) => {
  const leagues = (await (await request.get('/api/leagues')).json()) as League[];
  const [newest, older] = leagues.filter((league) => league.isActive) as [League, League];
  const olderStandings = (await (await request.get(`/api/leagues/${older.id}/standings`)).json()) as {
    teamName: string;
  }[];

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: newest.name })).toBeVisible();
  const switcher = page.getByLabel('League', { exact: true });
  await expect(switcher.locator('option')).toHaveText([newest.name, older.name]);
  await expectNoSeriousA11yViolations(page);

  await switcher.selectOption(String(older.id));
  await expect(page.getByRole('heading', { level: 1, name: older.name })).toBeVisible();
  const standings = page.getByRole('table', { name: `${older.name} standings` });
  // A header row and the older league's four teams, its leader first.
  await expect(standings.getByRole('row')).toHaveCount(olderStandings.length + 1);
  await expect(standings.getByRole('row').nth(1)).toContainText(olderStandings[0]!.teamName);
  // Its games are all in the past: nothing in the next two weeks.
  await expect(page.getByText('No upcoming games in the next two weeks.')).toBeVisible();

  // The choice is shared: the standings page now shows the older league too.
  await page.getByRole('heading', { name: 'Standings' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/standings$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(older.name);
});
