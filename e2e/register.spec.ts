import type { APIRequestContext, Page } from '@playwright/test';
import type { League } from '#domain/leagues.ts';
import type { TeamDetail } from '#domain/teams.ts';
import { expect, expectNoSeriousA11yViolations, test, unique } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';

const REQUIRED_MESSAGES = [
  'First name is required.',
  'Last name is required.',
  'Email is required.',
  'Phone number is required.',
  'Team is required.',
  'You must agree to the waiver to register.',
];

/** The demo's active league, whose registration is open. */
async function openLeague(request: APIRequestContext): Promise<League> {
  const leagues = (await (await request.get('/api/leagues')).json()) as League[];
  const open = leagues.find((league) => league.isActive && league.isRegistrationOpen);
  if (!open) throw new Error('the demo server has no active league with open registration');
  return open;
}

async function openRegistration(page: Page) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Player Registration' })).toBeVisible();
}

/**
 * Chooses the league (the only open league is chosen already), then the first team; answers
 * the team's id and name.
 */
async function chooseTeam(page: Page, league: League) {
  const team = page.getByLabel('Team', { exact: true });
  const leagueSelect = page.getByLabel('League', { exact: true });
  if ((await leagueSelect.locator('option:not([value=""])').count()) === 1) {
    await expect(leagueSelect).toHaveValue(String(league.id));
  } else {
    await expect(team).toBeDisabled();
    await leagueSelect.selectOption(String(league.id));
  }
  await expect(team).toBeEnabled();
  await team.selectOption({ index: 1 });
  const chosen = team.locator('option:checked');
  return { id: Number(await chosen.getAttribute('value')), name: (await chosen.textContent()) ?? '' };
}

test('an empty submit shows every message under its field; the phone hint and the captain fee show', async ({
  page,
}) => {
  await openRegistration(page);
  await expect(page).toHaveTitle(/Register/);
  await expect(page.getByText('Format: (123) 456-7890')).toBeVisible();

  await page.getByRole('button', { name: 'Register', exact: true }).click();
  for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
  // Each message belongs to its own field.
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required.');
  await expect(page.getByLabel('Last name')).toHaveAccessibleDescription('Last name is required.');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required.');
  await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(
    'Format: (123) 456-7890 Phone number is required.',
  );
  await expect(page.getByLabel('Team', { exact: true })).toHaveAccessibleDescription('Team is required.');
  await expect(page.getByLabel('I have read and agree to the waiver')).toHaveAccessibleDescription(
    'You must agree to the waiver to register.',
  );
  // The first field in error takes the focus.
  await expect(page.getByLabel('First name')).toBeFocused();

  await page.getByLabel('Phone number').fill('555-0100');
  await page.getByLabel('Phone number').blur();
  await expect(page.getByText('Please enter a valid phone number.', { exact: true })).toBeVisible();
  await page.getByLabel('Phone number').fill('(212) 555-0100');
  await page.getByLabel('Phone number').blur();
  await expect(page.getByText('Please enter a valid phone number.', { exact: true })).toBeHidden();

  await expect(page.getByText(/\$2,300/)).toBeHidden();
  await page.getByLabel('I want to be a team captain').check();
  await expect(page.getByText(/\$2,300/)).toBeVisible();
  await expect(page.getByText(/payable to the League Administrator before the season starts/)).toBeVisible();
  await page.getByLabel('I want to be a team captain').uncheck();
  await expect(page.getByText(/\$2,300/)).toBeHidden();
});

test('the form and its error state have no serious accessibility problem', { tag: '@phone' }, async ({ page }) => {
  // Two axe runs on a long form take a while on a busy machine.
  test.slow();
  await openRegistration(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('First name is required.', { exact: true })).toBeVisible();
  await page.getByLabel('I want to be a team captain').check();
  await expect(page.getByText(/\$2,300/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the selects: only open leagues, the teams of the chosen league, all heights and positions', async ({
  page,
  request,
}) => {
  const league = await openLeague(request);
  const leagues = (await (await request.get('/api/leagues')).json()) as League[];
  const detail = (await (await request.get(`/api/leagues/${league.id}`)).json()) as { Teams: { name: string }[] };
  await openRegistration(page);

  const leagueSelect = page.getByLabel('League', { exact: true });
  const open = leagues.filter((candidate) => candidate.isActive && candidate.isRegistrationOpen);
  await expect(leagueSelect.locator('option:not([value=""])')).toHaveText(open.map((candidate) => candidate.name));
  for (const closed of leagues.filter((candidate) => !open.includes(candidate))) {
    await expect(leagueSelect.locator('option', { hasText: closed.name })).toHaveCount(0);
  }

  await chooseTeam(page, league);
  const teams = page.getByLabel('Team', { exact: true }).locator('option:not([value=""])');
  await expect(teams).toHaveText(detail.Teams.map((team) => team.name).sort((a, b) => a.localeCompare(b)));
  // Choosing the league again clears the team.
  await leagueSelect.selectOption('');
  await expect(page.getByLabel('Team', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Team', { exact: true })).toBeDisabled();

  const heights = page.getByLabel('Height').locator('option:not([value=""])');
  await expect(heights).toHaveCount(24);
  await expect(heights.first()).toHaveText("5'0''");
  await expect(heights.last()).toHaveText("6'11''");
  await expect(page.getByLabel('Position').locator('option:not([value=""])')).toHaveCount(5);
});

test(
  'a visitor registers, sees the confirmation and finds themselves on the team page',
  { tag: '@phone' },
  async ({ page, request }) => {
    const league = await openLeague(request);
    const firstName = unique('Reggie');
    const lastName = unique('Rookie');
    await openRegistration(page);

    await page.getByLabel('First name').fill(firstName);
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Email').fill(`${firstName.toLowerCase()}@example.com`);
    await page.getByLabel('Phone number').fill('212-555-0142');
    await page.getByLabel('Position').selectOption('Point Guard');
    await page.getByLabel('Age').fill('29');
    await page.getByLabel('Height').selectOption("6'1''");
    await page.getByLabel('Weight (lbs)').fill('185');
    await page.getByLabel('Jersey number').fill('23');
    const team = await chooseTeam(page, league);
    await page.getByLabel('I have read and agree to the waiver').check();

    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/players') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    expect((await created).status()).toBe(201);

    const heading = page.getByRole('heading', { name: "You're registered!" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText(`Welcome to ${team.name}, ${firstName}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const roster = (await (await page.request.get(`/api/teams/${team.id}`)).json()) as TeamDetail;
    const player = roster.Players.find((candidate) => candidate.firstName === firstName);
    expect(player).toMatchObject({
      lastName,
      position: 'Point Guard',
      height: "6'1''",
      jerseyNumber: 23,
      PlayerTeam: { isCurrentTeam: true },
    });

    await page.getByRole('link', { name: 'See your team' }).click();
    await expect(page).toHaveURL(new RegExp(`/teams/${team.id}$`));
    await expect(page.getByRole('main').getByText(firstName).first()).toBeVisible();
  },
);

test('"Register another player" starts over with an empty form', async ({ page, request }) => {
  const league = await openLeague(request);
  const firstName = unique('Casey');
  await openRegistration(page);

  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(unique('Captain'));
  await page.getByLabel('Email').fill(`${firstName.toLowerCase()}@example.com`);
  await page.getByLabel('Phone number').fill('(646) 555-0199');
  await chooseTeam(page, league);
  await page.getByLabel('I have read and agree to the waiver').check();
  await page.getByLabel('I want to be a team captain').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByRole('heading', { name: "You're registered!" })).toBeFocused();
  // A captain is reminded of the team fee.
  await expect(page.getByText(/\$2,300/)).toBeVisible();

  await page.getByRole('button', { name: 'Register another player' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('');
  // The only open league is chosen again, and the team is to choose again.
  await expect(page.getByLabel('League', { exact: true })).toHaveValue(String(league.id));
  await expect(page.getByLabel('Team', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('I have read and agree to the waiver')).not.toBeChecked();
  await expect(page.getByLabel('I want to be a team captain')).not.toBeChecked();
  await expect(page.getByText(/\$2,300/)).toBeHidden();
});

// Closed registration (docs/rules/screens.md#registration-form) needs league states the shared
// demo server must not have, so these run on servers of their own (as e2e/fresh-install.spec.ts).
const emptyServerTest = testOnOwnServer();

emptyServerTest('with no active league at all, /register shows the no-league notice and no form', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'No active league' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveCount(0);
});

// The demo league with registration closed in every league.
const closedServerTest = testOnOwnServer({ scenario: 'registration-closed' });

closedServerTest('with an active league whose registration is closed, the page says so', async ({ page, request }) => {
  const leagues = (await (await request.get('/api/leagues')).json()) as { isActive: boolean }[];
  expect(leagues.some((league) => league.isActive)).toBe(true);

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Player Registration' })).toBeVisible();
  await expect(page.getByText('Registration is currently closed.', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Please check back later or contact the league administrator for more information.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

closedServerTest('the server refuses a registration that goes around the closed page', async ({ request }) => {
  const leagues = (await (await request.get('/api/leagues')).json()) as { id: number; isActive: boolean }[];
  const active = leagues.find((league) => league.isActive)!;
  const league = (await (await request.get(`/api/leagues/${active.id}`)).json()) as { Teams: { id: number }[] };
  const response = await request.post('/api/players', {
    data: {
      firstName: 'Late',
      lastName: unique('Comer'),
      email: 'late@example.com',
      phoneNumber: '(212) 555-0111',
      teamId: league.Teams[0]!.id,
      agreeToWaiver: true,
    },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ message: "Registration is closed for this team's league." });
});
