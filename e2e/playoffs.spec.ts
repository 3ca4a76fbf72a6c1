import type { APIRequestContext } from '@playwright/test';
import type { BracketAnswer } from '#domain/playoff-schemas.ts';
import { dayFromToday, getJson, sendJson, signInThroughApi } from './api.ts';
import { createAdmin, expect, expectNoSeriousA11yViolations, signInThroughForm, unique } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A server of this file's own: the active league made here shows on no page other specs check.
const test = testOnOwnServer({ env: { ADMIN_PASSWORD } });

/**
 * An active league of four teams whose regular season ranks them Hawks, Owls, Foxes, Bears
 * (3-0, 2-1, 1-2, 0-3), and a gym of its own.
 */
async function finishedSeason(request: APIRequestContext) {
  await signInThroughApi(request, { username: 'admin', password: ADMIN_PASSWORD });
  const league = await sendJson<{ id: number; name: string }>(request, 'post', '/api/leagues', {
    name: unique('Playoff League'),
    startDate: dayFromToday(-40),
    endDate: dayFromToday(40),
    isActive: true,
    isRegistrationOpen: false,
  });
  const gym = await sendJson<{ id: number; name: string }>(request, 'post', '/api/locations', {
    name: unique('Gym'),
    address: '1 Court St',
  });
  const team = (name: string) =>
    sendJson<{ id: number; name: string }>(request, 'post', '/api/teams', { name: unique(name), LeagueId: league.id });
  const [hawks, owls, foxes, bears] = [
    await team('Hawks'),
    await team('Owls'),
    await team('Foxes'),
    await team('Bears'),
  ];
  let day = -30;
  const play = async (home: { id: number }, away: { id: number }) => {
    const game = await sendJson<{ id: number }>(request, 'post', '/api/games', {
      homeTeamId: home.id,
      awayTeamId: away.id,
      date: dayFromToday(day++),
      time: '19:00',
      locationId: gym.id,
    });
    await sendJson(request, 'put', `/api/games/${game.id}/score`, { homeTeamScore: 50, awayTeamScore: 40 });
  };
  for (const [home, away] of [
    [hawks, owls],
    [hawks, foxes],
    [hawks, bears],
    [owls, foxes],
    [owls, bears],
    [foxes, bears],
  ] as const) {
    await play(home, away);
  }
  return { league, gym, hawks, owls, foxes, bears };
}

test(
  'an admin makes a bracket and schedules its games; winners move on to a champion the playoffs page shows',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    // First: making the admin signs the API context out, and the season signs it in.
    const me = await createAdmin(request);
    const { league, gym, hawks, owls, foxes, bears } = await finishedSeason(request);
    await signInThroughForm(page, me);

    await page.goto('/admin/leagues/list');
    await page.getByRole('link', { name: `Playoffs of ${league.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Playoffs' })).toBeVisible();
    await page.getByLabel('Teams in the playoffs').selectOption({ label: 'Top 4' });
    await page.getByLabel('A game for third place').check();
    await page.getByRole('button', { name: 'Create bracket' }).click();
    await expect(page.getByText('Bracket created')).toBeVisible();

    // Semifinals 1 v 4 and 2 v 3, scheduled from the screen.
    const semifinals = page.getByRole('region', { name: 'Semifinals' });
    await expect(semifinals.getByRole('article')).toHaveCount(2);
    const first = semifinals.getByRole('form', { name: `Schedule ${hawks.name} vs ${bears.name}` });
    await first.getByLabel('Date').fill(dayFromToday(2));
    await first.getByLabel('Gym').selectOption({ label: gym.name });
    await first.getByRole('button', { name: 'Schedule game' }).click();
    await expect(page.getByText('Game scheduled')).toBeVisible();
    await expect(semifinals.getByRole('link', { name: 'Enter Box Score' })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Not eligible' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('bracket-admin.png'), fullPage: true });

    // The rest through the API: Hawks beat Bears, Foxes upset Owls; Hawks win the final, Owls third.
    const url = `/api/leagues/${league.id}/playoffs`;
    const schedule = async (key: string, days: number) => {
      const bracket = await sendJson<BracketAnswer>(request, 'put', `${url}/${key}`, {
        date: dayFromToday(days),
        time: '20:15',
        locationId: gym.id,
      });
      return bracket.rounds.flatMap((round) => round.games).find((game) => game.key === key)!.game!.id;
    };
    const score = (id: number, home: number, away: number) =>
      sendJson(request, 'put', `/api/games/${id}/score`, { homeTeamScore: home, awayTeamScore: away });
    await score(await schedule('r1-m0', 2), 61, 40);
    await score(await schedule('r1-m1', 3), 44, 47);
    await score(await schedule('r2-m0', 9), 55, 50);
    await score(await schedule('third', 8), 48, 42);
    expect((await getJson<BracketAnswer>(request, url)).championTeamId).toBe(hawks.id);

    // The public page: linked from the home page, the bracket and its champion.
    await page.goto('/');
    const switcher = page.getByLabel('League', { exact: true });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if ((await switcher.count()) > 0) await switcher.selectOption(String(league.id));
    await page.getByRole('link', { name: 'Playoff bracket' }).click();
    await expect(page).toHaveURL(/\/playoffs$/);
    await expect(page.getByText(`Champion: ${hawks.name}`)).toBeVisible();
    for (const round of ['Semifinals', 'Final', 'Third place']) {
      await expect(page.getByRole('region', { name: round, exact: true })).toBeVisible();
    }
    const final = page.getByRole('region', { name: 'Final', exact: true }).getByRole('article');
    await expect(final).toContainText(hawks.name);
    await expect(final).toContainText(foxes.name);
    await expect(page.getByRole('region', { name: 'Third place' }).getByRole('article')).toContainText(owls.name);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('bracket.png'), fullPage: true });

    // The team's page keeps the regular season's figures apart from the playoffs'.
    await page.goto(`/teams/${hawks.id}`);
    const statistics = page.getByRole('region', { name: 'Team statistics', exact: true });
    await expect(statistics.getByText('Over 3 games played.')).toBeVisible();
    await statistics.getByRole('button', { name: 'Playoffs' }).click();
    await expect(statistics.getByText('Over 2 games played.')).toBeVisible();
    await expect(page).toHaveURL(/\?phase=playoffs$/);
    await page.goBack();

    // Each matchup leads to its box score.
    await final.getByRole('link', { name: 'Final: box score' }).click();
    await expect(page).toHaveURL(/\/games\/\d+\/box-score$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(hawks.name);
  },
);
