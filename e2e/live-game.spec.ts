import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BookEntry, PlayContent } from '#domain/play-by-play.ts';
import { sendJson } from './api.ts';
import { expect, expectNoSeriousA11yViolations, unique } from './fixtures.ts';
import { ownGame, PHONE } from './live.ts';
import { testOnOwnServer } from './own-server.ts';

// A server of this file's own: its game goes live and is closed, which the demo's pages must not show.
const test = testOnOwnServer();

const SCREENS = 'test-results/screens';

/** The scorekeeper's device: each play gets the next id and seq, and is sent as the device sends it. */
function scorekeeper(request: APIRequestContext, gameId: number) {
  const device = unique('phone');
  let seq = 0;
  return {
    send: (...plays: PlayContent[]) =>
      sendJson(request, 'post', `/api/games/${gameId}/book/entries`, {
        device,
        entries: plays.map((play) => ({ ...play, id: `${device}-${++seq}`, seq }) as BookEntry),
      }),
    close: () => sendJson(request, 'post', `/api/games/${gameId}/book/close`, { device }),
  };
}

/** What a screen reader hears of the score as it changes. */
const spokenScore = (page: Page, team: string) => page.getByRole('status').filter({ hasText: team });

async function screenshots(page: Page, gameId: number) {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: `${SCREENS}/live-box-score-desktop.png`, fullPage: true });
  const phone = await page.context().browser()!.newContext(PHONE);
  const onPhone = await phone.newPage();
  await onPhone.goto(`/games/${gameId}/box-score`);
  await onPhone.locator('html[data-started]').waitFor({ state: 'attached' });
  await expect(onPhone.getByRole('heading', { name: /^Shot chart/ })).toBeVisible();
  await onPhone.screenshot({ path: `${SCREENS}/live-box-score-phone.png` });
  await onPhone.screenshot({ path: `${SCREENS}/live-box-score-phone-full.png`, fullPage: true });
  await phone.close();
}

test('a visitor follows a game live on its box score, the schedule and home mark it, and the close makes it final', async ({
  page,
  request,
}) => {
  // A whole game, a second page, a phone's context and an accessibility scan: on a loaded
  // two-core machine this one flow has taken over the usual minute.
  test.setTimeout(120_000);
  const { id, league, home, away } = await ownGame(request, {
    league: 'Live Night',
    home: ['Ann Able', 'Bo Bell', 'Cy Cole'],
    away: ['Hal Hart', 'Ivy Ives', 'Jo Jones'],
  });
  const [ann, bo, cy] = home.players as [number, number, number];
  const [hal, ivy] = away.players as [number, number];
  await page.goto(`/games/${id}/box-score`);
  await expect(page.getByRole('heading', { name: `${home.name} vs ${away.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Scheduled' })).toBeVisible();

  const book = scorekeeper(request, id);
  await book.send(
    { kind: 'startingFive', period: 1, side: 'home', players: [ann, bo, cy] },
    { kind: 'startingFive', period: 1, side: 'away', players: [hal, ivy] },
    { kind: 'periodStart', period: 1 },
  );
  // The page follows the game without a reload: the badge, the period, then every score.
  await expect(page.getByRole('region', { name: /^LIVE 1st half/ })).toBeVisible();
  await expect(spokenScore(page, home.name)).toHaveText(`${home.name} 0, ${away.name} 0`);

  const plays: [PlayContent, number, number][] = [
    [{ kind: 'twoMade', period: 1, clock: 1460, side: 'home', playerId: ann, spot: { x: 0.45, y: 0.12 } }, 2, 0],
    [{ kind: 'threeMade', period: 1, clock: 1420, side: 'away', playerId: hal, spot: { x: 0.04, y: 0.08 } }, 2, 3],
    [{ kind: 'twoMissed', period: 1, clock: 1390, side: 'home', playerId: bo, spot: { x: 0.7, y: 0.3 } }, 2, 3],
    [{ kind: 'threeMade', period: 1, clock: 1350, side: 'home', playerId: cy, spot: { x: 0.92, y: 0.45 } }, 5, 3],
  ];
  for (const [play, homeScore, awayScore] of plays) {
    await book.send(play);
    await expect(spokenScore(page, home.name)).toHaveText(`${home.name} ${homeScore}, ${away.name} ${awayScore}`);
  }
  const latest = page.getByRole('group', { name: 'Latest plays, latest first' });
  await expect(latest.getByRole('listitem').first()).toContainText('Cy Cole: Three-pointer made');
  await expect(latest.getByRole('listitem').first()).toContainText('5-3');
  await expect(page.getByRole('img', { name: `${home.name}: 2 of 3 shots made` })).toBeVisible();

  // The schedule marks the game that is on, and its mark leads to the box score.
  const schedule = await page.context().newPage();
  await schedule.goto(`/schedule?league=${league.id}`);
  const mark = schedule.getByRole('link', { name: `LIVE: follow ${home.name} vs ${away.name}` });
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('href', `/games/${id}/box-score`);
  // So does the home page, first among its games.
  await schedule.goto(`/?league=${league.id}`);
  await expect(schedule.getByRole('link', { name: `LIVE: follow ${home.name} vs ${away.name}` })).toBeVisible();
  await schedule.close();

  await screenshots(page, id);
  await expectNoSeriousA11yViolations(page);

  await book.send({ kind: 'periodEnd', period: 1, clock: 0 }, { kind: 'periodStart', period: 2 });
  await book.send({ kind: 'freeThrowMade', period: 2, clock: 1400, side: 'away', playerId: ivy });
  await expect(spokenScore(page, home.name)).toHaveText(`${home.name} 5, ${away.name} 4`);
  await book.send({ kind: 'periodEnd', period: 2, clock: 0 });
  await book.close();

  // Closed: the page says Final, reads the stored box score, and keeps the whole play-by-play.
  await expect(page.getByRole('heading', { name: 'Final score' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Play by play Final/ })).toBeVisible();
  await expect(page.getByRole('region', { name: `${home.name} box score` })).toContainText('Ann Able');
  const all = page.getByText(/^All plays \(\d+\), latest first$/);
  await all.click();
  const playByPlay = page.getByRole('group', { name: 'Play-by-play, latest first' });
  await expect(playByPlay.getByRole('region', { name: '2nd half' })).toContainText('Ivy Ives: Free throw made');
  await expect(playByPlay.getByRole('region', { name: '1st half' })).toContainText('Ann Able: Two-pointer made');
  await expect(page.getByText('LIVE', { exact: true })).toHaveCount(0);
});
