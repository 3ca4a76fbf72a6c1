import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInThroughApi } from './api.ts';
import {
  allowConsoleErrors,
  createAdmin,
  expect,
  expectNoSeriousA11yViolations,
  failedRequest,
  signInThroughForm,
  unique,
} from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

/*
 * A server of this file's own, seeded with the demo league: these tests make leagues active and
 * inactive, which the shared server's tests must not see (they count its active leagues).
 */
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });

type League = { id: number; name: string; startDate: string; endDate: string; isActive: boolean };
type Team = { id: number; name: string; LeagueId: number };
type Location = { id: number; name: string };

/** The browser's today, as the league form's date inputs hold it. */
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function send<T>(request: APIRequestContext, method: 'post' | 'put' | 'delete', url: string, data?: unknown) {
  const response = await request[method](url, data === undefined ? {} : { data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** An inactive league of the test's own, made through the API; its dates lie far in the past. */
const createLeague = (request: APIRequestContext, overrides: Partial<League> = {}) =>
  send<League>(request, 'post', '/api/leagues', {
    name: unique('League'),
    startDate: '2019-01-07',
    endDate: '2019-03-25',
    isRegistrationOpen: false,
    isActive: false,
    ...overrides,
  });

const createTeam = (request: APIRequestContext, LeagueId: number, name = unique('Team')) =>
  send<Team>(request, 'post', '/api/teams', { name, LeagueId, logoUrl: null });

/** Signs a new admin in, in the browser and in the API context. */
async function signInAsNewAdmin(page: Page, request: APIRequestContext) {
  const admin = await createAdmin(request);
  await signInThroughForm(page, admin);
  await signInThroughApi(request, admin);
  return admin;
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every toast on screen keeps to the top right, above the page's heading, and leaves `button`
 * uncovered: it takes a click at once.
 */
async function expectToastsClearOf(page: Page, button: Locator) {
  const headingLocator = page.getByRole('heading', { level: 1 });
  await expect(headingLocator).toBeVisible();
  await expect(button).toBeVisible();
  const heading = (await headingLocator.boundingBox())!;
  const target = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  // Each toast as it is now: one that leaves while it is measured is let go, not looked for again.
  for (const shown of await page.getByRole('alert').elementHandles()) {
    // A toast slides in from the right: it is measured once it has arrived. One whose time is
    // up slides out (react-toastify's bounceOut) and is gone a moment later: it is not measured.
    const motions = () =>
      shown.evaluate((node) =>
        node.isConnected
          ? (node as Element)
              .getAnimations()
              .map((animation) => (animation as CSSAnimation).animationName ?? 'transition')
          : [],
      );
    await expect.poll(async () => (await motions()).filter((name) => !name.includes('Out')).length).toBe(0);
    if ((await motions()).length > 0) continue;
    const box = await shown.boundingBox();
    if (!box) continue;
    expect(box.x + box.width, 'a toast on the right').toBeGreaterThan(viewport.width - 24);
    expect(box.y + box.height, 'a toast above the heading').toBeLessThanOrEqual(heading.y);
    expect(overlaps(box, target), 'a toast over the button').toBe(false);
  }
  // Nothing covers it: the click would land on the button itself.
  await button.click({ trial: true, timeout: 2_000 });
}

// The leagues' and teams' forms follow rules that do not change with the screen: they run on the
// desktop only (no @phone tag). On a phone the locations' journey and the toasts (below) stand for
// the back office's forms.
test.describe('leagues', () => {
  test('create (refused until valid), see it in the list and the public API, edit, delete', async ({
    page,
    request,
  }) => {
    // Several screens, each checked with axe: more than the default time on a busy machine.
    test.slow();
    await signInAsNewAdmin(page, request);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Create League' }).click();
    await expect(page).toHaveURL(/\/admin\/leagues\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create League' })).toBeVisible();

    const startDate = page.getByLabel('Start date', { exact: true });
    const endDate = page.getByLabel('End date', { exact: true });
    // Both dates default to today (docs/rules/screens.md#forms).
    await expect(startDate).toHaveValue(today());
    await expect(endDate).toHaveValue(today());
    await expect(page.getByLabel('Active', { exact: true })).not.toBeChecked();
    await expect(page.getByLabel('Registration open', { exact: true })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    const submit = page.getByRole('button', { name: 'Create League' });
    await submit.click();
    await expect(page.getByText('League name is required.', { exact: true })).toBeVisible();

    const name = unique('Winter');
    await page.getByLabel('League name', { exact: true }).fill(name);
    // Today to today: the end is not after the start.
    await submit.click();
    await expect(page.getByText('End date must be after start date', { exact: true })).toBeVisible();

    await startDate.fill('');
    await endDate.fill('');
    await submit.click();
    await expect(page.getByText('Start date is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('End date is required.', { exact: true })).toBeVisible();

    // Dates older than the demo league's, so that the demo league stays the site's active league.
    await startDate.fill('2020-01-06');
    await endDate.fill('2020-01-05');
    await submit.click();
    await expect(page.getByText('End date must be after start date', { exact: true })).toBeVisible();
    await endDate.fill('2020-03-30');
    await page.getByLabel('Active', { exact: true }).check();
    await submit.click();

    await expect(toast(page, `Created ${name}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/leagues\/list$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Jan 6, 2020');
    await expect(row).toContainText('Mar 30, 2020');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Registration closed');
    await expectNoSeriousA11yViolations(page);

    // The public list has it, active.
    const publicLeagues = (await (await page.request.get('/api/leagues')).json()) as League[];
    expect(publicLeagues.find((league) => league.name === name)).toMatchObject({
      isActive: true,
      startDate: '2020-01-06',
      endDate: '2020-03-30',
    });

    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/leagues\/update\/\d+$/);
    await expect(page.getByLabel('League name', { exact: true })).toHaveValue(name);
    await expect(startDate).toHaveValue('2020-01-06');
    await expect(endDate).toHaveValue('2020-03-30');
    await expect(page.getByLabel('Active', { exact: true })).toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('League name', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('League name is required.', { exact: true })).toBeVisible();

    const renamed = `${name} Renamed`;
    await page.getByLabel('League name', { exact: true }).fill(renamed);
    await page.getByLabel('Registration open', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Updated ${renamed}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/leagues\/list$/);
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toContainText('Registration open');

    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Are you sure you want to delete ${renamed}?`);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(renamedRow).toBeVisible();

    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'League Deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  });

  test('a league with teams is not deleted: the server says why', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    const league = await createLeague(request);
    await createTeam(request, league.id);
    allowConsoleErrors(page, failedRequest(409, `/api/leagues/${league.id}`));

    await page.goto('/admin/leagues/list');
    const row = page.getByRole('row').filter({ hasText: league.name });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Cannot delete a league with teams')).toBeVisible();
    await expect(row).toBeVisible();
  });

  test('the last active league stays active: a toast says so', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    // This server is the file's own: make a league of the test's own the only active one.
    const league = await createLeague(request, { isActive: true });
    const others = ((await (await request.get('/api/leagues')).json()) as League[]).filter(
      (other) => other.isActive && other.id !== league.id,
    );
    const body = (target: League, isActive: boolean) => ({
      name: target.name,
      startDate: target.startDate,
      endDate: target.endDate,
      isRegistrationOpen: (target as League & { isRegistrationOpen: boolean }).isRegistrationOpen,
      isActive,
    });
    for (const other of others) await send(request, 'put', `/api/leagues/${other.id}`, body(other, false));
    allowConsoleErrors(page, failedRequest(409, `/api/leagues/${league.id}`));
    try {
      await page.goto(`/admin/leagues/update/${league.id}`);
      await expect(page.getByLabel('Active', { exact: true })).toBeChecked();
      await page.getByLabel('Active', { exact: true }).uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Cannot deactivate the last active league')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/leagues/update/${league.id}$`));
    } finally {
      for (const other of others) await send(request, 'put', `/api/leagues/${other.id}`, body(other, true));
      await send(request, 'delete', `/api/leagues/${league.id}`);
    }
  });
});

// Desktop only (no @phone tag), as the leagues' journeys above.
test.describe('teams', () => {
  test('create in a new league with a logo preview, see it in the list and on its public page, edit, delete', async ({
    page,
    request,
  }) => {
    // Several screens, each checked with axe: more than the default time on a busy machine.
    test.slow();
    await signInAsNewAdmin(page, request);
    const league = await createLeague(request);

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Create Team' }).click();
    await expect(page).toHaveURL(/\/admin\/teams\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Team' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const submit = page.getByRole('button', { name: 'Create Team' });
    await submit.click();
    await expect(page.getByText('Team name is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('League is required.', { exact: true })).toBeVisible();

    const name = unique('Hawks');
    await page.getByLabel('Team name', { exact: true }).fill(name);
    await page.getByLabel('League', { exact: true }).selectOption({ label: league.name });

    // The preview shows a logo that loads, and nothing for an empty or broken address.
    const preview = page.getByRole('img', { name: `${name} logo preview` });
    const logo = page.getByLabel('Logo URL', { exact: true });
    await expect(preview).toHaveCount(0);
    await logo.fill('not a web address');
    await expect(preview).toHaveCount(0);
    await logo.fill('/logos/no-such-team.svg');
    await expect(preview).toHaveCount(0);
    await logo.fill('/logos/harlem-hawks.svg');
    await expect(preview).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await submit.click();
    await expect(toast(page, `Created ${name}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/teams\/list$/);
    const group = page.getByRole('region', { name: league.name });
    const row = group.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const editHref = await row.getByRole('link', { name: 'Edit' }).getAttribute('href');
    const teamId = Number(/\/admin\/teams\/update\/(\d+)$/.exec(editHref ?? '')?.[1]);
    expect(teamId).toBeGreaterThan(0);

    // The public team page shows the new team and its league.
    await page.goto(`/teams/${teamId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(league.name);
    await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();

    await page.goto('/admin/teams/list');
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/teams/update/${teamId}$`));
    await expect(page.getByLabel('Team name', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('League', { exact: true })).toHaveValue(String(league.id));
    await expect(page.getByLabel('Logo URL', { exact: true })).toHaveValue('/logos/harlem-hawks.svg');
    await expect(page.getByRole('img', { name: `${name} logo preview` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const renamed = `${name} Renamed`;
    await page.getByLabel('Team name', { exact: true }).fill(renamed);
    await page.getByLabel('Logo URL', { exact: true }).fill('');
    await expect(page.getByRole('img', { name: /logo preview$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Updated ${renamed}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/teams\/list$/);

    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete ${renamed}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Team Deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  });

  test('a second team of the same name in a league is refused with an error toast', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    const league = await createLeague(request);
    const existing = await createTeam(request, league.id);
    allowConsoleErrors(page, failedRequest(409, '/api/teams'));

    await page.goto('/admin/teams/create');
    // Names compare case-insensitively (docs/rules/league-data.md#teams); the message names the team as sent.
    const copy = existing.name.toUpperCase();
    await page.getByLabel('Team name', { exact: true }).fill(copy);
    await page.getByLabel('League', { exact: true }).selectOption(String(league.id));
    await page.getByRole('button', { name: 'Create Team' }).click();
    await expect(toast(page, `A team named ${copy} already exists in this league`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/teams\/create$/);

    // The same refusal when a rename collides.
    const other = await createTeam(request, league.id);
    allowConsoleErrors(page, failedRequest(409, `/api/teams/${other.id}`));
    await page.goto(`/admin/teams/update/${other.id}`);
    await page.getByLabel('Team name', { exact: true }).fill(existing.name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `A team named ${existing.name} already exists in this league`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/teams/update/${other.id}$`));
  });

  test('a team with players is not deleted: the server says why', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    const league = await createLeague(request);
    const team = await createTeam(request, league.id);
    await send(request, 'post', '/api/players', {
      firstName: 'Roster',
      lastName: unique('Player'),
      email: `${unique('player')}@example.com`,
      phoneNumber: '2125550123',
      teamId: team.id,
    });
    allowConsoleErrors(page, failedRequest(409, `/api/teams/${team.id}`));

    await page.goto('/admin/teams/list');
    const row = page.getByRole('row').filter({ hasText: team.name });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Team has players, cannot delete')).toBeVisible();
    await expect(row).toBeVisible();
  });
});

test.describe('locations', () => {
  test(
    'create (refused until valid), see it in the list, edit, delete',
    { tag: '@phone' },
    async ({ page, request }) => {
      // Several screens, each checked with axe: more than the default time on a busy machine.
      test.slow();
      await signInAsNewAdmin(page, request);
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Create Location' }).click();
      await expect(page).toHaveURL(/\/admin\/locations\/create$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Create Location' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const submit = page.getByRole('button', { name: 'Create Location' });
      await submit.click();
      await expect(page.getByText('Location name is required.', { exact: true })).toBeVisible();
      await expect(page.getByText('Address is required.', { exact: true })).toBeVisible();

      const name = unique('Gym');
      await page.getByLabel('Location name', { exact: true }).fill(name);
      await page.getByLabel('Address', { exact: true }).fill('12 Court Street, Brooklyn, NY');
      await page.getByLabel('Website', { exact: true }).fill('https://example.com/gym');
      await page.getByLabel('Maps link', { exact: true }).fill('https://maps.example.com/?q=12+Court+Street');
      await page.getByLabel('Notes', { exact: true }).fill('Enter through the side door.\nNo street shoes.');
      await submit.click();

      await expect(toast(page, `Created ${name}`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/locations\/list$/);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('12 Court Street, Brooklyn, NY');
      await expect(row.getByRole('link', { name: /^Website/ })).toHaveAttribute('href', 'https://example.com/gym');
      await expectNoSeriousA11yViolations(page);

      // The public locations page lists it too.
      await page.goto('/locations');
      await expect(page.getByRole('main')).toContainText(name);

      await page.goto('/admin/locations/list');
      await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(/\/admin\/locations\/update\/\d+$/);
      await expect(page.getByLabel('Location name', { exact: true })).toHaveValue(name);
      await expect(page.getByLabel('Notes', { exact: true })).toHaveValue(
        'Enter through the side door.\nNo street shoes.',
      );
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel('Address', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Address is required.', { exact: true })).toBeVisible();

      const renamed = `${name} Annex`;
      await page.getByLabel('Location name', { exact: true }).fill(renamed);
      await page.getByLabel('Address', { exact: true }).fill('14 Court Street, Brooklyn, NY');
      await page.getByLabel('Website', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, `Updated ${renamed}`)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/locations\/list$/);
      const renamedRow = page.getByRole('row').filter({ hasText: renamed });
      await expect(renamedRow).toContainText('14 Court Street, Brooklyn, NY');
      await expect(renamedRow.getByRole('link', { name: /^Website/ })).toHaveCount(0);

      await renamedRow.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete ${renamed}?`);
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expect(toast(page, 'Location deleted successfully')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
    },
  );

  test(
    'toasts of two quick creates leave the form and the next Create button free',
    { tag: '@phone' },
    async ({ page, request }) => {
      await signInAsNewAdmin(page, request);
      const submit = page.getByRole('button', { name: 'Create Location' });
      const createLink = page.getByRole('main').getByRole('link', { name: 'Create Location' });
      const create = async (name: string) => {
        await page.getByLabel('Location name', { exact: true }).fill(name);
        await page.getByLabel('Address', { exact: true }).fill('5 Backboard Avenue');
        await submit.click();
        await expect(toast(page, `Created ${name}`)).toBeVisible();
        await expect(page).toHaveURL(/\/admin\/locations\/list$/);
        return toast(page, `Created ${name}`);
      };

      await page.goto('/admin/locations/create');
      const first = await create(unique('Gym'));
      // Once it is in place, the admin looks at another window for a moment: the first toast
      // waits (toasts pause while the window is not focused), so the second finds it still there.
      await expect.poll(() => first.evaluate((element) => element.getAnimations().length)).toBe(0);
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await expect(first.locator('.Toastify__progress-bar')).toHaveCSS('animation-play-state', 'paused');
      await expectToastsClearOf(page, createLink);
      await createLink.click();
      await expectToastsClearOf(page, submit);
      await create(unique('Gym'));
      await expect(page.getByRole('alert').filter({ hasText: /^Created / })).toHaveCount(2);
      await expectToastsClearOf(page, createLink);
      await createLink.click();
      await expectToastsClearOf(page, submit);
    },
  );

  test('a location games are played at is not deleted: the server says why', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    const league = await createLeague(request);
    const [home, away] = [await createTeam(request, league.id), await createTeam(request, league.id)];
    const location = await send<Location>(request, 'post', '/api/locations', {
      name: unique('Gym'),
      address: '3 Rim Road',
    });
    await send(request, 'post', '/api/games', {
      homeTeamId: home.id,
      awayTeamId: away.id,
      date: '2019-01-14',
      time: '19:00:00',
      locationId: location.id,
    });
    allowConsoleErrors(page, failedRequest(409, `/api/locations/${location.id}`));

    await page.goto('/admin/locations/list');
    const row = page.getByRole('row').filter({ hasText: location.name });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, /^Error deleting location: .+/)).toBeVisible();
    await expect(row).toBeVisible();
  });

  test('a refused delete names the server reason after "Error deleting location:"', async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    const location = await send<Location>(request, 'post', '/api/locations', {
      name: unique('Gym'),
      address: '1 Hoop Lane',
    });
    await page.goto('/admin/locations/list');
    const row = page.getByRole('row').filter({ hasText: location.name });
    await expect(row).toBeVisible();

    // Someone else removes it while this list is open.
    await send(request, 'delete', `/api/locations/${location.id}`);
    allowConsoleErrors(page, failedRequest(404, `/api/locations/${location.id}`));
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Error deleting location: Location not found')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: location.name })).toHaveCount(0);
  });
});

test('update screens of records that do not exist say that they failed to load', async ({ page, request }) => {
  // Several screens, each checked with axe: more than the default time on a busy machine.
  test.slow();
  await signInAsNewAdmin(page, request);
  allowConsoleErrors(
    page,
    failedRequest(404, '/api/leagues/999999'),
    failedRequest(404, '/api/teams/999999'),
    failedRequest(404, '/api/locations/999999'),
  );
  for (const [path, text] of [
    ['/admin/leagues/update/999999', 'Failed to load leagues'],
    ['/admin/teams/update/999999', 'Failed to load teams'],
    ['/admin/locations/update/999999', 'Error loading location'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
