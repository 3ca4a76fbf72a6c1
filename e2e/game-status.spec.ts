import type { APIRequestContext, Page } from '@playwright/test';
import type { GameSummary } from '#domain/game-schemas.ts';
import { formatGameDate } from '#domain/format.ts';
import { dayFromToday, sendJson, signInThroughApi } from './api.ts';
import { createAdmin, expect, expectNoSeriousA11yViolations, signInThroughForm, unique } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A server of this file's own: the active leagues made here never show on the pages other specs check.
const test = testOnOwnServer({ env: { ADMIN_PASSWORD } });

/** An active league of the test's own with three teams and a gym of its own, made through the API. */
async function ownLeague(request: APIRequestContext) {
  await signInThroughApi(request, { username: 'admin', password: ADMIN_PASSWORD });
  const league = await sendJson<{ id: number; name: string }>(request, 'post', '/api/leagues', {
    name: unique('Status League'),
    startDate: dayFromToday(-20),
    endDate: dayFromToday(60),
    isActive: true,
    isRegistrationOpen: false,
  });
  const gym = await sendJson<{ id: number }>(request, 'post', '/api/locations', {
    name: unique('Gym'),
    address: '1 Court St',
  });
  const team = (prefix: string) =>
    sendJson<{ id: number; name: string }>(request, 'post', '/api/teams', {
      name: unique(prefix),
      LeagueId: league.id,
    });
  const [hawks, owls, foxes] = [await team('Hawks'), await team('Owls'), await team('Foxes')];
  const game = (home: { id: number }, away: { id: number }, date: string) =>
    sendJson<GameSummary>(request, 'post', '/api/games', {
      homeTeamId: home.id,
      awayTeamId: away.id,
      date,
      time: '18:30',
      locationId: gym.id,
    });
  return { league, hawks, owls, foxes, game };
}

/** Shows the league on the public pages: with several active leagues, the home page's switcher picks it. */
async function showLeague(page: Page, league: { id: number; name: string }) {
  await page.goto('/');
  const switcher = page.getByLabel('League', { exact: true });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if ((await switcher.count()) > 0) await switcher.selectOption(String(league.id));
  await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
}

test(
  'an admin postpones a game, the public pages say why, then show it at its new date marked rescheduled',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const { hawks, owls, game } = await ownLeague(request);
    const postponed = await game(hawks, owls, dayFromToday(3));
    const me = await createAdmin(request);
    await signInThroughForm(page, me);

    await page.goto(`/admin/games/update/${postponed.id}/box-score`);
    const status = page.getByRole('region', { name: 'Status' });
    await status.getByLabel('Status', { exact: true }).selectOption('postponed');
    await status.getByRole('button', { name: 'Update Status' }).click();
    await expect(status.getByText('Give the reason the game is postponed.')).toBeVisible();
    await status.getByLabel('Reason', { exact: true }).fill('gym closed');
    await status.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByText('Status updated')).toBeVisible();
    await expect(status.getByText('Now: Postponed')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The team's page and the box score show the status in place of a score.
    await page.goto(`/teams/${hawks.id}`);
    const upcoming = page.getByRole('region', { name: `${hawks.name} upcoming games` });
    await expect(upcoming.getByRole('row').filter({ hasText: owls.name })).toContainText('Postponed: gym closed');
    await page.goto(`/games/${postponed.id}/box-score`);
    await expect(page.getByText('Postponed: gym closed')).toBeVisible();

    // Given a new date and time, it moves there and is marked rescheduled.
    const newDate = dayFromToday(10);
    await page.goto(`/admin/games/update/${postponed.id}/box-score`);
    await status.getByLabel('Status', { exact: true }).selectOption('postponed');
    await status.getByLabel('Reason', { exact: true }).fill('gym closed');
    await status.getByLabel('New date', { exact: true }).fill(newDate);
    await status.getByLabel('New time', { exact: true }).fill('19:45');
    await status.getByRole('button', { name: 'Update Status' }).click();
    await expect(status.getByText(/Now: Scheduled \(rescheduled from/)).toBeVisible();

    await page.goto(`/teams/${hawks.id}`);
    const row = upcoming.getByRole('row').filter({ hasText: owls.name });
    await expect(row).toContainText(formatGameDate(newDate));
    await expect(row).toContainText('Rescheduled');
    await expect(row).not.toContainText('Postponed');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('rescheduled.png'), fullPage: true });
  },
);

test(
  'a forfeit is a win and a loss in the standings, with its column and the rule under the table',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const { league, hawks, owls, foxes, game } = await ownLeague(request);
    const played = await game(hawks, owls, dayFromToday(-7));
    await sendJson(request, 'put', `/api/games/${played.id}/score`, { homeTeamScore: 50, awayTeamScore: 40 });
    const forfeited = await game(foxes, hawks, dayFromToday(-3));
    await sendJson(request, 'put', `/api/games/${forfeited.id}/status`, { status: 'forfeit', forfeitedBy: 'home' });

    await showLeague(page, league);
    // The choice lasts while the site stays open: the standings page is reached by its link.
    await page.getByRole('heading', { name: 'Standings' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/standings$/);
    const standings = page.getByRole('table', { name: `${league.name} standings` });
    // Hawks 2-0 (a win by 10, a forfeit win); Owls 0-1 by 10; Foxes 0-1 by forfeit, no points.
    const rows = standings.getByRole('row');
    await expect(rows.nth(1)).toContainText(hawks.name);
    const cells = (name: string) =>
      standings
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('cell')
        .allInnerTexts()
        .then((texts) => texts.map((text) => text.trim()));
    await expect(standings.getByRole('columnheader', { name: /FF/ })).toBeVisible();
    // W, L, FF first.
    expect((await cells(hawks.name)).slice(0, 3)).toEqual(['2', '0', '0']);
    expect((await cells(foxes.name)).slice(0, 3)).toEqual(['0', '1', '1']);
    expect((await cells(owls.name)).slice(0, 3)).toEqual(['0', '1', '0']);
    await expect(
      page.getByText(/A forfeit counts as a win for the other team and a loss for the team that forfeits/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('forfeit-standings.png'), fullPage: true });

    // The team's results list the forfeit as a win without a score.
    await page.goto(`/teams/${hawks.id}`);
    const results = page.getByRole('region', { name: `${hawks.name} results` });
    await expect(results.getByRole('row').filter({ hasText: foxes.name })).toContainText('W Forfeit');
  },
);
