import type { APIRequestContext } from '@playwright/test';
import type { GameSummary } from '#domain/game-schemas.ts';
import { getJson, signInThroughApi } from './api.ts';
import { createAdmin, expect, expectNoSeriousA11yViolations, signInThroughForm, unique } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A server of this file's own, empty but for what the test makes: its league never shows on
// the pages other specs check.
const test = testOnOwnServer({ env: { ADMIN_PASSWORD } });

async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** A played game between two teams of one player each, made through the API as `me`. */
async function playedGame(request: APIRequestContext) {
  const league = await created<{ id: number }>(request, '/api/leagues', {
    name: unique('Minutes League'),
    startDate: '2026-01-05',
    endDate: '2026-03-30',
    isActive: true,
    isRegistrationOpen: false,
  });
  const location = await created<{ id: number }>(request, '/api/locations', {
    name: unique('Gym'),
    address: '1 Court St',
  });
  const side = async (prefix: string) => {
    const team = await created<{ id: number; name: string }>(request, '/api/teams', {
      name: unique(prefix),
      LeagueId: league.id,
      logoUrl: null,
    });
    const player = await created<{ id: number; firstName: string; lastName: string }>(request, '/api/players', {
      firstName: 'Clock',
      lastName: unique('Watcher'),
      email: `${unique('clock')}@example.com`,
      phoneNumber: '(555) 123-4567',
      teamIds: [team.id],
    });
    return { team, player, name: `${player.firstName} ${player.lastName}` };
  };
  const home = await side('Hawks');
  const away = await side('Owls');
  const game = await created<GameSummary>(request, '/api/games', {
    homeTeamId: home.team.id,
    awayTeamId: away.team.id,
    date: '2026-01-11',
    time: '19:00',
    locationId: location.id,
  });
  const score = await request.put(`/api/games/${game.id}/score`, { data: { homeTeamScore: 40, awayTeamScore: 38 } });
  expect(score.ok()).toBe(true);
  return { game, home, away };
}

test('minutes played are entered on the stat form and shown in the box score, game log and averages', async ({
  page,
  request,
}) => {
  const me = await createAdmin(request);
  await signInThroughApi(request, me);
  const { game, home, away } = await playedGame(request);
  await signInThroughForm(page, me);

  // Nobody has entered a line yet: the box score says so instead of a table of DNPs.
  await page.goto(`/games/${game.id}/box-score`);
  await expect(page.getByRole('heading', { name: 'Box score not entered' })).toBeVisible();
  const homeTable = page.getByRole('table', { name: home.team.name });
  await expect(homeTable).toHaveCount(0);

  await page.goto(`/admin/games/update/${game.id}/player-stats/${home.player.id}`);
  const minutes = page.getByLabel('Minutes played (MIN)');
  await expect(minutes).toHaveValue('');
  // The first field of the form is the first the scorer enters.
  await expect(page.getByRole('spinbutton').first()).toHaveAccessibleName('Minutes played (MIN)');
  await minutes.fill('61');
  await page.getByLabel('Field goals made (FGM)').fill('4');
  await page.getByLabel('Field goals attempted (FGA)').fill('9');
  await page.getByRole('button', { name: 'Save Stats' }).click();
  await expect(page.getByText('Minutes played must be a whole number from 0 to 60.')).toBeVisible();
  await minutes.fill('32');
  // Minutes score no points: 4 two-pointers.
  await expect(page.getByText('Points: 8')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save Stats' }).click();
  await expect(page.getByText('Player stats updated successfully')).toBeVisible();

  const line = await getJson(request, `/api/player-stats/game/${game.id}/player/${home.player.id}`);
  expect(line).toMatchObject({ minutes: 32, fgm: 4, fga: 9 });

  // The home team's table gains MIN; the away team, with no minutes entered, does not.
  await page.goto(`/games/${game.id}/box-score`);
  await expect(homeTable.getByRole('columnheader').nth(1)).toHaveText('MIN');
  const row = homeTable.getByRole('row').filter({ hasText: home.name });
  await expect(row.getByRole('cell').nth(0)).toHaveText('32');
  await expect(row.getByRole('cell').nth(1)).toHaveText('8');
  await expect(
    homeTable
      .getByRole('row', { name: /^Totals/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('32');
  await expect(
    page.getByRole('table', { name: away.team.name }).getByRole('columnheader', { name: 'MIN' }),
  ).toHaveCount(0);

  // The player's page: MIN in the game log, minutes per game in the averages.
  await page.goto(`/players/${home.player.id}`);
  const log = page.getByRole('table', { name: /Game log/ });
  await expect(log.getByRole('columnheader', { name: 'MIN' })).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: 'W 40-38' }).getByRole('cell').nth(2)).toHaveText('32');
  const averages = page.getByRole('table', { name: /Per-game averages/ });
  await expect(averages.getByRole('columnheader', { name: 'MIN' })).toBeVisible();
  await expect(averages.getByRole('row').nth(1)).toContainText('32.0');
  await expectNoSeriousA11yViolations(page);
});
