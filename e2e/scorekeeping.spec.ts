import type { APIRequestContext, Page } from '@playwright/test';
import type { GameDetail, GameSummary } from '#domain/game-schemas.ts';
import type { League } from '#domain/leagues.ts';
import type { Location } from '#domain/locations.ts';
import type { PlayerDetail } from '#domain/players.ts';
import { todayIn } from '#domain/schedule.ts';
import type { Team } from '#domain/teams.ts';
import { getJson, signInThroughApi } from './api.ts';
import { expect, unique, type Credentials } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';

// A server of this file's own, without the demo: the active leagues and today's games made here
// never show on the pages other specs check.
const test = testOnOwnServer();
const admin: Credentials = { username: 'admin', password: 'own-server-pass', name: 'League Administrator' };

// Journeys through the back office, on the desktop only (no @phone tag); the layouts these screens
// share are checked on a phone in admin-games.spec.ts and box-score-entry.spec.ts.

async function postJson<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

async function putJson(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.put(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
}

/**
 * An active league of the test's own (the public pages need one), two teams of one player
 * each, and a game of theirs on `date`.
 */
async function ownGame(request: APIRequestContext, { date }: { date: string }) {
  await signInThroughApi(request, admin);
  const league = await postJson<League>(request, '/api/leagues', {
    name: unique('Keep League'),
    startDate: '2024-05-01',
    endDate: '2026-04-30',
    isActive: true,
    isRegistrationOpen: false,
  });
  const side = async (prefix: string) => {
    const team = await postJson<Team>(request, '/api/teams', { name: unique(prefix), LeagueId: league.id });
    const player = await postJson<PlayerDetail>(request, '/api/players', {
      firstName: 'Sam',
      lastName: unique('Shooter'),
      email: 'sam@example.com',
      phoneNumber: '(555) 123-4567',
      teamIds: [team.id],
    });
    return { team, player };
  };
  const home = await side('Hawks');
  const away = await side('Owls');
  const location = await postJson<Location>(request, '/api/locations', {
    name: unique('Gym'),
    address: '1 Court St',
  });
  const game = await postJson<GameSummary>(request, '/api/games', {
    homeTeamId: home.team.id,
    awayTeamId: away.team.id,
    date,
    time: '19:00',
    locationId: location.id,
  });
  const detail = await getJson<GameDetail>(request, `/api/games/${game.id}`);
  const lineOf = (side: GameDetail['HomeTeam']) => side.Players[0]!.playerStatId;
  return { league, home, away, location, game, homeLine: lineOf(detail.HomeTeam), awayLine: lineOf(detail.AwayTeam) };
}

async function signIn(page: Page, credentials: Credentials, landing: string) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: landing })).toBeVisible();
}

/** A stored line of 3 two-pointers and 1 free throw: 7 points. */
const SEVEN_POINTS = {
  ...{ fgm: 3, fga: 5, threepm: 0, threepa: 0, ftm: 1, fta: 2, rebounds: 2, offensiveRebounds: 1 },
  ...{ assists: 0, steals: 0, blocks: 0, turnovers: 0, personalFouls: 1 },
};

test('an admin adds a scorekeeper of one league, who enters its games and nothing else', async ({ page, request }) => {
  const today = todayIn('America/New_York');
  const { league, home, away, game } = await ownGame(request, { date: today });

  await signIn(page, admin, `Welcome, ${admin.name}`);
  await page.goto('/admin/users/create');
  const keeper = { username: unique('keeper'), password: unique('pw'), name: `Keeper ${unique('k')}` };
  await page.getByLabel('Name', { exact: true }).fill(keeper.name);
  await page.getByLabel('Username', { exact: true }).fill(keeper.username);
  await page.getByLabel('Password', { exact: true }).fill(keeper.password);
  await expect(page.getByLabel('Keeps the scores of')).toHaveCount(0);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Scorekeeper' });
  await page.getByLabel('Keeps the scores of').selectOption({ label: league.name });
  await page.getByRole('button', { name: 'Add Admin' }).click();
  await expect(page.getByText(`Added ${keeper.name} as a scorekeeper`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: keeper.username })).toContainText(
    `Scorekeeper of ${league.name}`,
  );
  await page.context().clearCookies();

  // The scorekeeper starts on the games to enter: tonight's game is there.
  await signIn(page, keeper, 'Games to Enter');
  await expect(page).toHaveURL(/\/admin\/scores$/);
  const tonight = page.getByRole('region', { name: 'Today' }).getByRole('listitem');
  await expect(tonight).toContainText(`${home.team.name} vs ${away.team.name}`);
  await expect(tonight).toContainText('Scheduled');
  await tonight.getByRole('link', { name: 'Box score' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/games/update/${game.id}/box-score$`));
  await expect(page.getByRole('link', { name: 'Edit game' })).toHaveCount(0);
  await page.getByLabel(`${home.team.name} (home)`).fill('7');
  await page.getByLabel(`${away.team.name} (away)`).fill('0');
  await page.getByRole('button', { name: 'Update Score' }).click();
  await expect(page.getByText('Score updated successfully')).toBeVisible();

  // The rest of the back office is closed to them, in the app and on the server.
  await page.goto('/admin/leagues/list');
  await expect(page.getByText('Scorekeepers may only enter scores and stat lines.')).toBeVisible();
  await signInThroughApi(request, keeper);
  expect((await request.get('/api/leagues/' + league.id)).ok()).toBe(true);
  expect((await request.post('/api/leagues', { data: {} })).status()).toBe(403);
});

test('a cancelled game is not offered to a scorekeeper, and its screens say only an admin can change it', async ({
  page,
  request,
}) => {
  const today = todayIn('America/New_York');
  const { league, home, game, homeLine } = await ownGame(request, { date: today });
  await putJson(request, `/api/player-stats/${homeLine}`, SEVEN_POINTS);
  await putJson(request, `/api/games/${game.id}/status`, { status: 'cancelled', reason: 'Gym closed' });
  const keeper = { username: unique('keeper'), password: unique('pw'), name: `Keeper ${unique('k')}` };
  await postJson(request, '/api/users', { ...keeper, role: 'scorekeeper', leagueId: league.id });

  await signIn(page, keeper, 'Games to Enter');
  await expect(page.getByRole('region', { name: 'Today' })).toContainText('No games today.');

  // Opened by its address all the same: the status and why nothing can be entered, and no form.
  await page.goto(`/admin/games/update/${game.id}/box-score`);
  const note = page.getByRole('note');
  await expect(note).toContainText('Cancelled: Gym closed');
  await expect(note).toContainText('This game is cancelled. Only an admin can change it.');
  await expect(page.getByRole('button', { name: 'Update Score' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Enter whole game' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('button', { name: 'Undo' })).toHaveCount(0);

  await page.goto(`/admin/games/update/${game.id}/box-score/entry`);
  await expect(page.getByRole('note')).toContainText('This game is cancelled. Only an admin can change it.');
  await expect(page.getByRole('button', { name: 'Save Box Score' })).toHaveCount(0);
  await page.goto(`/admin/games/update/${game.id}/player-stats/${home.player.id}`);
  await expect(page.getByRole('note')).toContainText('This game is cancelled. Only an admin can change it.');
  await expect(page.getByRole('button', { name: 'Save Stats' })).toHaveCount(0);
  // The box score reads its history as it opens: the session is let go only once it has.
  const historyRead = page.waitForResponse((response) => response.url().endsWith(`/api/games/${game.id}/history`));
  await page.getByRole('link', { name: 'Back to the box score' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/games/update/${game.id}/box-score$`));
  expect((await historyRead).ok()).toBe(true);

  // An admin is told what a score does to it, and may enter one.
  await page.context().clearCookies();
  await signIn(page, admin, `Welcome, ${admin.name}`);
  await page.goto(`/admin/games/update/${game.id}/box-score`);
  await expect(page.getByRole('note')).toContainText(
    'A score saved here makes the game final and takes the place of this status.',
  );
  await expect(page.getByRole('button', { name: 'Update Score' })).toBeVisible();
});

test('the box score screen keeps the history of the numbers, and undoes the last change', async ({ page, request }) => {
  const { game, home, homeLine } = await ownGame(request, { date: '2024-05-04' });
  await putJson(request, `/api/games/${game.id}/score`, { homeTeamScore: 7, awayTeamScore: 0 });
  await putJson(request, `/api/player-stats/${homeLine}`, SEVEN_POINTS);

  await signIn(page, admin, `Welcome, ${admin.name}`);
  await page.goto(`/admin/games/update/${game.id}/box-score`);
  const history = page.getByRole('region', { name: 'History' });
  const changes = history.getByRole('listitem').filter({ has: page.locator('time') });
  await expect(changes).toHaveCount(2);
  const playerName = `${home.player.firstName} ${home.player.lastName}`;
  await expect(changes.first()).toContainText('Stat line');
  await expect(changes.first()).toContainText(`${playerName}: PTS 0 → 7, REB 0 → 3`);
  await expect(changes.first()).toContainText('FGM-FGA 0-0 → 3-5');
  await expect(changes.nth(1)).toContainText('Score: N/A-N/A → 7-0');
  await expect(changes.nth(1)).toContainText(admin.name);

  // One click takes the line back.
  await changes.first().getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Change undone')).toBeVisible();
  await expect(changes).toHaveCount(3);
  await expect(changes.first()).toContainText('Undo');
  const line = await getJson<{ fgm: number }>(request, `/api/player-stats/game/${game.id}/player/${home.player.id}`);
  expect(line.fgm).toBe(0);
  await expect(page.getByText('Box score: Box score not entered')).toBeVisible();
});

test('a tie, and a score the lines do not add up to, are asked about before saving', async ({ page, request }) => {
  const { game, home, away, homeLine } = await ownGame(request, { date: '2024-05-11' });
  await putJson(request, `/api/player-stats/${homeLine}`, SEVEN_POINTS);
  await signIn(page, admin, `Welcome, ${admin.name}`);
  await page.goto(`/admin/games/update/${game.id}/box-score`);

  await page.getByLabel(`${home.team.name} (home)`).fill('7');
  await page.getByLabel(`${away.team.name} (away)`).fill('7');
  await page.getByRole('button', { name: 'Update Score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this score?' });
  await expect(dialog).toContainText('7-7 is a tie, and basketball has no ties');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  expect((await getJson<GameDetail>(request, `/api/games/${game.id}`)).homeTeamScore).toBeNull();

  // Yes to the tie; then the away team's lines (none entered) do not add up to its 7.
  await page.getByRole('button', { name: 'Update Score' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toContainText(`${away.team.name}'s players add up to 0 points, but its score is 7.`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Score updated successfully')).toBeVisible();

  // The public box score says the totals are incomplete.
  await page.goto(`/games/${game.id}/box-score`);
  await expect(page.getByRole('note')).toContainText(
    `Totals incomplete: ${away.team.name}'s players add up to 0 points, but its score is 7.`,
  );
});

test('the public box score of a game to come shows it scheduled, with its rosters; a score alone says the box score is not entered', async ({
  page,
  request,
}) => {
  const { game, home, away, location } = await ownGame(request, { date: '2024-05-18' });
  await page.goto(`/games/${game.id}/box-score`);
  await expect(page.getByRole('heading', { name: 'Scheduled' })).toBeVisible();
  await expect(page.getByText(location.name)).toBeVisible();
  const rosters = page.getByRole('region', { name: 'Rosters' });
  await expect(rosters.getByRole('region', { name: home.team.name })).toContainText(home.player.lastName);
  await expect(rosters.getByRole('region', { name: away.team.name })).toContainText(away.player.lastName);
  await expect(page.getByText('DNP')).toHaveCount(0);
  await expect(page.getByText('N/A')).toHaveCount(0);

  await putJson(request, `/api/games/${game.id}/score`, { homeTeamScore: 40, awayTeamScore: 38 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Final score' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Box score not entered' })).toBeVisible();
  await expect(page.getByText('DNP')).toHaveCount(0);
});

test('deletes say how many entered stat lines go along, and a form with unsaved changes asks before it is left', async ({
  page,
  request,
}) => {
  const { game, home, homeLine } = await ownGame(request, { date: '2024-05-25' });
  await putJson(request, `/api/player-stats/${homeLine}`, SEVEN_POINTS);
  await signIn(page, admin, `Welcome, ${admin.name}`);

  await page.goto('/admin/games/list');
  await page.getByLabel('Search by team name').fill(home.team.name);
  await page.getByRole('button', { name: /^Delete / }).click();
  const question = page.getByRole('dialog', { name: 'Delete game' });
  await expect(question).toContainText('Its 1 entered stat line goes with it.');
  await question.getByRole('button', { name: 'No' }).click();

  await page.goto(`/admin/players/update/${home.player.id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete player' })).toContainText(
    'Their 1 entered stat line goes with them.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();

  // Typed but not saved: leaving in the app asks first, and No stays with the changes.
  await page.getByLabel('First name', { exact: true }).fill('Samuel');
  await page.getByRole('link', { name: 'Go Back' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toContainText('Your changes are not saved.');
  await leave.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/players/update/${home.player.id}$`));
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Samuel');

  // Closing or reloading the page asks the browser's own question.
  const beforeUnload = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const asked = await beforeUnload;
  expect(asked.type()).toBe('beforeunload');
  await asked.accept();
  expect(game.id).toBeGreaterThan(0);
});
