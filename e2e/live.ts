import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { signInThroughApi } from './api.ts';
import { expect, unique, type Credentials } from './fixtures.ts';

/**
 * What the live game's specs share: the phone a scorekeeper holds, a game of a test's own, and
 * the scoring screen's controls as a scorekeeper finds them.
 */

/** The bootstrap admin of a server of a spec's own (e2e/own-server.ts). */
export const OWN_ADMIN: Credentials = { username: 'admin', password: 'own-server-pass', name: 'League Administrator' };

/** A phone in portrait, touch and all. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

export async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

export type Team = { id: number; name: string; players: number[] };

/**
 * A game of the test's own, in an active league of its own, between a home team and an away
 * team whose players are numbered 1, 2, … in the order given ("First Last").
 */
export async function ownGame(
  request: APIRequestContext,
  { league: leagueName, home: homePlayers, away: awayPlayers }: { league: string; home: string[]; away: string[] },
  admin: Credentials = OWN_ADMIN,
) {
  await signInThroughApi(request, admin);
  const league = await created<{ id: number }>(request, '/api/leagues', {
    name: unique(leagueName),
    startDate: '2026-01-05',
    endDate: '2026-04-30',
    isActive: true,
    isRegistrationOpen: false,
  });
  const location = await created<{ id: number }>(request, '/api/locations', {
    name: unique('Gym'),
    address: '1 Court St',
  });
  const team = async (name: string, people: string[]): Promise<Team> => {
    const made = await created<{ id: number; name: string }>(request, '/api/teams', {
      name: unique(name),
      LeagueId: league.id,
    });
    const players: number[] = [];
    for (const [index, person] of people.entries()) {
      const [firstName, lastName] = person.split(' ');
      const player = await created<{ id: number }>(request, '/api/players', {
        firstName,
        lastName,
        email: `${unique('live')}@example.com`,
        phoneNumber: '(555) 123-4567',
        jerseyNumber: index + 1,
        teamIds: [made.id],
      });
      players.push(player.id);
    }
    return { id: made.id, name: made.name, players };
  };
  const home = await team('Hawks', homePlayers);
  const away = await team('Owls', awayPlayers);
  const game = await created<{ id: number }>(request, '/api/games', {
    homeTeamId: home.id,
    awayTeamId: away.id,
    date: '2026-02-11',
    time: '19:00',
    locationId: location.id,
  });
  return { id: game.id, home, away, league };
}

/** Signs the browser context in as `credentials`: its pages share the session. */
export async function signInContext(context: BrowserContext, credentials: Credentials = OWN_ADMIN) {
  const login = await context.request.post('/api/users/login', {
    data: { username: credentials.username, password: credentials.password },
  });
  expect(login.ok()).toBe(true);
}

export const livePath = (gameId: number) => `/admin/games/update/${gameId}/live`;

/** The live screen of a game, open and ready in `page`. */
export async function openLive(page: Page, gameId: number) {
  await page.goto(livePath(gameId));
  await expect(page.getByRole('region', { name: 'Score' })).toBeVisible();
}

export const column = (page: Page, team: Pick<Team, 'name'>) =>
  page.getByRole('region', { name: team.name, exact: true });
export const player = (page: Page, team: Pick<Team, 'name'>, jersey: number) =>
  column(page, team).getByRole('button', { name: new RegExp(`^#${jersey} `) });
export const action = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Plays', exact: true }).getByRole('button', { name: label, exact: true });
/** What the screen says of the plays not sent. */
export const sendStatus = (page: Page) => page.getByRole('status').filter({ hasText: /All plays sent|not sent yet/ });

/** A play in two taps: the player, then what happened. */
export async function play(page: Page, team: Pick<Team, 'name'>, jersey: number, label: string) {
  await player(page, team, jersey).click();
  await action(page, label).click();
}

/** Both starting fives (players 1 to 5), then the start of the first half. */
export async function startGame(page: Page, home: Pick<Team, 'name'>, away: Pick<Team, 'name'>) {
  for (const team of [home, away]) {
    const five = page.getByRole('region', { name: `${team.name}: starting five` });
    for (let jersey = 1; jersey <= 5; jersey++)
      await five.getByRole('button', { name: new RegExp(`^#${jersey} `) }).click();
    await five.getByRole('button', { name: 'Record starting five' }).click();
    await expect(page.getByRole('region', { name: team.name, exact: true })).toContainText('Starting five');
  }
  await page.getByRole('button', { name: 'Start 1st half' }).click();
  await expect(page.getByRole('region', { name: 'Score' })).toContainText('1st half');
}
