import type { APIRequestContext, Page } from '@playwright/test';
import type { League } from '#domain/leagues.ts';
import type { PlayerDetail } from '#domain/players.ts';
import type { Team } from '#domain/teams.ts';
import { signInThroughApi } from './api.ts';
import {
  createAdmin,
  expect,
  expectNoSeriousA11yViolations,
  signInThroughForm,
  unique,
  type Credentials,
} from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A demo server of this file's own: the players, awards and ads made here never show on the
// pages other specs check.
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A team of the demo's active league (never changed here: players are only added to it). */
async function demoTeam(request: APIRequestContext): Promise<Team> {
  const response = await request.get('/api/teams');
  expect(response.ok()).toBe(true);
  const team = ((await response.json()) as Team[]).find((candidate) => candidate.League.isActive);
  if (!team) throw new Error('The demo has no team in an active league');
  return team;
}

/** A player of the test's own on a demo team, made through the API with the admin's session. */
async function createPlayerThroughApi(request: APIRequestContext, admin: Credentials, team: Team) {
  await signInThroughApi(request, admin);
  const body = {
    firstName: unique('Ava'),
    lastName: unique('Award'),
    email: `${unique('ava')}@example.com`,
    phoneNumber: '(555) 010-2030',
    teamIds: [team.id],
  };
  const created = await request.post('/api/players', { data: body });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/users/logout');
  return (await created.json()) as PlayerDetail;
}

const fillPlayer = async (page: Page, player: { first: string; last: string; email: string; phone: string }) => {
  await page.getByLabel('First name', { exact: true }).fill(player.first);
  await page.getByLabel('Last name', { exact: true }).fill(player.last);
  await page.getByLabel('Email', { exact: true }).fill(player.email);
  await page.getByLabel('Phone number', { exact: true }).fill(player.phone);
};

// Each test walks several screens and runs axe on each.
test.describe.configure({ timeout: 90_000 });
// Journeys through forms whose rules do not change with the screen, on the desktop only (no @phone
// tag); the back office's forms on a phone are walked in admin-leagues-teams-locations.spec.ts
// (locations), admin-games.spec.ts and one-player-and-email.spec.ts (the player form).

test.describe('players', () => {
  test('create on a demo team, find, sort by recent, edit, move to Previous Team, delete', async ({
    page,
    request,
  }) => {
    const team = await demoTeam(request);
    await signInThroughForm(page, await createAdmin(request));
    await page.goto('/admin/players/create');
    await expect(page.getByRole('heading', { name: 'Create Player' })).toBeVisible();
    await expect(page.getByText('Format: (123) 456-7890')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // 'Zz' sorts last alphabetically: first under Recent only because it is new.
    const first = unique('Zoe');
    const last = unique('Zz');
    const name = `${first} ${last}`;
    const email = `${unique('zoe')}@example.com`;
    await fillPlayer(page, { first, last, email, phone: '555-123-4567' });
    await page.getByLabel('Position', { exact: true }).selectOption('Center');
    await page.getByLabel('Height', { exact: true }).selectOption("6'2''");
    await page.getByLabel('Jersey number', { exact: true }).fill('23');
    await page.getByLabel('Team', { exact: true }).selectOption({ label: team.name });
    await page.getByRole('button', { name: 'Create Player' }).click();
    await expect(toast(page, `Created player ${name}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/players\/list$/);

    // The list: search by name, one row with the player's details.
    await page.getByLabel('Search by name', { exact: true }).fill(last);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('#23');
    await expect(row).toContainText(team.name);
    await expect(row).toContainText(email);
    await expect(row).toContainText('(555) 123-4567');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Search by name', { exact: true }).fill('');
    const names = () => page.locator('tbody tr td:first-child').allInnerTexts();
    await expect.poll(async () => (await names()).indexOf(name)).toBeGreaterThan(4);
    await page.getByLabel('Sort by Recent', { exact: true }).check();
    // Only this file's tests write players on this server: at most a few are newer.
    await expect.poll(async () => (await names()).indexOf(name)).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await names()).indexOf(name)).toBeLessThan(4);

    // Edit.
    await page.getByLabel('Search by name', { exact: true }).fill(last);
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/players\/update\/\d+$/);
    const updateUrl = page.url();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(first);
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('(555) 123-4567');
    await expect(page.getByLabel('Position', { exact: true })).toHaveValue('Center');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Jersey number', { exact: true }).fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Updated ${name}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/players\/list$/);
    await page.getByLabel('Search by name', { exact: true }).fill(last);
    await expect(row).toContainText('#7');

    // Teams: the demo team becomes a previous team.
    await page.goto(updateUrl);
    await page.getByRole('link', { name: 'Edit teams' }).click();
    await expect(page).toHaveURL(/\/admin\/players\/update\/\d+\/teams$/);
    const label = `${team.name} (${team.League.name})`;
    await expect(page.getByLabel(label, { exact: true })).toBeChecked();
    const status = page.getByRole('group', { name: `Status on ${label}` });
    await expect(status.getByLabel('Current Team', { exact: true })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await status.getByLabel('Previous Team', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Teams updated successfully')).toBeVisible();
    await expect(page).toHaveURL(updateUrl);
    await expect(page.getByText(`Previous teams: ${label}`)).toBeVisible();
    await expect(page.getByText('Current team: None')).toBeVisible();

    // Delete, after a No.
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete ${name}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(updateUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Player Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/players\/list$/);
    await page.getByLabel('Search by name', { exact: true }).fill(last);
    await expect(page.getByText('No players match that name.')).toBeVisible();
  });

  test('a bad phone number and a missing team are refused with their messages', async ({ page, request }) => {
    await signInThroughForm(page, await createAdmin(request));
    await page.goto('/admin/players/create');
    await page.getByRole('button', { name: 'Create Player' }).click();
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Phone number is required.',
      'Team is required.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await fillPlayer(page, { first: 'Pat', last: unique('Phone'), email: 'pat@example.com', phone: '12345' });
    await page.getByRole('button', { name: 'Create Player' }).click();
    await expect(page.getByText('Please enter a valid phone number.', { exact: true })).toBeVisible();
    await expect(page.getByText('Team is required.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/players\/create$/);
  });
});

test.describe('awards', () => {
  test('create with a player, shown publicly until hidden, then deleted', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const admin = await createAdmin(request);
    const team = await demoTeam(request);
    const player = await createPlayerThroughApi(request, admin, team);
    const playerName = `${player.firstName} ${player.lastName}`;
    await signInThroughForm(page, admin);

    await page.goto('/admin/awards/create');
    await expect(page.getByRole('heading', { name: 'Create Award' })).toBeVisible();
    await expect(page.getByLabel('Visible', { exact: true })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    const awardName = unique('MVP');
    await page.getByLabel('Award name', { exact: true }).fill(awardName);
    await page.getByLabel('League', { exact: true }).selectOption({ label: team.League.name });
    await page.getByRole('searchbox', { name: 'Search players' }).fill(player.lastName);
    await page.getByLabel(playerName).check();
    await expect(page.getByText('1 player selected')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create Award' }).click();
    await expect(toast(page, `Created award: ${awardName}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/awards\/list$/);
    const row = page.getByRole('row').filter({ hasText: awardName });
    await expect(row).toContainText('Visible');
    await expect(row).toContainText(playerName);
    await expectNoSeriousA11yViolations(page);

    // A visitor sees it on the player's page.
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto(`/players/${player.id}`);
    await expect(visitor.getByRole('heading', { name: playerName })).toBeVisible();
    await expect(visitor.getByText(`${awardName} - ${team.League.name}`)).toBeVisible();

    // Hidden: the list says so and the visitor no longer sees it.
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/awards\/update\/\d+$/);
    await expect(page.getByLabel('Award name', { exact: true })).toHaveValue(awardName);
    await expect(page.getByLabel(playerName)).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Visible', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Updated award: ${awardName}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/awards\/list$/);
    await expect(row).toContainText('Hidden');

    // The page arrives with the player's awards as they are now, beside the heading.
    expect((await visitor.reload())?.ok()).toBe(true);
    await expect(visitor.getByRole('heading', { name: playerName })).toBeVisible();
    await expect(visitor.getByText(awardName)).toHaveCount(0);
    await visitor.close();

    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete ${awardName}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Award Deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: awardName })).toHaveCount(0);
  });

  test('an award without a player is refused', async ({ page, request }) => {
    await signInThroughForm(page, await createAdmin(request));
    const leagues = (await (await request.get('/api/leagues')).json()) as League[];
    const active = leagues.find((league) => league.isActive) as League;
    await page.goto('/admin/awards/create');
    await page.getByRole('button', { name: 'Create Award' }).click();
    await expect(page.getByText('Award name is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('League is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('At least one player is required.', { exact: true })).toBeVisible();

    await page.getByLabel('Award name', { exact: true }).fill(unique('Empty'));
    await page.getByLabel('League', { exact: true }).selectOption({ label: active.name });
    await expect(page.getByRole('searchbox', { name: 'Search players' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Award' }).click();
    await expect(page.getByText('At least one player is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('League is required.', { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/awards\/create$/);
  });
});

test.describe('advertisements', () => {
  test('create, list with a cut URL, update, delete after Confirm Deletion', async ({ page, request }) => {
    await signInThroughForm(page, await createAdmin(request));
    await page.goto('/admin/advertisements/create');
    await expect(page.getByRole('heading', { name: 'Create Advertisement' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const name = unique('Hoops Shop');
    const targetUrl = `https://shop.example.com/promotions/fall-season/${'a'.repeat(30)}?ad=${name}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Image URL', { exact: true }).fill('/ads/riverside-sports.svg');
    await expect(page.getByRole('img', { name: 'Preview of the ad image' })).toBeVisible();
    await page.getByLabel('Target URL', { exact: true }).fill(targetUrl);
    await expect(page.getByLabel('Active', { exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Create Advertisement' }).click();
    await expect(page).toHaveURL(/\/admin\/advertisements\/list$/);

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Active');
    const cut = row.getByTitle(targetUrl);
    await expect(cut).toHaveText(`${targetUrl.slice(0, 50)}...`);
    await expect(row.getByTitle('/ads/riverside-sports.svg')).toHaveText('/ads/riverside-sports.svg');
    await expectNoSeriousA11yViolations(page);

    // Update: renamed and inactive.
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/advertisements\/update\/\d+$/);
    await expect(page.getByLabel('Target URL', { exact: true })).toHaveValue(targetUrl);
    await expectNoSeriousA11yViolations(page);
    const renamed = `${name} Deluxe`;
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    await page.getByLabel('Active', { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Advertisement updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/advertisements\/list$/);
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toContainText('Inactive');

    // Delete, after a No.
    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${renamed}?`);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(renamedRow).toBeVisible();
    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Advertisement deleted successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  });

  test('a missing image URL is refused on create and on update', async ({ page, request }) => {
    await signInThroughForm(page, await createAdmin(request));
    await page.goto('/admin/advertisements/create');
    await page.getByRole('button', { name: 'Create Advertisement' }).click();
    await expect(page.getByText('Ad name is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Image URL is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Target URL is required.', { exact: true })).toBeVisible();

    const name = unique('No Image');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Target URL', { exact: true }).fill('https://example.com/');
    await page.getByRole('button', { name: 'Create Advertisement' }).click();
    await expect(page.getByText('Image URL is required.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/advertisements\/create$/);

    // The same ad with an image, then its update without one.
    await page.getByLabel('Image URL', { exact: true }).fill('/ads/corner-slice.svg');
    await page.getByRole('button', { name: 'Create Advertisement' }).click();
    await expect(page).toHaveURL(/\/admin\/advertisements\/list$/);
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Image URL', { exact: true }).fill('');
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Image URL is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/advertisements\/update\/\d+$/);
  });
});
