import type { APIRequestContext } from '@playwright/test';
import type { Award } from '#domain/awards.ts';
import type { GameDetail, GameSummary } from '#domain/game-schemas.ts';
import type { League } from '#domain/leagues.ts';
import type { Location } from '#domain/locations.ts';
import { getJson } from './api.ts';
import {
  allowConsoleErrors,
  createAdmin,
  expect,
  expectNoSeriousA11yViolations,
  failedRequest,
  signInThroughForm,
  test,
} from './fixtures.ts';
import { expectNoSidewaysScroll, expectStaysInViewWhenScrolled } from './layout.ts';

// Many reads of the shared demo server, each on its own: they may run in both workers.
test.describe.configure({ mode: 'parallel' });

const activeLeague = async (request: APIRequestContext) => {
  const league = (await getJson<League[]>(request, '/api/leagues')).find((candidate) => candidate.isActive);
  if (!league) throw new Error('The demo has no active league');
  return league;
};

const isPlayed = (game: GameSummary) => (game.homeTeamScore ?? 0) > 0 || (game.awayTeamScore ?? 0) > 0;

/** The played games of the active league, as the API lists them. */
async function playedGames(request: APIRequestContext) {
  const league = await activeLeague(request);
  return (await getJson<GameSummary[]>(request, `/api/games?leagueId=${league.id}`)).filter(isPlayed);
}

/** The first played game of the active league in which somebody did not play. */
async function playedGameWithDnp(request: APIRequestContext): Promise<GameDetail> {
  for (const game of await playedGames(request)) {
    const detail = await getJson<GameDetail>(request, `/api/games/${game.id}`);
    if ([...detail.HomeTeam.Players, ...detail.AwayTeam.Players].some((line) => !line.played)) return detail;
  }
  throw new Error('No played game with a DNP line in the demo league');
}

test.describe('box score', () => {
  test('both teams, their totals and DNP lines', { tag: '@phone' }, async ({ page, request }) => {
    const game = await playedGameWithDnp(request);
    const home = game.HomeTeam;
    const away = game.AwayTeam;
    await page.goto(`/games/${game.id}/box-score`);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `${home.name} vs ${away.name}` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${home.name} vs ${away.name} box score`));
    await expect(main.getByRole('link', { name: game.Location.name })).toHaveAttribute(
      'href',
      `/locations#location-${game.Location.id}`,
    );
    await expect(main.getByText('Final score')).toBeVisible();

    for (const side of [home, away]) {
      const table = main.getByRole('table', { name: side.name });
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText([
        'Player',
        'PTS',
        'REB',
        'OREB',
        'AST',
        'STL',
        'BLK',
        'FGM-FGA',
        'FG%',
        '3PM-3PA',
        '3P%',
        'FTM-FTA',
        'FT%',
        'TO',
        'PF',
        /^eFG%$/i,
        /^TS%$/i,
        /^GmSc$/i,
      ]);
      await expect(table.locator('tbody tr')).toHaveCount(side.Players.length);
      const totals = table.getByRole('row', { name: /^Totals/ });
      await expect(totals.getByRole('cell').first()).toHaveText(String(side.totals.points));
      await expect(totals).toContainText(`${side.totals.fgm}-${side.totals.fga}`);
    }

    const benched = [...home.Players, ...away.Players].find((line) => !line.played);
    if (!benched) throw new Error('unreachable: the game was chosen for its DNP line');
    await expect(main.getByRole('row', { name: new RegExp(`${benched.firstName} ${benched.lastName}`) })).toContainText(
      'DNP',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor goes from a player row to the player page', async ({ page, request }) => {
    const game = await playedGameWithDnp(request);
    const home = game.HomeTeam;
    await page.goto(`/games/${game.id}/box-score`);
    const main = page.getByRole('main');

    // The name link leads to the player page; so does a click elsewhere on the row.
    const [first, second] = home.Players;
    if (!first || !second) throw new Error('The home team has fewer than two players');
    await main
      .getByRole('link', { name: `${first.firstName} ${first.lastName}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/players/${first.id}$`));
    await page.goBack();
    const row = main.getByRole('table', { name: home.name }).locator('tbody tr').nth(1);
    await row.getByRole('cell').last().click();
    await expect(page).toHaveURL(new RegExp(`/players/${second.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${second.firstName} ${second.lastName}`) }),
    ).toBeVisible();
  });

  test('a signed-in admin goes from a player row to the stat edit screen', async ({ page, request }) => {
    const game = await playedGameWithDnp(request);
    const player = game.AwayTeam.Players[0];
    if (!player) throw new Error('The away team has no player');
    await signInThroughForm(page, await createAdmin(request));
    await page.goto(`/games/${game.id}/box-score`);
    const editPath = `/admin/games/update/${game.id}/player-stats/${player.id}`;
    const link = page.getByRole('main').getByRole('link', { name: `${player.firstName} ${player.lastName}` });
    // The link changes once the signed-in user is known.
    await expect(link.first()).toHaveAttribute('href', editPath);
    await link.first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/games/update/${game.id}/player-stats/${player.id}$`));
  });

  test('a missing game shows the error', async ({ page }) => {
    allowConsoleErrors(page, failedRequest(404, '/api/games/999999'));
    await page.goto('/games/999999/box-score');
    await expect(page.getByText('Error: Game not found')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('team page', () => {
  test(
    'logo, calendar feed, upcoming games, players, statistics and results',
    { tag: '@phone' },
    async ({ page, request }) => {
      const [game] = await playedGames(request);
      if (!game) throw new Error('No played game in the demo league');
      const team = game.HomeTeam;
      await page.goto(`/teams/${team.id}`);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(team.name));
      await expect(main.getByRole('img', { name: `${team.name} logo` })).toBeVisible();
      await expect(main.getByText(game.League.name).first()).toBeVisible();
      await expect(main.getByRole('link', { name: /^Subscribe/ })).toHaveAttribute(
        'href',
        `/api/teams/${team.id}/schedule.ics`,
      );

      for (const name of ['Upcoming games', 'Players', 'Team statistics', 'Results']) {
        await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      // The demo league has unplayed rounds left, each with a game of every team.
      const upcoming = main.getByRole('region', { name: `${team.name} upcoming games` });
      await expect(upcoming.locator('tbody tr').first()).toContainText('N/A');

      const players = main.getByRole('table', { name: `${team.name} players` });
      await expect(players.getByRole('link').first()).toHaveAttribute('href', /^\/players\/\d+$/);

      const statistics = main.getByRole('table', { name: `${team.name} team statistics` });
      await expect(statistics.getByRole('row', { name: /^Per game/ })).toBeVisible();
      await expect(statistics.getByRole('row', { name: /^Totals/ })).toBeVisible();

      const results = main.getByRole('table', { name: /results/ });
      await expect(results.locator('tbody tr').first()).toContainText(/[WLT] \d+-\d+/);
      await results
        .getByRole('link', { name: /^Box Score/ })
        .last()
        .click();
      await expect(page).toHaveURL(/\/games\/\d+\/box-score$/);
      // Exactly: the team page's own tables, still in view a moment after the address changes, hold the name too.
      await expect(page.getByRole('table', { name: team.name, exact: true })).toBeVisible();

      await page.goBack();
      await expect(main.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
      await expect(results).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('an unknown team shows Team not found', async ({ page }) => {
    allowConsoleErrors(page, failedRequest(404, '/api/teams/999999'));
    await page.goto('/teams/999999');
    await expect(page.getByRole('heading', { name: 'Team not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('player page', () => {
  test('info, awards, averages, career highs and game log', { tag: '@phone' }, async ({ page, request }) => {
    const league = await activeLeague(request);
    const award = (await getJson<Award[]>(request, `/api/awards/league/${league.id}`))[0];
    const player = award?.Players[0];
    if (!award || !player) throw new Error('The demo league has no award with a player');
    await page.goto(`/players/${player.id}`);

    const main = page.getByRole('main');
    const name = `${player.firstName} ${player.lastName}`;
    await expect(main.getByRole('heading', { level: 1, name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(name));
    await expect(main.getByText(`${award.name} - ${award.League.name}`)).toBeVisible();
    await expect(main.getByText('Current team')).toBeVisible();

    for (const heading of ['Averages per league', 'Career highs', 'Game log']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const averages = main.getByRole('table', { name: /averages in each league/ });
    await expect(averages.getByRole('rowheader', { name: league.name })).toBeVisible();

    const log = main.getByRole('table', { name: /Game log/ });
    const firstGame = log.locator('tbody tr').first();
    await expect(firstGame).toContainText(/(vs|@) /);
    await expect(firstGame).toContainText(/[WLT] \d+-\d+/);
    await expect(firstGame.getByRole('link').first()).toHaveAttribute('href', /^\/games\/\d+\/box-score$/);

    const highs = main.getByRole('region', { name: 'Career highs' });
    await expect(highs.getByText('Points')).toBeVisible();
    await highs.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/games\/\d+\/box-score$/);
    await expect(page.getByRole('row', { name: new RegExp(name) }).first()).toBeVisible();

    await page.goBack();
    await expect(log).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown player shows Player not found with a way home', { tag: '@phone' }, async ({ page }) => {
    allowConsoleErrors(page, failedRequest(404, '/api/players/999999'));
    await page.goto('/players/999999');
    await expect(page.getByRole('heading', { name: 'Player not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test(
  'on a phone, team and player pages show games as cards and keep the name column of their stats in view',
  { tag: '@phone' },
  async ({ page, request, isPhone }) => {
    test.skip(!isPhone, 'Cards and the sticky name are for narrow screens');
    const [game] = await playedGames(request);
    if (!game) throw new Error('No played game in the demo league');
    const team = game.HomeTeam;
    await page.goto(`/teams/${team.id}`);
    const main = page.getByRole('main');
    for (const part of ['upcoming games', 'results']) {
      const games = main.getByRole('region', { name: `${team.name} ${part}` });
      await expect(games.locator('tbody tr').first()).toBeVisible();
      await expectNoSidewaysScroll(page, games);
    }
    const statistics = main.getByRole('region', { name: `${team.name} team statistics` });
    await expectStaysInViewWhenScrolled(statistics, statistics.getByRole('rowheader', { name: 'Per game' }));

    const player = (await getJson<GameDetail>(request, `/api/games/${game.id}`)).HomeTeam.Players[0];
    if (!player) throw new Error('The game has no player');
    await page.goto(`/players/${player.id}`);
    // Each table's scrolling region has the name of the section around it.
    const tableRegion = (name: string) => main.getByRole('region', { name }).getByRole('region', { name });
    const averages = tableRegion('Averages per league');
    await expectStaysInViewWhenScrolled(averages, averages.getByRole('rowheader').first());
    const log = tableRegion('Game log');
    await expectStaysInViewWhenScrolled(log, log.getByRole('rowheader').first());
  },
);

test('records: four tabs, the top 10 of every category', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/records');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Records' })).toBeVisible();

  const tabs = main.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['All-Time Totals', 'All-Time Averages', 'League Totals', 'League Averages']);
  const allTimeTotals = main.getByRole('tab', { name: 'All-Time Totals' });
  await expect(allTimeTotals).toHaveAttribute('aria-selected', 'true');

  const panel = main.getByRole('tabpanel');
  await expect(panel).toHaveAccessibleName('All-Time Totals');
  for (const category of [
    'Points',
    'Rebounds',
    'Assists',
    'Steals',
    'Blocks',
    'Free Throws Made',
    'Field Goals Made',
    'Three-Pointers Made',
  ]) {
    await expect(panel.getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  const points = panel.getByRole('table', { name: /^Points/ });
  await expect(points.locator('tbody tr')).toHaveCount(10);
  await expect(points.getByRole('link').first()).toHaveAttribute('href', /^\/players\/\d+$/);
  await expectNoSeriousA11yViolations(page);
});

test('records: tabs switch by click and by arrow keys', async ({ page }) => {
  await page.goto('/records');
  const main = page.getByRole('main');
  const panel = main.getByRole('tabpanel');
  const allTimeTotals = main.getByRole('tab', { name: 'All-Time Totals' });
  await expect(panel.getByRole('table', { name: /^Points/ })).toBeVisible();

  await main.getByRole('tab', { name: 'League Averages' }).click();
  await expect(main.getByRole('tab', { name: 'League Averages' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toHaveAccessibleName('League Averages');
  const leaguePoints = panel.getByRole('table', { name: /^Points/ });
  await expect(leaguePoints.getByRole('columnheader', { name: 'League' })).toBeVisible();
  // Averages show one decimal.
  await expect(leaguePoints.locator('tbody tr').first()).toContainText(/\d+\.\d/);
  await expectNoSeriousA11yViolations(page);

  // Arrow keys move the selection and the focus, wrapping at both ends.
  await main.getByRole('tab', { name: 'League Averages' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(allTimeTotals).toBeFocused();
  await expect(allTimeTotals).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  const allTimeAverages = main.getByRole('tab', { name: 'All-Time Averages' });
  await expect(allTimeAverages).toBeFocused();
  await expect(panel).toHaveAccessibleName('All-Time Averages');
  await page.keyboard.press('ArrowLeft');
  await expect(allTimeTotals).toBeFocused();
  await page.keyboard.press('End');
  await expect(main.getByRole('tab', { name: 'League Averages' })).toBeFocused();
});

test(
  'locations: cards with address, website and Maps links opening in a new tab',
  { tag: '@phone' },
  async ({ page, request }) => {
    const locations = await getJson<Location[]>(request, '/api/locations');
    await page.goto('/locations');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(locations.length);

    const withMaps = locations.filter((location) => location.mapsLink);
    expect(withMaps.length).toBeGreaterThan(0);
    const maps = main.getByRole('link', { name: /^Open in Maps/ });
    await expect(maps).toHaveCount(withMaps.length);
    for (const location of withMaps) {
      const card = main.locator(`#location-${location.id}`);
      await expect(card).toContainText(location.address);
      const link = card.getByRole('link', { name: /^Open in Maps/ });
      await expect(link).toHaveAttribute('href', location.mapsLink ?? '');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const website = main.getByRole('link', { name: /^Website/ }).first();
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', /noopener/);
    await expectNoSeriousA11yViolations(page);
  },
);
