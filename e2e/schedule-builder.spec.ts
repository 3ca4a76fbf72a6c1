import type { APIRequestContext } from '@playwright/test';
import type { GameSummary } from '#domain/game-schemas.ts';
import { getJson, signInThroughApi } from './api.ts';
import { createAdmin, expect, expectNoSeriousA11yViolations, signInThroughForm, unique } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A server of this file's own: the league and gyms made here show on no page other specs check.
const test = testOnOwnServer({ env: { ADMIN_PASSWORD } });

async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** A league of four teams and two gyms of the test's own, made through the API. */
async function ownLeague(request: APIRequestContext) {
  await signInThroughApi(request, { username: 'admin', password: ADMIN_PASSWORD });
  const league = await created<{ id: number; name: string }>(request, '/api/leagues', {
    name: unique('Spring League'),
    startDate: '2027-01-01',
    endDate: '2027-06-30',
    isActive: false,
    isRegistrationOpen: false,
  });
  const gym = (name: string) =>
    created<{ id: number; name: string }>(request, '/api/locations', { name: unique(name), address: '1 Court St' });
  const gyms = [await gym('North Gym'), await gym('South Gym')] as const;
  for (const name of ['Hawks', 'Owls', 'Foxes', 'Bears']) {
    await created(request, '/api/teams', { name: unique(name), LeagueId: league.id });
  }
  return { league, gyms };
}

test(
  'an admin builds a season: inputs, a preview with an edit that the checks refuse, a swap, and one save',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const { league, gyms } = await ownLeague(request);
    const me = await createAdmin(request);
    await signInThroughForm(page, me);

    await page.goto('/admin/leagues/list');
    await page.getByRole('link', { name: `Build the schedule of ${league.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leagues/${league.id}/schedule$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Build the schedule' })).toBeVisible();

    // Sundays at 6:30 PM at both gyms, from Sunday Jan 3, 2027, with Jan 10 blacked out.
    await page.getByLabel('Gym of slot 1').selectOption({ label: gyms[0].name });
    await page.getByLabel('Day of slot 1').selectOption({ label: 'Sunday' });
    await page.getByLabel('Time of slot 1').fill('18:30');
    await page.getByRole('button', { name: 'Add slot' }).click();
    await page.getByLabel('Gym of slot 2').selectOption({ label: gyms[1].name });
    await page.getByLabel('Time of slot 2').fill('18:30');
    await page.getByLabel('First date').fill('2027-01-03');
    await page.getByLabel('Blackout date', { exact: true }).fill('2027-01-10');
    await page.getByRole('button', { name: 'Add blackout date' }).click();
    await expect(page.getByRole('button', { name: 'Remove Sun, Jan 10, 2027' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Four teams once: 6 games, two a Sunday, on Jan 3, 17 and 24.
    await page.getByRole('button', { name: 'Preview schedule' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('6 games on 3 dates')).toBeVisible();
    const games = page.getByRole('region', { name: 'Proposed games' }).getByRole('row');
    await expect(games).toHaveCount(7);
    await expect(page.getByLabel('Date of game 1')).toHaveValue('2027-01-03');
    await expect(page.getByLabel('Date of game 3')).toHaveValue('2027-01-17');
    await expect(page.getByLabel('Date of game 6')).toHaveValue('2027-01-24');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('preview.png'), fullPage: true });

    // Game 2 moved to game 1's gym: two games in one slot, which must go before saving.
    await page.getByLabel('Gym of game 2').selectOption({ label: gyms[0].name });
    const errors = page.getByRole('region', { name: 'Fix before saving' });
    await expect(errors).toContainText(`Two games at ${gyms[0].name} at 6:30 PM on Sun, Jan 3, 2027.`);
    await expect(page.getByRole('button', { name: 'Save 6 games' })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('preview-error.png'), fullPage: true });
    await page.getByLabel('Gym of game 2').selectOption({ label: gyms[1].name });
    await expect(errors).toHaveCount(0);

    // Games 1 and 2 trade gyms.
    await page.getByLabel('Choose game 1 to swap').check();
    await page.getByLabel('Choose game 2 to swap').check();
    await page.getByRole('button', { name: 'Swap games 1 and 2' }).click();
    await expect(page.getByLabel('Gym of game 1')).toHaveValue(String(gyms[1].id));
    await expect(page.getByLabel('Gym of game 2')).toHaveValue(String(gyms[0].id));
    await expect(errors).toHaveCount(0);

    await page.getByRole('button', { name: 'Save 6 games' }).click();
    await expect(page.getByText('Created 6 games')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/games\/list$/);

    const saved = await getJson<GameSummary[]>(request, `/api/games?leagueId=${league.id}`);
    expect(saved.map((game) => game.date)).toEqual([
      '2027-01-03',
      '2027-01-03',
      '2027-01-17',
      '2027-01-17',
      '2027-01-24',
      '2027-01-24',
    ]);
  },
);
