import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { GameBook } from '#domain/book-schemas.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import { bookState, standingPlays } from '#domain/play-by-play.ts';
import { getJson } from './api.ts';
import { allowConsoleErrors, expect, expectNoSeriousA11yViolations, failedRequest, unique } from './fixtures.ts';
import {
  action,
  column,
  created,
  livePath,
  OWN_ADMIN,
  openLive,
  ownGame,
  PHONE,
  play,
  player,
  sendStatus,
  signInContext,
  startGame,
  type Team,
} from './live.ts';
import { testOnOwnServer } from './own-server.ts';

// A server of this file's own: its games are scored live and closed, which the demo's pages must not show.
const test = testOnOwnServer();
const admin = OWN_ADMIN;

// The screen is a phone's: every test holds one in portrait, touch and all. They run on the
// desktop project only (no @phone tag), since they set the phone themselves; the screenshots
// take a desktop view as well.
test.use(PHONE);

const SCREENS = 'test-results/screens';
/** The console error of a request the browser could not send while offline. */
const OFFLINE_REQUEST = /net::ERR_INTERNET_DISCONNECTED/;

/** Each team's players, numbered 1 to 7 in this order. */
const ROSTERS = {
  league: 'Live League',
  home: ['Ann Able', 'Bo Bell', 'Cy Cole', 'Di Dunn', 'Ed Eng', 'Flo Fox', 'Gus Gray'],
  away: ['Hal Hart', 'Ivy Ives', 'Jo Jones', 'Kai King', 'Lou Lane', 'Max Moss', 'Ned Noon'],
};

const scoreText = (home: Team, away: Team, score: { home: number; away: number }) =>
  `${home.name} ${score.home}, ${away.name} ${score.away}`;

async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/${name}-phone.png`, fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENS}/${name}-desktop.png`, fullPage: false });
  await page.setViewportSize(PHONE.viewport);
}

test('a game scored offline is kept through a reload and sent once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const game = await ownGame(request, ROSTERS);
  const { home, away } = game;
  await signInContext(context);
  await openLive(page, game.id);
  await screenshot(page, 'before-the-game');
  await startGame(page, home, away);

  await play(page, home, 1, '2 made');
  await play(page, away, 2, '3 made');
  await expect(sendStatus(page)).toHaveText('All plays sent');
  // The service worker keeps the screen, its code and its answers: the page now opens offline.
  await expect(page.getByText('Opens offline')).toBeVisible();
  await screenshot(page, 'scoring');
  await expectNoSeriousA11yViolations(page);

  allowConsoleErrors(page, OFFLINE_REQUEST);
  await context.setOffline(true);
  // 20 plays at the gym without a network: 8 points for the home team, 4 for the away team.
  const offline: [Team, number, string][] = [
    [home, 2, '2 made'],
    [away, 3, 'Def. rebound'],
    [away, 3, '2 missed'],
    [home, 4, 'Def. rebound'],
    [home, 4, '3 made'],
    [away, 1, 'Foul'],
    [home, 5, 'FT made'],
    [home, 5, 'FT missed'],
    [away, 4, 'Off. rebound'],
    [away, 4, '2 made'],
    [home, 1, 'Steal'],
    [home, 3, '2 made'],
    [home, 1, 'Assist'],
    [away, 5, 'Turnover'],
    [home, 2, 'Block'],
    [away, 2, 'FT made'],
    [away, 2, 'FT made'],
    [home, 3, 'Shooting foul'],
    [away, 1, '3 missed'],
    [home, 1, 'Def. rebound'],
  ];
  for (const [team, jersey, label] of offline) await play(page, team, jersey, label);
  const score = { home: 2 + 8, away: 3 + 4 };
  const scoreboard = page.getByRole('region', { name: 'Score' });
  await expect(scoreboard).toContainText(scoreText(home, away, score));
  await expect(sendStatus(page)).toHaveText('20 plays not sent yet — they will be sent when the connection returns');
  await screenshot(page, 'offline-unsent');

  // A reload without a network: the service worker serves the page, IndexedDB the plays.
  await page.reload();
  await expect(scoreboard).toContainText(scoreText(home, away, score));
  await expect(sendStatus(page)).toHaveText('20 plays not sent yet — they will be sent when the connection returns');
  await expect(page.getByRole('region', { name: 'Plays latest first' }).getByText('Not sent')).toHaveCount(20);

  await context.setOffline(false);
  await expect(sendStatus(page)).toHaveText('All plays sent', { timeout: 30_000 });

  // The server has every entry once, in the order they were made, and the same score.
  const book = await getJson<GameBook>(request, `/api/games/${game.id}/book`);
  expect(book.entries).toHaveLength(2 + 1 + 2 + 20);
  expect(new Set(book.entries.map((entry) => entry.id)).size).toBe(book.entries.length);
  expect(book.entries.map((entry) => entry.seq)).toEqual(book.entries.map((_, index) => index + 1));
  expect(
    standingPlays(book.entries)
      .slice(-20)
      .map((entry) => entry.kind),
  ).toEqual([
    'twoMade',
    'defensiveRebound',
    'twoMissed',
    'defensiveRebound',
    'threeMade',
    'personalFoul',
    'freeThrowMade',
    'freeThrowMissed',
    'offensiveRebound',
    'twoMade',
    'steal',
    'twoMade',
    'assist',
    'turnover',
    'block',
    'freeThrowMade',
    'freeThrowMade',
    'shootingFoul',
    'threeMissed',
    'defensiveRebound',
  ]);
  expect(bookState(book.entries, book.settings).score).toEqual(score);
});

test('a sixth personal foul disqualifies a player, who is then offered only to leave the court', async ({
  page,
  context,
  request,
}) => {
  const game = await ownGame(request, ROSTERS);
  const { home, away } = game;
  await signInContext(context);
  await openLive(page, game.id);
  await startGame(page, home, away);

  for (let foul = 1; foul <= 5; foul++) await play(page, home, 1, 'Foul');
  await expect(page.getByText(`Ann Able (${home.name}) has 5 fouls: the 6th disqualifies.`)).toBeVisible();
  await expect(player(page, home, 1)).toContainText('5 fouls ⚠');
  await play(page, home, 1, 'Foul');
  await expect(page.getByRole('alert').filter({ hasText: 'is disqualified' })).toHaveText(
    `Ann Able (${home.name}) is disqualified and must be substituted out.`,
  );
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(
    `Team fouls: ${home.name} 6, ${away.name} 0.`,
  );
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(`${away.name} in the bonus.`);

  // No play is offered for him but the substitution that takes him off.
  await action(page, 'Foul').click();
  await expect(player(page, home, 1)).toBeDisabled();
  await action(page, 'Foul').click();
  await player(page, home, 1).click();
  await expect(page.getByText('Substitution: Ann Able out. Who comes in?')).toBeVisible();
  await player(page, home, 6).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is disqualified' })).toHaveText(
    `Ann Able (${home.name}) is disqualified.`,
  );
  await column(page, home).getByRole('button', { name: 'Bench (1)' }).click();
  await expect(column(page, home).getByRole('button', { name: /Ann Able/ })).toHaveCount(0);
  await expect(player(page, home, 6)).toBeEnabled();

  // The book refuses what it refuses, in its own words: a fourth timeout of the game.
  for (let timeout = 1; timeout <= 4; timeout++) {
    await column(page, away)
      .getByRole('button', { name: `${away.name} (team)` })
      .click();
    await action(page, 'Timeout').click();
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Not recorded' })).toHaveText(
    'Not recorded: The team has no timeouts left.',
  );
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(
    `Timeouts left: ${home.name} 3, ${away.name} 0.`,
  );
  await expect(sendStatus(page)).toHaveText('All plays sent');
});

test('a second device takes the book over after a question, and the first is told it no longer holds it', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const game = await ownGame(request, ROSTERS);
  const { home, away } = game;
  const keeper = { username: unique('keeper'), password: unique('pw'), name: `Keeper ${unique('k')}` };
  await created(request, '/api/users', { ...keeper, role: 'scorekeeper', leagueId: game.league.id });
  await signInContext(context);
  await openLive(page, game.id);
  await startGame(page, home, away);
  await play(page, home, 1, '2 made');
  await expect(sendStatus(page)).toHaveText('All plays sent');

  // The first device loses the network: it cannot learn of the takeover before it sends again.
  allowConsoleErrors(page, OFFLINE_REQUEST);
  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  // The second device opens the game while the first holds it: it only shows the book.
  const second = await browser.newContext({ ...PHONE, baseURL });
  try {
    await signInContext(second, keeper);
    const other = await second.newPage();
    await other.goto(livePath(game.id));
    const banner = other.getByRole('alert').filter({ hasText: 'does not hold the book' });
    await expect(banner).toContainText(`${admin.name}'s device holds this game's book since`);
    await expect(other.getByRole('region', { name: 'Score' })).toContainText(
      scoreText(home, away, { home: 2, away: 0 }),
    );
    await expect(other.getByRole('list', { name: 'Plays', exact: true })).toHaveCount(0);
    await screenshot(other, 'read-only');

    await other.getByRole('button', { name: 'Take the book over' }).click();
    const question = other.getByRole('dialog');
    await expect(question).toContainText(
      `Take the book from ${admin.name}'s device? Plays scored there and not yet sent will be refused.`,
    );
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(banner).toHaveCount(0);
    await play(other, away, 2, '3 made');
    await expect(sendStatus(other)).toHaveText('All plays sent');

    // The first device scores on, offline, and learns of the takeover once back online: its
    // play is refused, or held back if the game's stream tells first, kept and listed as not sent.
    await play(page, home, 2, '2 made');
    await expect(sendStatus(page)).toHaveText('1 play not sent yet — they will be sent when the connection returns');
    allowConsoleErrors(page, failedRequest(409, `/api/games/${game.id}/book/entries`));
    await context.setOffline(false);
    await expect(page.getByRole('alert').filter({ hasText: 'does not hold the book' })).toContainText(
      `${keeper.name}'s device holds this game's book since`,
    );
    await expect(sendStatus(page)).toHaveText('1 play not sent yet — another device holds the book');
    await expect(page.getByRole('button', { name: 'Take the book over' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Plays', exact: true })).toHaveCount(0);

    const book = await getJson<GameBook>(request, `/api/games/${game.id}/book`);
    expect(book.holder?.name).toBe(keeper.name);
    expect(bookState(book.entries, book.settings).score).toEqual({ home: 2, away: 3 });
  } finally {
    await second.close();
  }
});

test('a game closed at its end shows its final score on the public box score', async ({ page, context, request }) => {
  const game = await ownGame(request, ROSTERS);
  const { home, away } = game;
  await signInContext(context);
  await openLive(page, game.id);
  // Neither team keeps its lineup: every player is on the pad.
  for (const team of [home, away]) {
    await page
      .getByRole('region', { name: `${team.name}: starting five` })
      .getByRole('button', { name: 'Skip: no lineup' })
      .click();
  }
  await page.getByRole('button', { name: 'Start 1st half' }).click();
  await play(page, home, 7, '2 made');
  await play(page, away, 6, '2 made');

  // Closed on demand at a tie, the grid's question comes first; No keeps the game going.
  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page.getByRole('dialog')).toContainText('2-2 is a tie, and basketball has no ties');
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();

  await play(page, home, 1, '3 made');
  // The shot's spot: one more tap, on the half court offered after it.
  await page.getByRole('button', { name: /^Spot of the shot/ }).click({ position: { x: 40, y: 150 } });
  const plays = page.getByRole('region', { name: 'Plays latest first' }).getByRole('listitem');
  await expect(plays.first()).toContainText(`Ann Able (${home.name}): Three-pointer made · spot marked`);

  // Put right from the list: the shooter corrected, a foul deleted, a free throw undone.
  await plays
    .first()
    .getByRole('button', { name: /^Correct/ })
    .click();
  await plays.first().getByLabel('By').selectOption({ label: '#2 Bo Bell' });
  await plays.first().getByRole('button', { name: 'Save correction' }).click();
  await expect(plays.first()).toContainText(`Bo Bell (${home.name}): Three-pointer made · spot marked`);
  await play(page, home, 4, 'Foul');
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(`Team fouls: ${home.name} 1,`);
  await plays
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText(
    `Di Dunn (${home.name}): Personal foul. A deletion is not undone.`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(`Team fouls: ${home.name} 0,`);
  await play(page, away, 5, 'FT made');
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(scoreText(home, away, { home: 5, away: 3 }));
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(scoreText(home, away, { home: 5, away: 2 }));
  // A period's start is not corrected: the book says why.
  await plays
    .filter({ hasText: 'Start of the 1st half' })
    .getByRole('button', { name: /^Correct/ })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not recorded' })).toContainText(
    'Starting fives, substitutions and the starts and ends of periods are not corrected',
  );

  await page.getByRole('button', { name: 'End 1st half' }).click();
  await page.getByRole('button', { name: 'Start 2nd half' }).click();
  await play(page, away, 3, 'FT made');
  await page.getByRole('button', { name: 'End 2nd half' }).click();
  await expect(page.getByText(`The game is over: ${home.name} 5, ${away.name} 3.`)).toBeVisible();

  await page.getByRole('button', { name: 'Close game' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Close the game at ${home.name} 5, ${away.name} 3?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`The game is final: ${home.name} 5, ${away.name} 3.`)).toBeVisible();

  await page.getByRole('link', { name: 'See the box score' }).click();
  await expect(page).toHaveURL(new RegExp(`/games/${game.id}/box-score$`));
  const final = page.getByRole('region', { name: 'Final score' });
  await expect(final).toContainText(home.name);
  await expect(final).toContainText('5');
  await expect(final).toContainText('3');
  const detail = await getJson<GameDetail>(request, `/api/games/${game.id}`);
  expect([detail.homeTeamScore, detail.awayTeamScore]).toEqual([5, 3]);
});
