import type { APIRequestContext } from '@playwright/test';
import type { League } from '#domain/leagues.ts';
import type { OutboxPage } from '#domain/mail.ts';
import type { PlayerDetail } from '#domain/players.ts';
import type { Team } from '#domain/teams.ts';
import { dayFromToday, getJson, sendJson, signInThroughApi } from './api.ts';
import {
  allowConsoleErrors,
  createAdmin,
  expect,
  expectNoSeriousA11yViolations,
  failedRequest,
  signInThroughForm,
  unique,
  type Credentials,
} from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A demo server of this file's own: the leagues, players and merges made here never meet the pages
// other specs read on the shared demo server.
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });

/**
 * A league of the test's own with two teams, made as `admin`. It is not active: the shared
 * server's public pages show the demo's active league, which other specs read.
 */
async function leagueWithTeams(request: APIRequestContext, admin: Credentials) {
  await signInThroughApi(request, admin);
  const league = await sendJson<League>(request, 'post', '/api/leagues', {
    name: unique('Mail League'),
    startDate: dayFromToday(-30),
    endDate: dayFromToday(120),
    isRegistrationOpen: false,
    isActive: false,
  });
  const team = (name: string) =>
    sendJson<Team>(request, 'post', '/api/teams', { name: unique(name), LeagueId: league.id });
  return { league, teams: [await team('Falcons'), await team('Ravens')] };
}

/** A player of the test's own on `team`, made by the signed-in admin. */
const player = (request: APIRequestContext, team: Team, first: string, last: string, email: string) =>
  sendJson<PlayerDetail>(request, 'post', '/api/players', {
    firstName: first,
    lastName: last,
    email,
    phoneNumber: '(718) 555-0190',
    teamIds: [team.id],
  });

test(
  'the create screen finds a returning player and adds them to the chosen team instead',
  { tag: '@phone' },
  async ({ page, request }) => {
    const admin = await createAdmin(request);
    const { teams } = await leagueWithTeams(request, admin);
    const last = unique('Okoro');
    const email = `${last.toLowerCase()}@example.com`;
    const existing = await player(request, teams[0]!, 'Chidi', last, email);

    await signInThroughForm(page, admin);
    await page.goto('/admin/players/create');
    await page.getByLabel('Email').fill(email.toUpperCase());
    const notice = page.getByRole('status').filter({ hasText: 'This may be a player the league already has' });
    await expect(notice.getByRole('link', { name: `Chidi ${last}` })).toBeVisible();
    await expect(notice).toContainText(`Current team: ${teams[0]!.name}`);
    const add = notice.getByRole('button', { name: `Add Chidi ${last} to the chosen team instead` });
    await expect(add).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Team', { exact: true }).selectOption(String(teams[1]!.id));
    await add.click();
    await expect(page.getByText(`Added Chidi ${last} to ${teams[1]!.name}`)).toBeVisible();
    await expect(page).toHaveURL(`/admin/players/update/${existing.id}`);
    const after = await getJson<PlayerDetail>(request, `/api/players/${existing.id}`);
    expect(after.teams.map((team) => [team.id, team.PlayerTeam.isCurrentTeam]).sort()).toEqual(
      [
        [teams[0]!.id, true],
        [teams[1]!.id, true],
      ].sort(),
    );
  },
);

test('an admin merges a duplicate; its old page shows the kept player', async ({ page, request }) => {
  const admin = await createAdmin(request);
  const { teams } = await leagueWithTeams(request, admin);
  const last = unique('Mensah');
  const kept = await player(request, teams[0]!, 'Kofi', last, `${last.toLowerCase()}@example.com`);
  const duplicate = await player(request, teams[1]!, 'Kofi', last, `kofi.${last.toLowerCase()}@example.com`);

  await signInThroughForm(page, admin);
  await page.goto(`/admin/players/update/${kept.id}`);
  const section = page.getByRole('region', { name: 'Merge a duplicate' });
  await section.getByLabel(`Player to merge into Kofi ${last}`).selectOption(String(duplicate.id));
  await section.getByRole('button', { name: 'Merge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge players' });
  await expect(dialog).toContainText(`Merge Kofi ${last} into Kofi ${last}?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText(`Merged Kofi ${last} into Kofi ${last}: 0 stat lines, 1 team, 0 awards and 0 registrations moved`),
  ).toBeVisible();
  await expect(section.getByText(`kofi.${last.toLowerCase()}@example.com`)).toBeVisible();

  // The kept player is on both teams; the duplicate's address now shows them.
  await page.goto(`/players/${duplicate.id}`);
  await expect(page).toHaveURL(`/players/${kept.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Kofi ${last}` })).toBeVisible();
  await expect(page.getByRole('link', { name: teams[1]!.name }).first()).toBeVisible();
});

test('the outbox shows what waits without SMTP; the unsubscribe link works without signing in', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const admin = await createAdmin(request);
  const { teams } = await leagueWithTeams(request, admin);
  const last = unique('Ibarra');
  const email = `${last.toLowerCase()}@example.com`;
  await player(request, teams[0]!, 'Rosa', last, email);
  const gym = await sendJson<{ id: number }>(request, 'post', '/api/locations', {
    name: unique('Gym'),
    address: '9 Hoop Lane',
  });
  const game = await sendJson<{ id: number }>(request, 'post', '/api/games', {
    homeTeamId: teams[0]!.id,
    awayTeamId: teams[1]!.id,
    date: dayFromToday(10),
    time: '19:00',
    locationId: gym.id,
  });
  await sendJson(request, 'put', `/api/games/${game.id}/status`, { status: 'postponed', reason: 'Gym flooded' });

  await signInThroughForm(page, admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Email is not set up on this server' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: email });
  await expect(item).toContainText('Waiting');
  await expect(item).toContainText(`Postponed: ${teams[0]!.name} vs ${teams[1]!.name}`);
  await item.getByText('Read the message').click();
  await expect(item).toContainText('Hi Rosa,');
  await expect(item).toContainText('Reason: Gym flooded');
  await page.getByLabel('Show').selectOption('sent');
  await expect(page.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The message's link, opened by the player in a browser of their own.
  const outbox = await getJson<OutboxPage>(page.request, '/api/outbox');
  const text = outbox.messages.find((message) => message.to === email)!.text;
  const link = /\/unsubscribe\/[\w-]+/.exec(text)![0];
  const visitor = await browser.newPage({ baseURL: baseURL! });
  await visitor.goto(link);
  const masked = `${email.slice(0, 1)}***@example.com`;
  await expect(visitor.getByText(`weekly reminders to ${masked}?`)).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('status')).toHaveText(
    `${masked} gets no more game news or weekly reminders. Replies to your own registrations still arrive.`,
  );
  await visitor.reload();
  await expect(visitor.getByRole('status')).toContainText(`${masked} gets no more game news`);

  allowConsoleErrors(visitor, failedRequest(404, '/api/unsubscribe/not-a-real-token-at-all'));
  await visitor.goto('/unsubscribe/not-a-real-token-at-all');
  await expect(visitor.getByRole('alert')).toHaveText(
    'That unsubscribe link is not valid. Copy the whole link from the email.',
  );
  await visitor.close();
});

test('the players list offers the CSV export with contact details and consent', async ({ page, request }) => {
  const admin = await createAdmin(request);
  await signInThroughForm(page, admin);
  await page.goto('/admin/players/list');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export players as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^players-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8').split('\r\n')[0]).toContain('"Waiver version","Agreed to waiver at"');
});
