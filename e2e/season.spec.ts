import type { Browser, Locator, Page } from '@playwright/test';
import { formatGameDate } from '#domain/format.ts';
import { expect, signInThroughForm, unique, type Credentials } from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';

/*
 * A whole season run through the back office on an empty database, then read on every public
 * page. One server per worker, so each project (desktop, phone) starts from nothing.
 */
const owner: Credentials = { username: 'admin', password: 'season-pass', name: 'League Administrator' };
const test = testOnOwnServer({ env: { ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password } });

const TIMEZONE = 'America/New_York';

/** The league's date `days` from today (negative: in the past), as YYYY-MM-DD. */
function leagueDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

type Player = { first: string; last: string; name: string };
const person = (first: string, last: string): Player => {
  const lastName = unique(last);
  return { first, last: lastName, name: `${first} ${lastName}` };
};

/** A stat line as the edit form asks for it: field goals include the threes. */
type StatEntry = {
  fgm: number;
  fga: number;
  threepm: number;
  threepa: number;
  ftm: number;
  fta: number;
  /** Total rebounds, as scorebooks keep them: offensive ones included. */
  rebounds: number;
  oreb: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
};

const STAT_LABELS: Record<keyof StatEntry, string> = {
  fgm: 'Field goals made (FGM)',
  fga: 'Field goals attempted (FGA)',
  threepm: '3-pointers made (3PM)',
  threepa: '3-point attempts (3PA)',
  ftm: 'Free throws made (FTM)',
  fta: 'Free throws attempted (FTA)',
  rebounds: 'Total rebounds (REB)',
  oreb: 'Offensive rebounds (OREB)',
  assists: 'Assists (AST)',
  steals: 'Steals (STL)',
  blocks: 'Blocks (BLK)',
  turnovers: 'Turnovers (TO)',
  fouls: 'Personal fouls (PF)',
};

async function createLeague(page: Page, name: string, startDate: string, endDate: string) {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Create League' }).click();
  await page.getByLabel('League name', { exact: true }).fill(name);
  await page.getByLabel('Start date', { exact: true }).fill(startDate);
  await page.getByLabel('End date', { exact: true }).fill(endDate);
  await page.getByLabel('Active', { exact: true }).check();
  await page.getByLabel('Registration open', { exact: true }).check();
  await page.getByRole('button', { name: 'Create League' }).click();
  await expect(toast(page, `Created ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leagues\/list$/);
}

async function createLocation(page: Page, name: string, address: string, website = '') {
  await page.goto('/admin/locations/create');
  await page.getByLabel('Location name', { exact: true }).fill(name);
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('Website', { exact: true }).fill(website);
  await page.getByRole('button', { name: 'Create Location' }).click();
  await expect(toast(page, `Created ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/locations\/list$/);
}

async function createTeam(page: Page, name: string, league: string, logoUrl = '') {
  await page.goto('/admin/teams/create');
  await page.getByLabel('Team name', { exact: true }).fill(name);
  // The select marks the active league.
  await page.getByLabel('League', { exact: true }).selectOption({ label: `${league} (active)` });
  await page.getByLabel('Logo URL', { exact: true }).fill(logoUrl);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(toast(page, `Created ${name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/teams\/list$/);
}

async function createPlayer(page: Page, player: Player, team: string, jerseyNumber: number) {
  await page.goto('/admin/players/create');
  await page.getByLabel('First name', { exact: true }).fill(player.first);
  await page.getByLabel('Last name', { exact: true }).fill(player.last);
  await page.getByLabel('Email', { exact: true }).fill(`${player.last.toLowerCase()}@example.com`);
  await page.getByLabel('Phone number', { exact: true }).fill('(212) 555-0100');
  await page.getByLabel('Position', { exact: true }).selectOption('Point Guard');
  await page.getByLabel('Jersey number', { exact: true }).fill(String(jerseyNumber));
  await page.getByLabel('Team', { exact: true }).selectOption({ label: team });
  await page.getByRole('button', { name: 'Create Player' }).click();
  await expect(toast(page, `Created player ${player.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/players\/list$/);
}

/** A visitor, signed out in a browser context of their own, registers for `team`. */
async function registerAsVisitor(browser: Browser, baseURL: string, player: Player, league: string, team: string) {
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/register');
  await visitor.getByLabel('First name').fill(player.first);
  await visitor.getByLabel('Last name').fill(player.last);
  await visitor.getByLabel('Email').fill(`${player.last.toLowerCase()}@example.com`);
  await visitor.getByLabel('Phone number').fill('212-555-0199');
  await visitor.getByLabel('League', { exact: true }).selectOption({ label: league });
  await visitor.getByLabel('Team', { exact: true }).selectOption({ label: team });
  await visitor.getByLabel('I have read and agree to the waiver').check();
  await visitor.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: "You're registered!" })).toBeVisible();
  await expect(visitor.getByText(`Welcome to ${team}, ${player.first}.`)).toBeVisible();
  await context.close();
}

const teamOption = (team: string, league: string) => ({ label: `${team} (${league})` });

async function createGame(page: Page, league: string, home: string, away: string, date: string, location: string) {
  await page.goto('/admin/games/create');
  await page.getByLabel('Home team', { exact: true }).selectOption(teamOption(home, league));
  await expect(page.getByLabel('League', { exact: true })).toHaveValue(league);
  await page.getByLabel('Away team', { exact: true }).selectOption(teamOption(away, league));
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).fill('19:00');
  await page.getByLabel('Location', { exact: true }).selectOption({ label: location });
  await page.getByRole('button', { name: 'Create Game' }).click();
  await expect(toast(page, 'Created game')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/games\/list$/);
}

/** Finds the game in the admin list by its home team and date and opens its box score screen. */
async function openAdminBoxScore(page: Page, home: string, away: string, date: string) {
  await page.goto('/admin/games/list');
  await page.getByLabel('Search by team name').fill(home);
  await page.getByLabel('Date', { exact: true }).fill(date);
  const row = page.getByRole('row').filter({ hasText: home }).filter({ hasText: away });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Enter Box Score' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${home} vs ${away}` })).toBeVisible();
}

async function enterScore(page: Page, home: string, away: string, scores: [number, number]) {
  await page.getByLabel(`${home} (home)`).fill(String(scores[0]));
  await page.getByLabel(`${away} (away)`).fill(String(scores[1]));
  await page.getByRole('button', { name: 'Update Score' }).click();
  await expect(toast(page, 'Score updated successfully')).toBeVisible();
}

/** From the admin box score: opens the player's line, enters it and comes back. */
async function enterStatLine(page: Page, team: string, player: Player, entry: StatEntry, points: number) {
  await page.getByRole('table', { name: team }).getByRole('link', { name: player.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit Stats: ${player.name}` })).toBeVisible();
  for (const [key, label] of Object.entries(STAT_LABELS) as [keyof StatEntry, string][]) {
    await page.getByLabel(label, { exact: true }).fill(String(entry[key]));
  }
  await expect(page.getByText(`Points: ${points}`)).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/player-stats/') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save Stats' }).click();
  expect((await saved).ok()).toBe(true);
  // The toast of the line saved just before may still be on screen.
  await expect(toast(page, 'Player stats updated successfully').last()).toBeVisible();
  await expect(page).toHaveURL(/\/box-score$/);
}

/** The texts of a table's body rows, each as its header cell then its data cells. */
const rowTexts = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

// Dozens of screens one after another: the journey of a whole season takes minutes.
test.describe.configure({ timeout: 300_000 });

test('an administrator runs a whole season from an empty database, and every public page shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  // An empty install: no league yet.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'No active league' })).toBeVisible();
  await signInThroughForm(page, owner);

  // Before the season: the league, two gyms, three teams.
  const league = unique('Spring League');
  await createLeague(page, league, leagueDate(-14), leagueDate(70));
  const mainGym = unique('Main Street Gym');
  const eastGym = unique('East Side Court');
  await createLocation(page, mainGym, '1 Main Street, New York, NY', 'https://example.com/main-gym');
  await createLocation(page, eastGym, '99 East Avenue, New York, NY');
  const hawks = unique('Hawks');
  const owls = unique('Owls');
  const foxes = unique('Foxes');
  await createTeam(page, hawks, league, '/logos/harlem-hawks.svg');
  await createTeam(page, owls, league);
  await createTeam(page, foxes, league);

  // The rosters: four players entered by the admin, one who registers on the public site.
  const ava = person('Ava', 'Archer');
  const ben = person('Ben', 'Baker');
  const cal = person('Cal', 'Carter');
  const dee = person('Dee', 'Dunn');
  const eli = person('Eli', 'Ellis');
  await createPlayer(page, ava, hawks, 7);
  await createPlayer(page, ben, hawks, 8);
  await createPlayer(page, cal, owls, 10);
  await createPlayer(page, dee, owls, 11);
  await registerAsVisitor(browser, baseURL!, eli, league, foxes);
  await page.goto('/admin/players/list');
  await page.getByLabel('Search by name', { exact: true }).fill(eli.last);
  await expect(page.getByRole('row').filter({ hasText: eli.last })).toHaveCount(1);

  // The schedule: three games played, one still to come.
  const games = [
    { home: hawks, away: owls, date: leagueDate(-7), location: mainGym, score: [50, 40] },
    { home: owls, away: foxes, date: leagueDate(-5), location: eastGym, score: [45, 44] },
    { home: foxes, away: hawks, date: leagueDate(-3), location: mainGym, score: [38, 52] },
    { home: hawks, away: foxes, date: leagueDate(5), location: eastGym, score: null },
  ] as const;
  for (const game of games) await createGame(page, league, game.home, game.away, game.date, game.location);

  // Scores, and the box score lines of Ava (two games) and Cal (one).
  const avaFirst: StatEntry = {
    ...{ fgm: 5, fga: 10, threepm: 2, threepa: 4, ftm: 3, fta: 4, rebounds: 8, oreb: 2 },
    ...{ assists: 4, steals: 1, blocks: 1, turnovers: 2, fouls: 3 },
  };
  const calFirst: StatEntry = {
    ...{ fgm: 4, fga: 9, threepm: 0, threepa: 1, ftm: 2, fta: 2, rebounds: 4, oreb: 1 },
    ...{ assists: 2, steals: 0, blocks: 0, turnovers: 1, fouls: 2 },
  };
  const avaSecond: StatEntry = {
    ...{ fgm: 7, fga: 12, threepm: 1, threepa: 3, ftm: 4, fta: 6, rebounds: 4, oreb: 0 },
    ...{ assists: 6, steals: 2, blocks: 0, turnovers: 3, fouls: 1 },
  };
  const [first, second, third] = games;
  await openAdminBoxScore(page, first.home, first.away, first.date);
  await enterScore(page, first.home, first.away, [50, 40]);
  // 3 twos, 2 threes and 3 free throws: 15. Cal: 4 twos and 2 free throws: 10.
  await enterStatLine(page, hawks, ava, avaFirst, 15);
  await enterStatLine(page, owls, cal, calFirst, 10);
  await openAdminBoxScore(page, second.home, second.away, second.date);
  await enterScore(page, second.home, second.away, [45, 44]);
  await openAdminBoxScore(page, third.home, third.away, third.date);
  await enterScore(page, third.home, third.away, [38, 52]);
  // 6 twos, 1 three and 4 free throws: 19.
  await enterStatLine(page, hawks, ava, avaSecond, 19);

  // An award and a sponsor.
  const award = unique('Player of the Month');
  await page.goto('/admin/awards/create');
  await page.getByLabel('Award name', { exact: true }).fill(award);
  await page.getByLabel('League', { exact: true }).selectOption({ label: league });
  await page.getByLabel(ava.name).check();
  await page.getByRole('button', { name: 'Create Award' }).click();
  await expect(toast(page, `Created award: ${award}`)).toBeVisible();
  const sponsor = unique('Corner Slice');
  await page.goto('/admin/advertisements/create');
  await page.getByLabel('Name', { exact: true }).fill(sponsor);
  await page.getByLabel('Image URL', { exact: true }).fill('/ads/corner-slice.svg');
  await page.getByLabel('Target URL', { exact: true }).fill('https://example.com/corner-slice');
  await page.getByRole('button', { name: 'Create Advertisement' }).click();
  await expect(page).toHaveURL(/\/admin\/advertisements\/list$/);
  await expect(page.getByRole('row').filter({ hasText: sponsor })).toContainText('Active');

  // What the public sees. Hawks 2-0 (102-78), Owls 1-1 (85-94), Foxes 0-2 (82-97); no forfeits.
  const standingsRows = [
    [hawks, '2', '0', '0', '1.000', '-', '102', '78', '+24'],
    [owls, '1', '1', '0', '.500', '1.0', '85', '94', '-9'],
    [foxes, '0', '2', '0', '.000', '2.0', '82', '97', '-15'],
  ];
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: league })).toBeVisible();
  const homeStandings = main.getByRole('region', { name: `${league} standings` });
  await expect(homeStandings.locator('tbody tr')).toHaveCount(3);
  expect(await rowTexts(homeStandings)).toEqual(standingsRows.map((row) => row.slice(0, 3)));
  const upcoming = main.getByRole('region', { name: 'Upcoming Schedule' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(1);
  await expect(upcoming.getByRole('listitem')).toContainText(hawks);
  await expect(upcoming.getByRole('listitem')).toContainText(foxes);
  // Ava 17.0 points (34 in 2 games), 6.0 rebounds (12), 5.0 assists (10); Cal 10, 4, 2.
  const homeLeaders = main.getByRole('region', { name: `${league} leaders, per-game averages` });
  await expect(homeLeaders.locator('tbody tr')).toHaveCount(2);
  expect(await rowTexts(homeLeaders)).toEqual([
    [ava.name, hawks, '17.0', '6.0', '5.0'],
    [cal.name, owls, '10.0', '4.0', '2.0'],
  ]);

  await page.goto('/standings');
  const standings = page.getByRole('region', { name: `${league} standings` });
  await expect(standings.locator('tbody tr')).toHaveCount(3);
  expect(await rowTexts(standings)).toEqual(standingsRows.map((row, i) => [...row, ['W2', 'W1', 'L2'][i]]));

  await page.goto('/schedule');
  const schedule = page.getByRole('region', { name: `${league} schedule` });
  await expect(schedule.locator('tbody tr')).toHaveCount(4);
  await expect(schedule.getByRole('link', { name: /^Box Score/ })).toHaveCount(3);
  await expect(schedule.locator('tbody tr').filter({ hasText: '50 - 40' })).toContainText(hawks);
  await expect(schedule.locator('tbody tr').filter({ hasText: 'N/A' })).toContainText(formatGameDate(games[3].date));

  // The first game's box score, reached from the schedule.
  await schedule
    .locator('tbody tr')
    .filter({ hasText: '50 - 40' })
    .getByRole('link', { name: /^Box Score/ })
    .click();
  await expect(main.getByRole('heading', { level: 1, name: `${hawks} vs ${owls}` })).toBeVisible();
  const firstBoxScore = page.url();
  const avaLine = main.getByRole('table', { name: hawks }).getByRole('row').filter({ hasText: ava.name });
  await expect(avaLine.getByRole('cell').first()).toHaveText('15');
  for (const shooting of ['5-10', '2-4', '3-4']) await expect(avaLine).toContainText(shooting);
  await expect(main.getByRole('table', { name: hawks }).getByRole('row').filter({ hasText: ben.name })).toContainText(
    'DNP',
  );
  const calLine = main.getByRole('table', { name: owls }).getByRole('row').filter({ hasText: cal.name });
  await expect(calLine.getByRole('cell').first()).toHaveText('10');

  await page.goto('/statistics');
  const averages = page.getByRole('region', { name: `${league} per-game averages` });
  await expect(averages.locator('tbody tr')).toHaveCount(2);
  expect((await rowTexts(averages))[0]!.slice(0, 6)).toEqual([ava.name, hawks, '2', '17.0', '6.0', '5.0']);
  await page.getByRole('tab', { name: 'Totals' }).click();
  const totals = page.getByRole('region', { name: `${league} season totals` });
  await expect(totals.locator('tbody tr')).toHaveCount(2);
  expect((await rowTexts(totals))[0]!.slice(0, 6)).toEqual([ava.name, hawks, '2', '34', '12', '10']);
  await page.getByRole('tab', { name: 'Awards' }).click();
  const awards = page.getByRole('tabpanel', { name: 'Awards' });
  await expect(awards.getByRole('term').filter({ hasText: award })).toBeVisible();
  await expect(awards.getByRole('link', { name: ava.name })).toBeVisible();

  // Ava's page: the award, her averages in the league and both games in her log.
  await awards.getByRole('link', { name: ava.name }).click();
  await expect(main.getByRole('heading', { level: 1, name: new RegExp(`^${ava.name}`) })).toBeVisible();
  await expect(main.getByText(`${award} - ${league}`)).toBeVisible();
  const playerAverages = main.getByRole('table', { name: /averages in each league/ });
  await expect(playerAverages.getByRole('row').filter({ hasText: league })).toContainText('17.0');
  await expect(main.getByRole('table', { name: /Game log/ }).locator('a[href$="/box-score"]')).toHaveCount(2);
  await expect(main.getByRole('region', { name: 'Career highs' })).toContainText('19');

  // The Hawks' page: logo, roster, the game to come and both results.
  await page.goto('/');
  await homeStandings.getByRole('link', { name: hawks }).click();
  await expect(main.getByRole('heading', { level: 1, name: hawks })).toBeVisible();
  await expect(main.getByRole('img', { name: `${hawks} logo` })).toBeVisible();
  const roster = main.getByRole('table', { name: `${hawks} players` });
  await expect(roster.getByRole('link', { name: ava.name })).toBeVisible();
  await expect(roster.getByRole('link', { name: ben.name })).toBeVisible();
  await expect(main.getByRole('region', { name: `${hawks} upcoming games` })).toContainText(foxes);
  await expect(main.getByRole('table', { name: /results/ }).getByRole('link', { name: /^Box Score/ })).toHaveCount(2);

  // The visitor who registered plays for the Foxes.
  await page.goto('/standings');
  await standings.getByRole('link', { name: foxes }).click();
  await expect(
    main.getByRole('table', { name: `${foxes} players` }).getByRole('link', { name: eli.name }),
  ).toBeVisible();

  await page.goto('/records');
  await expect(main.getByRole('tabpanel').getByRole('table', { name: /^Points/ })).toContainText(ava.name);

  await page.goto('/locations');
  await expect(main.getByRole('heading', { name: mainGym })).toBeVisible();
  await expect(main.getByRole('heading', { name: eastGym })).toBeVisible();

  // The sponsor's ad is among the active ones.
  const ads = (await (await page.request.get('/api/advertisements/active')).json()) as { name: string }[];
  expect(ads.map((ad) => ad.name)).toContain(sponsor);

  // A correction from the public box score: Cal made two more free throws (4 of 4), 12 points.
  await page.goto(firstBoxScore);
  await main.getByRole('table', { name: owls }).getByRole('link', { name: cal.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit Stats: ${cal.name}` })).toBeVisible();
  await expect(page.getByLabel(STAT_LABELS.ftm, { exact: true })).toHaveValue('2');
  await page.getByLabel(STAT_LABELS.ftm, { exact: true }).fill('4');
  await page.getByLabel(STAT_LABELS.fta, { exact: true }).fill('4');
  await expect(page.getByText('Points: 12')).toBeVisible();
  await page.getByRole('button', { name: 'Save Stats' }).click();
  await expect(toast(page, 'Player stats updated successfully')).toBeVisible();
  await page.goto(firstBoxScore);
  await expect(calLine.getByRole('cell').first()).toHaveText('12');
  await expect(calLine).toContainText('4-4');
  await page.goto('/');
  await expect(homeLeaders.locator('tbody tr').nth(1)).toContainText('12.0');
  expect((await rowTexts(homeLeaders))[1]).toEqual([cal.name, owls, '12.0', '4.0', '2.0']);

  // The season closes registration: the public form says so.
  await page.goto('/admin/leagues/list');
  await page.getByRole('row').filter({ hasText: league }).getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Registration open', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Updated ${league}`)).toBeVisible();
  await page.goto('/register');
  await expect(page.getByText('Registration is currently closed.', { exact: true })).toBeVisible();
});
