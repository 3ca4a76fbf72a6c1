import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatGameDate } from '#domain/format.ts';
import type { GameDetail, GameSummary } from '#domain/game-schemas.ts';
import type { League } from '#domain/leagues.ts';
import type { Location } from '#domain/locations.ts';
import type { StoredStatLine } from '#domain/player-stats.ts';
import type { PlayerDetail } from '#domain/players.ts';
import type { Team } from '#domain/teams.ts';
import { getJson, signInThroughApi } from './api.ts';
import {
  allowConsoleErrors,
  bootstrapAdmin,
  createAdmin,
  expect,
  expectNoSeriousA11yViolations,
  failedRequest,
  signInThroughForm,
  unique,
} from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A demo server of this file's own: the games, leagues and stat lines made here never show on
// the pages other specs check.
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });

async function postJson<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/**
 * A date of its own for each test: two years ahead plus up to ten more, never in the public
 * two-week schedule and (almost surely) shared with no other test's game.
 */
function uniqueDate() {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 730 + randomInt(3650));
  return date.toISOString().slice(0, 10);
}

/** Two teams of the demo's active league (a different pair for each run) and a location. */
async function demoGameSetting(request: APIRequestContext) {
  const leagues = await getJson<League[]>(request, '/api/leagues');
  const active = leagues.find((league) => league.isActive);
  if (!active) throw new Error('The demo has no active league');
  const teams = await getJson<Team[]>(request, '/api/teams');
  const own = teams.filter((team) => team.LeagueId === active.id);
  expect(own.length).toBeGreaterThanOrEqual(2);
  const first = randomInt(own.length);
  const home = own[first]!;
  const away = own[(first + 1 + randomInt(own.length - 1)) % own.length]!;
  const pastTeam = teams.find((team) => !team.League.isActive);
  if (!pastTeam) throw new Error('The demo has no team in a past league');
  // A gym of the test's own: a gym holds one game per date and time. (Making the test's admin
  // signed this context out.)
  await signInThroughApi(request, bootstrapAdmin);
  const location = await postJson<Location>(request, '/api/locations', { name: unique('Gym'), address: '1 Court St' });
  return { league: active, home, away, pastTeam, location };
}

const teamOption = (team: Team) => ({ label: `${team.name} (${team.League.name})` });

/**
 * A game of the test's own: an inactive league of its own with two teams of one player each,
 * so a played score changes nothing the demo league's pages show.
 */
async function ownGame(request: APIRequestContext) {
  const league = await postJson<League>(request, '/api/leagues', {
    name: unique('Box League'),
    startDate: '2020-01-06',
    endDate: '2020-03-30',
    isActive: false,
    isRegistrationOpen: false,
  });
  const makeSide = async (prefix: string) => {
    const team = await postJson<Team>(request, '/api/teams', {
      name: unique(prefix),
      LeagueId: league.id,
      logoUrl: null,
    });
    const player = await postJson<PlayerDetail>(request, '/api/players', {
      firstName: 'Stat',
      lastName: unique('Keeper'),
      email: `${unique('keeper')}@example.com`,
      phoneNumber: '(555) 123-4567',
      teamIds: [team.id],
    });
    return { team, player };
  };
  const home = await makeSide('Hawks');
  const away = await makeSide('Owls');
  const location = await postJson<Location>(request, '/api/locations', { name: unique('Gym'), address: '1 Court St' });
  const game = await postJson<GameSummary>(request, '/api/games', {
    homeTeamId: home.team.id,
    awayTeamId: away.team.id,
    date: uniqueDate(),
    time: '19:00',
    locationId: location.id,
  });
  return { game, home, away };
}

// Long journeys with an accessibility scan on every screen, on a machine shared with other runs.
test.describe.configure({ timeout: 90_000 });

/** The row of the game list that shows this game. */
const gameRow = (page: Page, home: Team, away: Team) =>
  page.getByRole('row').filter({ hasText: home.name }).filter({ hasText: away.name });

test(
  'an admin creates a game, finds it by team and date, edits it and deletes it',
  { tag: '@phone' },
  async ({ page, request, isPhone }) => {
    const me = await createAdmin(request);
    const { league, home, away, location } = await demoGameSetting(request);
    const date = uniqueDate();
    await signInThroughForm(page, me);

    await page.getByRole('link', { name: 'Create Game' }).click();
    await expect(page).toHaveURL(/\/admin\/games\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Game' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Teams are grouped by league.
    const homeSelect = page.getByLabel('Home team', { exact: true });
    await expect(homeSelect.locator(`optgroup[label="${league.name}"] option`)).toContainText([
      `${home.name} (${league.name})`,
    ]);
    await expect(page.getByLabel('League', { exact: true })).toHaveCount(0);
    await homeSelect.selectOption(teamOption(home));
    // The league comes from the home team, read-only.
    await expect(page.getByLabel('League', { exact: true })).toHaveValue(league.name);
    await expect(page.getByLabel('League', { exact: true })).toHaveAttribute('readonly', '');

    await page.getByLabel('Away team', { exact: true }).selectOption(teamOption(away));
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByLabel('Time', { exact: true }).fill('19:30');
    await page.getByLabel('Location', { exact: true }).selectOption({ label: location.name });
    await page.getByRole('button', { name: 'Create Game' }).click();
    await expect(page.getByText('Created game')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/games\/list$/);

    // Found by team name and date; Clear brings back the team's other games.
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await page.getByLabel('Search by team name').fill(home.name);
    await page.getByLabel('Date', { exact: true }).fill(date);
    const row = gameRow(page, home, away);
    await expect(row).toHaveCount(1);
    // On phones the row is a card: the time sits under the date, and "vs" before the away team.
    await expect(row.getByRole('cell')).toHaveText(
      [
        isPhone ? `${formatGameDate(date)} 7:30 PM` : formatGameDate(date),
        ...(isPhone ? [] : ['7:30 PM']),
        home.name,
        isPhone ? `vs ${away.name}` : away.name,
        'N/A',
        location.name,
        /Edit/,
      ],
      { useInnerText: true },
    );
    // Every action of the row is on screen, on a phone too, without scrolling sideways.
    await row.getByRole('cell').first().scrollIntoViewIfNeeded();
    await expect(row.getByRole('link', { name: /^Edit / })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('link', { name: 'Enter Box Score' })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: /^Delete / })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('');
    await expect(page.getByRole('row').filter({ hasText: home.name }).nth(1)).toBeVisible();
    // Nothing of another team's name matches.
    await page.getByLabel('Search by team name').fill(unique('no-such-team'));
    await expect(page.getByText('No games match the search.')).toBeVisible();

    // Edit: a 0-0 score shows blank.
    await page.getByLabel('Search by team name').fill(home.name);
    await page.getByLabel('Date', { exact: true }).fill(date);
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/games\/update\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Update Game' })).toBeVisible();
    await expect(page.getByLabel('Home team', { exact: true })).toHaveValue(String(home.id));
    await expect(page.getByLabel('Away team', { exact: true })).toHaveValue(String(away.id));
    await expect(page.getByLabel('League', { exact: true })).toHaveValue(league.name);
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
    await expect(page.getByLabel('Time', { exact: true })).toHaveValue('19:30');
    await expect(page.getByLabel('Home team score', { exact: true })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Time', { exact: true }).fill('20:15');
    await page.getByLabel('Home team score', { exact: true }).fill('0');
    await page.getByLabel('Away team score', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated game')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/games\/list$/);

    await page.getByLabel('Search by team name').fill(away.name);
    await page.getByLabel('Date', { exact: true }).fill(date);
    await expect(row).toContainText('8:15 PM');
    const scoreCell = row.getByRole('cell').nth(isPhone ? 3 : 4);
    await expect(scoreCell).toHaveText('');

    // Delete: No keeps it, Yes removes it.
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${home.name} vs ${away.name}`);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Game Deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
  },
);

test('the game form refuses missing fields, the same team twice and teams of two leagues', async ({
  page,
  request,
}) => {
  const me = await createAdmin(request);
  const { home, away, pastTeam, location } = await demoGameSetting(request);
  await signInThroughForm(page, me);
  await page.goto('/admin/games/create');

  await page.getByRole('button', { name: 'Create Game' }).click();
  for (const message of [
    'Home team is required.',
    'Away team is required.',
    'Date is required.',
    'Time is required.',
    'Location is required.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Home team', { exact: true }).selectOption(teamOption(home));
  await page.getByLabel('Away team', { exact: true }).selectOption(teamOption(home));
  await page.getByLabel('Date', { exact: true }).fill(uniqueDate());
  await page.getByLabel('Time', { exact: true }).fill('18:00');
  await page.getByLabel('Location', { exact: true }).selectOption({ label: location.name });
  await page.getByRole('button', { name: 'Create Game' }).click();
  await expect(page.getByText('Home team and away team cannot be the same.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/games\/create$/);

  // A new home team settles it.
  await page.getByLabel('Home team', { exact: true }).selectOption(teamOption(away));
  await expect(page.getByText('Home team and away team cannot be the same.')).toHaveCount(0);

  // The server refuses teams of two leagues, said at form level.
  allowConsoleErrors(page, failedRequest(400, '/api/games'));
  await page.getByLabel('Away team', { exact: true }).selectOption(teamOption(pastTeam));
  await page.getByRole('button', { name: 'Create Game' }).click();
  await expect(page.getByRole('alert')).toHaveText('Home team and away team must be in the same league.');
  await expect(page).toHaveURL(/\/admin\/games\/create$/);
});

test(
  'the admin box score sets the score, and a stat line edited there shows on the public pages',
  { tag: '@phone' },
  async ({ page, request }) => {
    const me = await createAdmin(request);
    await signInThroughApi(request, me);
    const { game, home, away } = await ownGame(request);
    await signInThroughForm(page, me);

    await page.goto('/admin/games/list');
    await page.getByLabel('Search by team name').fill(home.team.name);
    await gameRow(page, home.team, away.team).getByRole('link', { name: 'Enter Box Score' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/games/update/${game.id}/box-score$`));
    await expect(page.getByRole('heading', { level: 1, name: `${home.team.name} vs ${away.team.name}` })).toBeVisible();
    await expect(page.getByText(formatGameDate(game.date))).toBeVisible();
    await expect(page.getByText('7:00 PM')).toBeVisible();

    // The score inputs start at 0 while the game has none.
    const homeScore = page.getByLabel(`${home.team.name} (home)`);
    const awayScore = page.getByLabel(`${away.team.name} (away)`);
    await expect(homeScore).toHaveValue('0');
    await expect(awayScore).toHaveValue('0');
    await expect(page.getByRole('table', { name: home.team.name })).toBeVisible();
    await expect(page.getByRole('table', { name: away.team.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await homeScore.fill('55');
    await awayScore.fill('48');
    await page.getByRole('button', { name: 'Update Score' }).click();
    await expect(page.getByText('Score updated successfully')).toBeVisible();
    await expect(homeScore).toHaveValue('55');
    const saved = await getJson<GameDetail>(request, `/api/games/${game.id}`);
    expect([saved.homeTeamScore, saved.awayTeamScore]).toEqual([55, 48]);

    // A player's row leads to the edit screen of their line.
    const player = home.player;
    const playerName = `${player.firstName} ${player.lastName}`;
    await page.getByRole('table', { name: home.team.name }).getByRole('link', { name: playerName }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/games/update/${game.id}/player-stats/${player.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Edit Stats: ${playerName}` })).toBeVisible();
    await expect(page.getByText(`${home.team.name} vs ${away.team.name}`)).toBeVisible();
    await expect(page.getByLabel('Field goals made (FGM)')).toHaveValue('0');
    await expect(page.getByText('Points: 0')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const entries: [string, string][] = [
      ['Field goals made (FGM)', '5'],
      ['Field goals attempted (FGA)', '10'],
      ['3-pointers made (3PM)', '2'],
      ['3-point attempts (3PA)', '4'],
      ['Free throws made (FTM)', '3'],
      ['Free throws attempted (FTA)', '4'],
      ['Total rebounds (REB)', '8'],
      ['Offensive rebounds (OREB)', '2'],
      ['Assists (AST)', '4'],
      ['Steals (STL)', '1'],
      ['Blocks (BLK)', '1'],
      ['Turnovers (TO)', '2'],
      ['Personal fouls (PF)', '3'],
    ];
    for (const [label, value] of entries) await page.getByLabel(label, { exact: true }).fill(value);
    // 3 two-pointers, 2 threes and 3 free throws.
    await expect(page.getByText('Points: 15')).toBeVisible();
    await page.getByRole('button', { name: 'Save Stats' }).click();
    await expect(page.getByText('Player stats updated successfully')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/games/update/${game.id}/box-score$`));

    // Stored with the threes taken out of the field goals, and the offensive rebounds out of the total.
    const line = await getJson<StoredStatLine>(request, `/api/player-stats/game/${game.id}/player/${player.id}`);
    expect(line).toMatchObject({ fgm: 3, fga: 6, threepm: 2, threepa: 4, ftm: 3, fta: 4, rebounds: 6 });

    await page.goto(`/games/${game.id}/box-score`);
    const publicRow = page
      .getByRole('table', { name: home.team.name })
      .getByRole('row')
      .filter({ hasText: playerName });
    await expect(publicRow.getByRole('cell').first()).toHaveText('15');
    await expect(publicRow).toContainText('5-10');
    await expect(publicRow).toContainText('2-4');

    await page.goto(`/players/${player.id}`);
    const gameLog = page.getByRole('table', { name: /Game log/ });
    await expect(gameLog.locator(`a[href="/games/${game.id}/box-score"]`)).toHaveCount(1);
  },
);

test('the stat form refuses fewer field goals than threes, inline and in a toast', async ({ page, request }) => {
  const me = await createAdmin(request);
  await signInThroughApi(request, me);
  const { game, away } = await ownGame(request);
  await signInThroughForm(page, me);

  await page.goto(`/admin/games/update/${game.id}/player-stats/${away.player.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Edit Stats: Stat / })).toBeVisible();
  await page.getByLabel('3-pointers made (3PM)').fill('2');
  await page.getByLabel('3-point attempts (3PA)').fill('5');
  await page.getByLabel('Field goals made (FGM)').fill('1');
  await page.getByLabel('Field goals attempted (FGA)').fill('3');
  await page.getByRole('button', { name: 'Save Stats' }).click();

  await expect(page.getByText('FGM must be greater than or equal to 3PM', { exact: true })).toBeVisible();
  await expect(page.getByText('FGA must be greater than or equal to 3PA', { exact: true })).toBeVisible();
  await expect(page.getByText('Field Goals Made must be greater than or equal to 3-Point Made')).toBeVisible();
  await expect(page.getByText('Field Goal Attempts must be greater than or equal to 3-Point Attempts')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/player-stats/${away.player.id}$`));

  // Every field is required.
  await page.getByLabel('Assists (AST)').fill('');
  await page.getByLabel('Field goals made (FGM)').fill('2');
  await page.getByLabel('Field goals attempted (FGA)').fill('5');
  await page.getByRole('button', { name: 'Save Stats' }).click();
  await expect(page.getByText('Assists is required.')).toBeVisible();
  await expect(page.getByText('FGM must be greater than or equal to 3PM')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a game that does not exist says so on the admin box score', async ({ page, request }) => {
  const me = await createAdmin(request);
  await signInThroughForm(page, me);
  allowConsoleErrors(
    page,
    failedRequest(404, '/api/games/2147483000'),
    failedRequest(404, '/api/player-stats/game/2147483000/player/1'),
  );
  await page.goto('/admin/games/update/2147483000/box-score');
  await expect(page.getByText(/^Error: /)).toBeVisible();
  await page.goto('/admin/games/update/2147483000/player-stats/1');
  await expect(page.getByText(/^Error: /)).toBeVisible();
});
