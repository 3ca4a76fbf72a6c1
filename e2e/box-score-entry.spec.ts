import type { APIRequestContext, Page } from '@playwright/test';
import type { GameDetail } from '#domain/game-schemas.ts';
import type { StoredStatLine } from '#domain/player-stats.ts';
import { getJson, signInThroughApi } from './api.ts';
import { createAdmin, expect, expectNoSeriousA11yViolations, signInThroughForm, unique } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

// A server of this file's own, empty but for what the tests make.
const test = testOnOwnServer({ env: { ADMIN_PASSWORD } });

async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

/** A game with no score yet between two teams of `players` players each, made through the API. */
async function gameWithRosters(request: APIRequestContext, players: number) {
  const league = await created<{ id: number }>(request, '/api/leagues', {
    name: unique('Grid League'),
    startDate: '2026-01-05',
    endDate: '2026-03-30',
    isActive: true,
    isRegistrationOpen: false,
  });
  const location = await created<{ id: number }>(request, '/api/locations', {
    name: unique('Gym'),
    address: '1 Court St',
  });
  const team = async (prefix: string) => {
    const made = await created<{ id: number }>(request, '/api/teams', {
      name: unique(prefix),
      LeagueId: league.id,
      logoUrl: null,
    });
    for (let jersey = 1; jersey <= players; jersey++) {
      await created(request, '/api/players', {
        firstName: `${prefix} ${jersey}`,
        lastName: unique('Player'),
        email: `${unique('grid')}@example.com`,
        phoneNumber: '(555) 123-4567',
        jerseyNumber: jersey,
        teamIds: [made.id],
      });
    }
    return made;
  };
  const home = await team('Hawks');
  const away = await team('Owls');
  const game = await created<{ id: number }>(request, '/api/games', {
    homeTeamId: home.id,
    awayTeamId: away.id,
    date: '2026-01-11',
    time: '19:00',
    locationId: location.id,
  });
  return getJson<GameDetail>(request, `/api/games/${game.id}`);
}

/** A line as the scorebook has it: field goals with their threes, total rebounds. */
type Entered = [
  fgm: number,
  fga: number,
  threepm: number,
  threepa: number,
  ftm: number,
  fta: number,
  reb: number,
  oreb: number,
  ast: number,
  stl: number,
  blk: number,
  to: number,
  pf: number,
];

/** The scorebook's columns, FGM to PF. */
const COLUMNS = 13;

const pointsOf = ([fgm, , threepm, , ftm]: Entered) => 2 * (fgm - threepm) + 3 * threepm + ftm;
const teamPoints = (lines: readonly (Entered | null)[]) =>
  lines.reduce((sum, line) => sum + (line ? pointsOf(line) : 0), 0);

/** The stored meaning: field goals without threes, defensive rebounds. */
const storedOf = ([fgm, fga, threepm, threepa, ftm, fta, reb, oreb, ast, stl, blk, to, pf]: Entered) => ({
  fgm: fgm - threepm,
  fga: fga - threepa,
  threepm,
  threepa,
  ftm,
  fta,
  rebounds: reb - oreb,
  offensiveRebounds: oreb,
  assists: ast,
  steals: stl,
  blocks: blk,
  turnovers: to,
  personalFouls: pf,
});

const NOTHING = storedOf([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

type Named = { firstName: string; lastName: string };

const cell = (page: Page, line: Named, label: string) =>
  page.getByRole('textbox', { name: `${line.firstName} ${line.lastName} ${label}`, exact: true });

const didNotPlay = (page: Page, line: Named) =>
  page.getByRole('checkbox', { name: `${line.firstName} ${line.lastName} did not play`, exact: true });

// On the desktop only (no @phone tag): the keyboard path is the same on every screen.
test('a whole game is entered by keyboard alone and stored in the stored meaning', async ({ page, request }) => {
  // Some 300 keystrokes, on a machine shared with other runs.
  test.setTimeout(90_000);
  const me = await createAdmin(request);
  await signInThroughApi(request, me);
  const game = await gameWithRosters(request, 5);
  const home = game.HomeTeam.Players;
  const away = game.AwayTeam.Players;
  // The home team's first player did not play; the away team's last one came late.
  const homeLines: (Entered | null)[] = [
    null,
    [4, 9, 0, 1, 2, 2, 5, 1, 2, 0, 1, 1, 2],
    [3, 8, 1, 4, 0, 0, 3, 0, 6, 2, 0, 3, 1],
    [2, 5, 2, 4, 1, 2, 1, 0, 1, 0, 0, 0, 4],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
  ];
  const awayLines: Entered[] = [
    [6, 12, 1, 3, 4, 6, 9, 3, 2, 1, 2, 2, 3],
    [2, 6, 0, 0, 1, 2, 4, 1, 3, 0, 0, 1, 2],
    [1, 4, 1, 3, 0, 0, 2, 0, 5, 3, 0, 2, 1],
    [3, 7, 0, 2, 2, 4, 6, 2, 0, 0, 1, 0, 5],
    [5, 11, 2, 5, 3, 4, 7, 2, 4, 1, 0, 2, 3],
  ];
  const late = away[4]!;
  const score = { home: teamPoints(homeLines), away: teamPoints(awayLines) };

  await signInThroughForm(page, me);
  // Every press of a mouse button or touch of the screen on the grid's page is counted.
  await page.addInitScript(() => {
    const counted = window as unknown as { presses: number };
    counted.presses = 0;
    for (const type of ['pointerdown', 'mousedown', 'touchstart']) {
      window.addEventListener(type, () => (counted.presses += 1), { capture: true });
    }
  });
  await page.goto(`/admin/games/update/${game.id}/box-score/entry`);
  const keys = page.keyboard;
  /** Types a team's lines column by column, each number followed by Enter. */
  const typeByColumn = async (lines: readonly (Entered | null)[]) => {
    for (let column = 0; column < COLUMNS; column++) {
      await keys.type(lines.map((line) => (line ? `${line[column]}\n` : '')).join(''));
    }
  };

  // The first cell has the focus, its number selected: what is typed replaces it (7, never 07).
  // Left of it is the "did not play" box, which Space ticks.
  await expect(cell(page, home[0]!, 'Field goals made (FGM)')).toBeFocused();
  await keys.type('7');
  await expect(cell(page, home[0]!, 'Field goals made (FGM)')).toHaveValue('7');
  await keys.press('ArrowLeft');
  await expect(didNotPlay(page, home[0]!)).toBeFocused();
  await keys.press('Space');
  await expect(cell(page, home[0]!, 'Field goals made (FGM)')).toBeDisabled();
  await keys.press('ArrowDown');
  await keys.press('ArrowRight');

  // Enter goes down the column, from the last row to the top of the next column (skipping the
  // player who did not play), and from the last column to the away team's first cell. Each
  // cell's number is typed over.
  await typeByColumn(homeLines);
  await expect(cell(page, away[0]!, 'Field goals made (FGM)')).toBeFocused();

  // The late player's row is left out for now: down the column, left to the box, and back.
  for (let row = 0; row < 4; row++) await keys.press('ArrowDown');
  await keys.press('ArrowLeft');
  await keys.press('Space');
  for (let row = 0; row < 4; row++) await keys.press('ArrowUp');
  await keys.press('ArrowRight');
  await typeByColumn(awayLines.slice(0, 4));

  // After the last cell, Enter goes on to the score. Just before it is the late player's box:
  // Space brings the row back at zeros, and Tab goes along it.
  const homeScore = page.getByRole('textbox', { name: `${game.HomeTeam.name} (home)` });
  await expect(homeScore).toBeFocused();
  await keys.press('Shift+Tab');
  await expect(didNotPlay(page, late)).toBeFocused();
  await keys.press('Space');
  await keys.press('Tab');
  await expect(cell(page, late, 'Field goals made (FGM)')).toBeFocused();
  for (const [column, value] of awayLines[4]!.entries()) {
    if (column > 0) await keys.press('Tab');
    await keys.type(String(value));
  }
  await keys.press('Enter');

  // The score: Enter goes from home to away, and from away it saves. A wrong away score first:
  // the question names the team its lines do not add up for, and Escape answers No.
  await expect(homeScore).toBeFocused();
  await keys.type(String(score.home));
  await keys.press('Enter');
  await keys.type(String(score.away + 2));
  const finalScore = page.getByRole('group', { name: 'Final score' });
  await expect(
    finalScore.getByText(`players add up to ${score.away} points, but its score is ${score.away + 2}.`),
  ).toBeVisible();
  await keys.press('Enter');
  const question = page.getByRole('dialog', { name: 'Save this box score?' });
  await expect(question).toContainText(`but its score is ${score.away + 2}. Save the score anyway?`);
  await expect(question.getByRole('button', { name: 'No' })).toBeFocused();
  await keys.press('Escape');
  await expect(question).toBeHidden();
  const awayScore = page.getByRole('textbox', { name: `${game.AwayTeam.name} (away)` });
  await expect(awayScore).toBeFocused();
  await keys.press('Control+A');
  await keys.type(String(score.away));
  await expect(finalScore.getByText('players add up to')).toHaveCount(0);
  await keys.press('Tab');
  await expect(page.getByRole('button', { name: 'Save Box Score' })).toBeFocused();
  await keys.press('Space');
  await expect(page.getByText('Box score saved')).toBeVisible();

  // Not one click or touch.
  expect(await page.evaluate(() => (window as unknown as { presses: number }).presses)).toBe(0);

  // Stored: both scores, and every line without its threes and offensive rebounds.
  const saved = await getJson<GameDetail>(request, `/api/games/${game.id}`);
  expect(saved).toMatchObject({ homeTeamScore: score.home, awayTeamScore: score.away, boxScoreStatus: 'complete' });
  const storedLine = (player: { id: number }) =>
    getJson<StoredStatLine>(request, `/api/player-stats/game/${game.id}/player/${player.id}`);
  expect(await storedLine(late)).toMatchObject({
    fgm: 3,
    fga: 6,
    threepm: 2,
    threepa: 5,
    rebounds: 5,
    offensiveRebounds: 2,
  });
  for (const [players, lines] of [
    [home, homeLines],
    [away, awayLines],
  ] as const) {
    for (const [index, player] of players.entries()) {
      const line = lines[index];
      expect(await storedLine(player)).toMatchObject(line ? storedOf(line) : NOTHING);
    }
  }
});

test(
  'a wrong line shows its message in the grid and is not saved; a score the lines miss is warned of',
  { tag: '@phone' },
  async ({ page, request, isPhone }) => {
    const me = await createAdmin(request);
    await signInThroughApi(request, me);
    const game = await gameWithRosters(request, 2);
    const [first] = game.HomeTeam.Players;
    await signInThroughForm(page, me);
    await page.goto(`/admin/games/update/${game.id}/box-score/entry`);

    const fgm = cell(page, first!, 'Field goals made (FGM)');
    await fgm.fill('1');
    await cell(page, first!, 'Field goals attempted (FGA)').fill('4');
    await cell(page, first!, '3-pointers made (3PM)').fill('2');
    await cell(page, first!, '3-point attempts (3PA)').fill('3');
    // The score is still 0-0: the lines typed so far do not add up to it.
    await expect(
      page
        .getByRole('group', { name: 'Final score' })
        .getByText(`${game.HomeTeam.name}'s players add up to 6 points, but its score is 0.`),
    ).toBeVisible();

    // Save checks every line: the wrong cell is marked, named in its row's message and focused.
    await page.getByRole('button', { name: 'Save Box Score' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'fix the marked cells' })).toBeVisible();
    await expect(fgm).toHaveAttribute('aria-invalid', 'true');
    await expect(fgm).toHaveAccessibleDescription(/FGM must be greater than or equal to 3PM/);
    await expect(fgm).toBeFocused();
    expect((await getJson<GameDetail>(request, `/api/games/${game.id}`)).HomeTeam.Players[0]).toMatchObject({
      fgm: 0,
      threepm: 0,
    });

    // Put right, the line may be saved, once the mismatch is confirmed; No saves nothing.
    await fgm.fill('2');
    await expect(fgm).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Save Box Score' }).click();
    const question = page.getByRole('dialog', { name: 'Save this box score?' });
    await expect(question).toContainText('add up to 6 points, but its score is 0. Save the score anyway?');
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    if (isPhone) {
      // A cell is big enough to touch, and only the grid scrolls sideways, never the page.
      expect((await fgm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  },
);
