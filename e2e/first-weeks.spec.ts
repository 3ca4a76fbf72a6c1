import type { APIRequestContext, Page } from '@playwright/test';
import type { AddressObject } from 'mailparser';
import type { GameDetail, GameSummary } from '#domain/game-schemas.ts';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import { WEEKDAYS } from '#domain/schedule-builder.ts';
import { freePort } from '../test/free-port.ts';
import { startSmtpServer, type Inbox } from '../test/smtp.ts';
import { dayFromToday, getJson, sendJson, signInThroughApi } from './api.ts';
import { bootstrapAdmin, expect, signInThroughForm } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

/**
 * A league's first weeks on an empty install (docs/decisions/043, 044 and 046): the first
 * steps, settings and email from the back office, a league made partly in the forms, the
 * schedule builder, two games kept by their score alone and one whole box score, the team
 * page's figures, a bracket made before the season is over, and email through a real SMTP
 * server. A server of this file's own, without the demo.
 */
const test = testOnOwnServer({ env: { ADMIN_PASSWORD } });

const LOGIN = { user: 'harbor-mailer', password: 'Dockside-mail-2027' };
let inbox: Inbox;
test.beforeAll(async () => {
  inbox = await startSmtpServer(await freePort(), LOGIN);
});
test.afterAll(() => inbox.stop());

const firstSteps = (page: Page) => page.getByRole('navigation', { name: 'First steps' });

async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  return sendJson<T>(request, 'post', url, data);
}

/** A game's scores given from one team's side. */
const scoresFor = (game: GameSummary, teamId: number, own: number, other: number) =>
  game.homeTeamId === teamId
    ? { homeTeamScore: own, awayTeamScore: other }
    : { homeTeamScore: other, awayTeamScore: own };

test('an 8-step first season from an empty install, with scores that stand without box scores', async ({
  page,
  request,
}, testInfo) => {
  await signInThroughApi(request, { username: 'admin', password: ADMIN_PASSWORD });
  await signInThroughForm(page, bootstrapAdmin);

  // An empty dashboard says where to start.
  await expect(firstSteps(page)).toBeVisible();
  await expect(firstSteps(page).getByText('0 of 8 done.')).toBeVisible();

  // 1. Name and logo, through the first step's link.
  await firstSteps(page).getByRole('link', { name: 'Name the site and add its logo' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.getByLabel('Site name').fill('Harbor Hoops');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // 8. Email: the test message goes through the real server, and the settings are saved.
  const email = page.getByRole('region', { name: 'Email delivery' });
  await email.getByLabel('Mail server').fill('127.0.0.1');
  await email.getByLabel('Connection security').selectOption('none');
  await email.getByLabel('Port').fill(String(inbox.port));
  await email.getByLabel('User name').fill(LOGIN.user);
  await email.getByLabel('Password', { exact: true }).fill(LOGIN.password);
  await email.getByLabel('Sender (From)').fill('Harbor Hoops <league@harbor.example>');
  await email.getByLabel('Send the test to').fill('board@harbor.example');
  await email.getByRole('button', { name: 'Send a test email' }).click();
  await expect(email.getByRole('status')).toHaveText(
    /^Sent to board@harbor\.example\. The mail server answered: 250 OK: message queued/,
  );
  await email.getByRole('button', { name: 'Save email settings' }).click();
  await expect(page.getByText('Email settings saved')).toBeVisible();

  // 2. The rules, read with no league yet.
  await sendJson(request, 'put', '/api/site/pages/league-rules', {
    markdown: '# Harbor Hoops rules\n\nFour players to start a game.',
  });
  await page.goto('/league-rules');
  await expect(page.getByText('Four players to start a game.')).toBeVisible();

  // 3. A season and 4. two gyms.
  const league = await created<{ id: number; name: string }>(request, '/api/leagues', {
    name: 'Winter 2027',
    startDate: dayFromToday(-60),
    endDate: dayFromToday(60),
    isActive: true,
    isRegistrationOpen: false,
  });
  const gyms = [
    await created<{ id: number; name: string }>(request, '/api/locations', {
      name: 'Pier 40 Gym',
      address: '353 West St',
    }),
    await created<{ id: number; name: string }>(request, '/api/locations', {
      name: 'Chelsea Gym',
      address: '430 W 25th St',
    }),
  ];

  // 5. Teams: the form starts with the only league chosen.
  await page.goto('/admin/teams/create');
  const teamForm = page.getByRole('main').locator('form');
  await expect(teamForm.getByLabel('League', { exact: true })).toHaveValue(String(league.id));
  await teamForm.getByLabel('Team name').fill('Harbor Seals');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByText('Created Harbor Seals')).toBeVisible();
  const teamsOf = async () =>
    (await getJson<{ Teams: { id: number; name: string }[] }>(request, `/api/leagues/${league.id}`)).Teams;
  const seals = (await teamsOf()).find((team) => team.name === 'Harbor Seals')!;
  expect(seals).toBeTruthy();
  for (const name of ['Dock Rats', 'Pier Pelicans', 'Bay Gulls']) {
    await created(request, '/api/teams', { name, LeagueId: league.id });
  }
  const all = await teamsOf();

  // 6. Two players a team, each with an address the league's email reaches.
  const players = new Map<number, { id: number; email: string }[]>();
  for (const team of all) {
    const roster = [];
    for (const first of ['Ana', 'Ben']) {
      const emailAddress = `${first.toLowerCase()}.${team.id}@harbor.example`;
      const player = await created<{ id: number }>(request, '/api/players', {
        firstName: first,
        lastName: team.name.split(' ')[1]!,
        email: emailAddress,
        phoneNumber: '(212) 555-0150',
        teamIds: [team.id],
      });
      roster.push({ id: player.id, email: emailAddress });
    }
    players.set(team.id, roster);
  }
  await page.goto('/admin');
  await expect(firstSteps(page).getByText('7 of 8 done.')).toBeVisible();

  // 7. The schedule builder, from the dashboard: both gyms on one weekday, three weeks in the past.
  await page.getByRole('link', { name: `Schedule builder: ${league.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Build the schedule' })).toBeVisible();
  const firstDate = dayFromToday(-35);
  const weekday = WEEKDAYS[new Date(`${firstDate}T12:00:00Z`).getUTCDay()]!;
  await page.getByLabel('Gym of slot 1').selectOption({ label: gyms[0]!.name });
  await page.getByLabel('Day of slot 1').selectOption({ label: weekday });
  await page.getByLabel('Time of slot 1').fill('18:30');
  await page.getByRole('button', { name: 'Add slot' }).click();
  await page.getByLabel('Gym of slot 2').selectOption({ label: gyms[1]!.name });
  await page.getByLabel('Time of slot 2').fill('18:30');
  await page.getByLabel('First date').fill(firstDate);
  await page.getByRole('button', { name: 'Preview schedule' }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('6 games on 3 dates')).toBeVisible();
  await page.getByRole('button', { name: 'Save 6 games' }).click();
  await expect(page.getByText('Created 6 games')).toBeVisible();

  // The Seals' three games: one whole box score, two kept by their score alone; the rest unplayed.
  const games = (await getJson<GameSummary[]>(request, `/api/games?leagueId=${league.id}`)).filter(
    (game) => game.homeTeamId === seals.id || game.awayTeamId === seals.id,
  );
  expect(games).toHaveLength(3);
  const [boxed, scoreOnlyA, scoreOnlyB] = games as [GameSummary, GameSummary, GameSummary];
  const detail = await getJson<GameDetail>(request, `/api/games/${boxed.id}`);
  const ours = detail.homeTeamId === seals.id ? detail.HomeTeam : detail.AwayTeam;
  const theirs = detail.homeTeamId === seals.id ? detail.AwayTeam : detail.HomeTeam;
  // Seals 60 (30 + 30), their opponent 50 (one player's 25 two-pointers, the other did not play).
  await sendJson(request, 'put', `/api/games/${boxed.id}/box-score`, {
    ...scoresFor(boxed, seals.id, 60, 50),
    lines: [
      { id: ours.Players[0]!.playerStatId, ...EMPTY_LINE, fgm: 15, fga: 25 },
      { id: ours.Players[1]!.playerStatId, ...EMPTY_LINE, fgm: 15, fga: 20 },
      { id: theirs.Players[0]!.playerStatId, ...EMPTY_LINE, fgm: 25, fga: 40 },
    ],
  });
  await sendJson(request, 'put', `/api/games/${scoreOnlyA.id}/score`, scoresFor(scoreOnlyA, seals.id, 70, 68));
  await sendJson(request, 'put', `/api/games/${scoreOnlyB.id}/score`, scoresFor(scoreOnlyB, seals.id, 80, 76));

  // Games to Enter: the two games with a score and no lines wait until they are marked score
  // only, then leave; the three games not played yet stay.
  await page.goto('/admin/scores');
  const earlier = page.getByRole('region', { name: 'Played without a complete box score' });
  const marks = earlier.getByRole('button', { name: 'Score only, no box score' });
  await expect(earlier.getByRole('listitem')).toHaveCount(5);
  await expect(marks).toHaveCount(2);
  await marks.first().click();
  await expect(page.getByText('Marked score only')).toBeVisible();
  await expect(marks).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('games-to-enter.png'), fullPage: true });
  await marks.click();
  await expect(marks).toHaveCount(0);
  await expect(earlier.getByRole('listitem')).toHaveCount(3);
  await expect(earlier.getByRole('listitem').filter({ hasText: 'Score only' })).toHaveCount(0);
  await page.goto(`/games/${scoreOnlyA.id}/box-score`);
  await expect(page.getByText('Only the score of this game was kept.')).toBeVisible();

  // The team page: points from the scores, stat averages over the one box score, each named.
  await page.goto(`/teams/${seals.id}`);
  const statistics = page.getByRole('region', { name: 'Team statistics', exact: true });
  // 60 + 70 + 80 = 210 for, 50 + 68 + 76 = 194 against, over 3 games: 70.0 and 64.7.
  await expect(statistics).toContainText(
    'Over 3 games played. From the scores: 70.0 points for and 64.7 against a game.',
  );
  await expect(statistics.getByRole('note')).toHaveText(
    'Box scores entered for 1 of 3 games. The figures below count those games.',
  );
  // PTS a game over the one game with lines: 60.0, not 60 / 3 = 20.0.
  await expect(
    statistics
      .getByRole('row', { name: /^Per game/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('60.0');
  await statistics.screenshot({ path: testInfo.outputPath('team-statistics.png') });

  // A bracket while three regular-season games are still to be played: the seeds, then a question.
  await page.goto('/admin');
  await page.getByRole('link', { name: `Playoffs: ${league.name}` }).click();
  await expect(page.getByRole('note')).toHaveText(/^3 regular-season games are not played yet\./);
  const seeds = page.getByRole('region', { name: "Seeds from today's standings" });
  await page.getByLabel('Teams in the playoffs').selectOption({ label: 'Top 4' });
  await expect(seeds.getByRole('listitem')).toHaveCount(4);
  await expect(seeds.getByRole('listitem').first()).toHaveText(/Harbor Seals 3-0$/);
  await page.screenshot({ path: testInfo.outputPath('early-bracket.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create bracket' }).click();
  const question = page.getByRole('dialog', { name: 'Create the bracket before the season is over?' });
  await question.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('button', { name: 'Create bracket' })).toBeVisible();
  await page.getByRole('button', { name: 'Create bracket' }).click();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Bracket created')).toBeVisible();
  // Games kept by their score count for the Seals' roster: neither is short of games.
  await expect(page.getByText(/a game without a box score for the team counts for every player/)).toBeVisible();
  const notEligible = page.getByRole('region', { name: 'Not eligible' });
  await expect(notEligible).not.toContainText('Seals');

  const semifinals = page.getByRole('region', { name: 'Semifinals' });
  const first = semifinals.getByRole('form').first();
  await first.getByLabel('Date').fill(dayFromToday(5));
  await first.getByLabel('Gym').selectOption({ label: gyms[1]!.name });
  await first.getByRole('button', { name: 'Schedule game' }).click();
  await expect(page.getByText('Game scheduled')).toBeVisible();

  // The public bracket names the gym; the schedule names the round.
  await page.goto('/playoffs');
  const semifinal = page.getByRole('region', { name: 'Semifinals', exact: true }).getByRole('article').first();
  await expect(semifinal.getByRole('link', { name: gyms[1]!.name })).toBeVisible();
  await page.goto('/schedule');
  await expect(page.getByRole('row').filter({ hasText: 'Semifinal' })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('schedule.png'), fullPage: true });

  // Email, switched on from the back office: the semifinal's postponement reaches both teams' players.
  const postponed = (await getJson<GameSummary[]>(request, `/api/games?leagueId=${league.id}`)).find(
    (game) => game.round === 'Semifinal',
  )!;
  await sendJson(request, 'put', `/api/games/${postponed.id}/status`, { status: 'postponed', reason: 'Gym closed' });
  const reached = [...players.get(postponed.homeTeamId)!, ...players.get(postponed.awayTeamId)!].map(
    (player) => player.email,
  );
  const recipients = () =>
    inbox.messages.flatMap((message) =>
      ([] as AddressObject[]).concat(message.to ?? []).flatMap((to) => to.value.map((address) => address.address)),
    );
  await expect.poll(recipients, { timeout: 30_000 }).toEqual(expect.arrayContaining(reached));

  // Every first step is done: the dashboard is the menu alone.
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Leagues' })).toBeVisible();
  await expect(firstSteps(page)).toHaveCount(0);
});

test(
  'on a phone, the first steps and a forfeit on the schedule keep to the width of the screen',
  { tag: '@phone' },
  async ({ page, request, isPhone }, testInfo) => {
    test.skip(!isPhone, 'the phone layout');
    await signInThroughApi(request, { username: 'admin', password: ADMIN_PASSWORD });
    const league = await created<{ id: number }>(request, '/api/leagues', {
      name: 'Phone League',
      startDate: dayFromToday(-30),
      endDate: dayFromToday(30),
      isActive: true,
      isRegistrationOpen: false,
    });
    const gym = await created<{ id: number }>(request, '/api/locations', {
      name: 'Riverside Community Center Gym',
      address: '1 River Rd',
    });
    const home = await created<{ id: number }>(request, '/api/teams', { name: 'Westside Wolves', LeagueId: league.id });
    const away = await created<{ id: number }>(request, '/api/teams', { name: 'Eastside Eagles', LeagueId: league.id });
    const game = await created<{ id: number }>(request, '/api/games', {
      homeTeamId: home.id,
      awayTeamId: away.id,
      date: dayFromToday(-3),
      time: '19:00',
      locationId: gym.id,
    });
    await sendJson(request, 'put', `/api/games/${game.id}/status`, { status: 'forfeit', forfeitedBy: 'away' });

    await page.goto('/schedule');
    const card = page.getByRole('row').filter({ hasText: 'Forfeit: Westside Wolves win' });
    await expect(card).toBeVisible();
    // Each team's name keeps to one line, and the status has the card's width under the gym.
    const lineHeight = await card
      .getByRole('link', { name: 'Westside Wolves' })
      .evaluate((link) => parseFloat(getComputedStyle(link).lineHeight));
    for (const name of ['Westside Wolves', 'Eastside Eagles']) {
      const box = (await card.getByRole('link', { name }).boundingBox())!;
      expect(box.height, name).toBeLessThan(lineHeight * 1.5);
    }
    const status = (await card.getByText('Forfeit: Westside Wolves win').boundingBox())!;
    const cardBox = (await card.boundingBox())!;
    expect(status.width).toBeGreaterThan(cardBox.width / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('schedule-forfeit.png'), fullPage: true });

    await signInThroughForm(page, bootstrapAdmin);
    await expect(firstSteps(page)).toBeVisible();
    await expect(firstSteps(page).getByRole('link', { name: 'Build the schedule' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('first-steps.png'), fullPage: true });
  },
);
