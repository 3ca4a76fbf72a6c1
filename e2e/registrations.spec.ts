import type { Page } from '@playwright/test';
import type { League } from '#domain/leagues.ts';
import type { OutboxPage } from '#domain/mail.ts';
import type { Team } from '#domain/teams.ts';
import { getJson, sendJson, signInThroughApi } from './api.ts';
import { bootstrapAdmin, expect, expectNoSeriousA11yViolations, signInThroughForm, unique } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A demo server of this file's own: its league waits for approval, which the shared server's
// registration specs must not meet.
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });
// Desktop journeys (no @phone tag): the registration form has its own phone tests in register.spec.ts.

/** A league of the test's own, open for registration and waiting for approval, with two teams. */
async function manualLeague(request: Parameters<typeof signInThroughApi>[0]) {
  await signInThroughApi(request, bootstrapAdmin);
  const league = await sendJson<League>(request, 'post', '/api/leagues', {
    name: unique('Approval League'),
    startDate: '2026-09-01',
    endDate: '2027-06-01',
    isRegistrationOpen: true,
    isActive: true,
    registrationApproval: 'manual',
    rosterLimit: 10,
  });
  const team = (name: string) =>
    sendJson<Team>(request, 'post', '/api/teams', { name: unique(name), LeagueId: league.id });
  const teams = [await team('Comets'), await team('Meteors')];
  await request.post('/api/users/logout');
  return { league, teams };
}

/** A visitor fills in the form for `team`; the caller presses Register. */
async function fillRegistration(
  page: Page,
  league: League,
  team: Team,
  person: { first: string; last: string; email: string },
) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone number').fill('(718) 555-0123');
  await page.getByLabel('League', { exact: true }).selectOption(String(league.id));
  await page.getByLabel('Team', { exact: true }).selectOption(String(team.id));
  await page.getByLabel('I have read and agree to the waiver').check();
}

test('a registration waits for approval; the admin approves it, confirms the captain and marks the fee paid', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { league, teams } = await manualLeague(request);
  const person = { first: 'Lena', last: unique('Ortiz'), email: `${unique('lena')}@example.com` };

  const visitor = await browser.newPage({ baseURL: baseURL! });
  await fillRegistration(visitor, league, teams[0]!, person);
  await visitor.getByLabel('I want to be a team captain').check();
  await visitor.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'Registration received!' })).toBeFocused();
  await expect(visitor.getByText(/will review your registration/)).toBeVisible();
  await expect(visitor.getByText(/Your request to be captain goes to the league administrator/)).toBeVisible();

  // Waiting, the player is on no public roster.
  await visitor.goto(`/teams/${teams[0]!.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: teams[0]!.name })).toBeVisible();
  await expect(visitor.getByText(person.last)).toHaveCount(0);

  await signInThroughForm(page, bootstrapAdmin);
  await page.getByRole('link', { name: 'Registrations' }).click();
  await page.getByLabel('League', { exact: true }).selectOption(String(league.id));
  const waiting = page.getByRole('region', { name: 'Waiting for approval' });
  await expect(waiting.getByText(`${person.first} ${person.last}`, { exact: true })).toBeVisible();
  await expect(waiting.getByText(/Agreed to waiver version 1 on/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await waiting.getByRole('button', { name: `Approve ${person.first} ${person.last}` }).click();
  await expect(page.getByText(`Registration approved: ${person.first} ${person.last}`)).toBeVisible();
  await expect(waiting.getByText('No registration is waiting.')).toBeVisible();

  const captains = page.getByRole('region', { name: 'Captain requests' });
  await captains.getByRole('button', { name: `Confirm ${person.first} ${person.last} as captain` }).click();
  await expect(captains.getByText('No captain request is waiting.')).toBeVisible();

  const fees = page.getByRole('region', { name: 'Teams and fees' });
  const row = fees.getByRole('row', { name: new RegExp(teams[0]!.name) });
  await expect(row.getByRole('cell').first()).toHaveText('1 of 10');
  await row.getByLabel('Date paid').fill('2026-09-02');
  await row.getByRole('button', { name: `Mark ${teams[0]!.name} paid` }).click();
  await expect(row.getByText('Paid $2,300 on Sep 2, 2026')).toBeVisible();

  await visitor.goto(`/teams/${teams[0]!.id}`);
  await expect(visitor.getByRole('main').getByText(person.last).first()).toBeVisible();
  await visitor.close();
});

test('a returning player registers as anyone does; the admin sees the possible match and approves them as the same player', async ({
  page,
  request,
}) => {
  const { league, teams } = await manualLeague(request);
  const person = { first: 'Theo', last: unique('Banks'), email: `${unique('theo')}@example.com` };
  await fillRegistration(page, league, teams[0]!, person);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registration received!' })).toBeVisible();
  await signInThroughApi(request, bootstrapAdmin);
  const [first] = (await (await request.get(`/api/registrations?leagueId=${league.id}`)).json()) as { id: number }[];
  await sendJson(request, 'post', `/api/registrations/${first!.id}/approve`, {});
  const [approved] = (await (await request.get(`/api/registrations?leagueId=${league.id}`)).json()) as {
    playerId: number;
  }[];

  // The same email in another case: the visitor is told nothing of a match.
  await fillRegistration(page, league, teams[1]!, { ...person, email: person.email.toUpperCase() });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registration received!' })).toBeVisible();

  const name = `${person.first} ${person.last}`;
  await signInThroughForm(page, bootstrapAdmin);
  await page.getByRole('link', { name: 'Registrations' }).click();
  await page.getByLabel('League', { exact: true }).selectOption(String(league.id));
  const waiting = page.getByRole('region', { name: 'Waiting for approval' });
  await expect(waiting.getByText(`May be ${name} (same email) · not confirmed by ${name}`)).toBeVisible();
  await expect(waiting.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/admin/players/update/${approved!.playerId}`,
  );
  await expectNoSeriousA11yViolations(page);
  await waiting.getByRole('button', { name: `Approve ${name} as ${name}` }).click();
  await expect(page.getByText(`Registration approved: ${name}`)).toBeVisible();
  await expect(waiting.getByText('No registration is waiting.')).toBeVisible();

  const player = (await (await request.get(`/api/players/${approved!.playerId}`)).json()) as {
    teams: { id: number }[];
  };
  expect(player.teams.map((team) => team.id).sort()).toEqual([teams[0]!.id, teams[1]!.id].sort());
});

test('the player on file confirms by the emailed link, and the new player made by the registration merges into them', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await signInThroughApi(request, bootstrapAdmin);
  const league = await sendJson<League>(request, 'post', '/api/leagues', {
    name: unique('Open League'),
    startDate: '2026-09-01',
    endDate: '2027-06-01',
    isRegistrationOpen: true,
    isActive: true,
  });
  const team = await sendJson<Team>(request, 'post', '/api/teams', { name: unique('Rockets'), LeagueId: league.id });
  const last = unique('Moreau');
  const email = `${last.toLowerCase()}@example.com`;
  const onFile = await sendJson<{ id: number }>(request, 'post', '/api/players', {
    firstName: 'Ines',
    lastName: last,
    email,
    phoneNumber: '(718) 555-0144',
    teamIds: [team.id],
  });
  await request.post('/api/users/logout');

  // Someone registers with her email under another name: on the roster at once, as a new player.
  const visitor = await browser.newPage({ baseURL: baseURL! });
  await fillRegistration(visitor, league, team, { first: 'Mallory', last: unique('Stone'), email });
  await visitor.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: "You're registered!" })).toBeVisible();
  await visitor.close();

  // The admin sees the match, not yet confirmed, and the way to merge by hand.
  await signInThroughForm(page, bootstrapAdmin);
  await page.goto('/admin/registrations');
  await page.getByLabel('League', { exact: true }).selectOption(String(league.id));
  const every = page.getByRole('region', { name: 'Every registration' });
  await expect(every.getByText(`May be Ines ${last} (same email) · not confirmed by Ines ${last}`)).toBeVisible();
  await expect(every.getByRole('link', { name: `merge it into Ines ${last}` })).toBeVisible();

  // The message went to the address on file, greeting the name on file.
  const outbox = await getJson<OutboxPage>(page.request, '/api/outbox');
  const asked = outbox.messages.find((message) => message.kind === 'registration-match' && message.to === email)!;
  expect(asked.text).toMatch(/^Hi Ines,/);
  expect(asked.text).not.toContain('Mallory');
  const link = /\/registrations\/confirm\/[\w-]+/.exec(asked.text)![0];

  // The owner, in a browser of their own, signed in nowhere.
  const ownBrowser = await browser.newContext({ baseURL: baseURL! });
  const owner = await ownBrowser.newPage();
  await owner.goto(link);
  await expect(owner.getByRole('heading', { level: 1, name: 'Confirm your registration' })).toBeVisible();
  await expect(
    owner.getByText(`Hi Ines, someone registered for ${team.name} (${league.name}) with details that match yours.`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  await owner.getByRole('button', { name: 'Yes, it was me' }).click();
  await expect(owner.getByRole('status')).toHaveText(
    `Thank you, Ines. The registration for ${team.name} is confirmed as yours. Its games are now on your player page.`,
  );
  await owner.reload();
  await expect(owner.getByRole('status')).toContainText('is confirmed as yours');
  await ownBrowser.close();

  const roster = (await (await page.request.get(`/api/teams/${team.id}`)).json()) as { Players: { id: number }[] };
  expect(roster.Players.map((player) => player.id)).toEqual([onFile.id]);
  await page.reload();
  await page.getByLabel('League', { exact: true }).selectOption(String(league.id));
  await expect(every.getByText(`May be Ines ${last} (same email) · confirmed by Ines ${last} on`)).toBeVisible();
});
