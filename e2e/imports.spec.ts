import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { CHANGED_SINCE_PREVIEW, REFUSED_ROWS_MESSAGE } from '#domain/imports.ts';
import { DATE_ORDER_LABELS } from '#domain/import-values.ts';
import { sendJson, signInThroughApi } from './api.ts';
import {
  allowConsoleErrors,
  createAdmin,
  expect,
  expectNoSeriousA11yViolations,
  failedRequest,
  signInThroughForm,
  unique,
} from './fixtures.ts';
import { testOnOwnServer } from './own-server.ts';
import { ADMIN_PASSWORD } from './server-state.ts';

/*
 * A server of this file's own, seeded with the demo league (its active league keeps the public
 * pages as a visitor sees them): the imports make leagues, teams, gyms and players the shared
 * server's tests must not see.
 */
const test = testOnOwnServer({ env: { SEED_DEMO: 'true', ADMIN_PASSWORD } });

type League = { id: number; name: string };
type Team = { id: number; name: string };

/** Signs a new admin in, in the browser and in the API context. */
async function signInAsNewAdmin(page: Page, request: APIRequestContext) {
  const admin = await createAdmin(request);
  await signInThroughForm(page, admin);
  await signInThroughApi(request, admin);
  return admin;
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** From the dashboard's link to the import screen. */
async function openImports(page: Page) {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
  await expect(page).toHaveURL(/\/admin\/imports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import from a spreadsheet' })).toBeVisible();
}

type Counts = { New: number; Matched: number; Unchanged: number; Refused: number };

/** The preview's count of rows of each outcome. */
async function expectCounts(page: Page, counts: Counts) {
  const list = page.getByLabel('Rows by outcome');
  for (const [outcome, value] of Object.entries(counts)) {
    const entry = list.locator('div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${outcome}$`) }) });
    await expect(entry.locator('dd'), outcome).toHaveText(String(value));
  }
}

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\r\n') + '\r\n', 'utf8'),
});

test('imports the 80 players of an 8-team league from an Excel file, with a column chosen by hand, and undoes the import', async ({
  page,
  request,
}) => {
  test.slow();
  await signInAsNewAdmin(page, request);
  // Players join an active league's teams as current players: the team pages list them.
  const league = await sendJson<League>(request, 'post', '/api/leagues', {
    name: unique('Import League'),
    startDate: '2026-01-05',
    endDate: '2026-03-30',
    isRegistrationOpen: false,
    isActive: true,
  });
  const teams: Team[] = [];
  for (const name of ['Hawks', 'Owls', 'Bears', 'Foxes', 'Lynx', 'Rams', 'Stags', 'Wolves']) {
    teams.push(
      await sendJson<Team>(request, 'post', '/api/teams', { name: unique(name), LeagueId: league.id, logoUrl: null }),
    );
  }
  const [hawks, owls] = teams as [Team, Team];
  // Ten players a team, jerseys 1 to 10.
  const players = teams.flatMap((onTeam, teamIndex) =>
    Array.from({ length: 10 }, (_, index) => [`P${teamIndex}x${index}`, unique('Last'), onTeam, index + 1] as const),
  );
  // "Shirt" is no header the site knows: the admin says it is the jersey.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roster');
  sheet.addRow(['First name', 'Last name', 'Email', 'Phone', 'Team', 'Shirt', 'Nationality']);
  for (const [first, last, onTeam, shirt] of players) {
    sheet.addRow([first, last, `${last.toLowerCase()}@example.com`, '(555) 123-4567', onTeam.name, shirt, 'USA']);
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await openImports(page);
  await expect(page.getByLabel('What the file holds')).toHaveValue('players');
  await page.getByLabel('The league it goes into').selectOption({ label: league.name });
  await page.getByLabel('A CSV or Excel (.xlsx) file').setInputFiles({
    name: 'roster.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await page.getByRole('button', { name: 'Preview' }).click();

  await expectCounts(page, { New: 80, Matched: 0, Unchanged: 0, Refused: 0 });
  const columns = page.getByRole('region', { name: 'Columns of the file' });
  await expect(columns.getByLabel('What “First name” holds')).toHaveValue('firstName');
  await expect(columns.getByLabel('What “Shirt” holds')).toHaveValue('');
  await expect(columns.getByRole('row', { name: /Nationality/ })).toContainText('Not kept by this site');
  await columns.getByLabel('What “Shirt” holds').selectOption({ label: 'Jersey' });
  // The preview again, with the jersey read: the rows say so.
  await expect(columns.getByLabel('What “Shirt” holds')).toHaveValue('jerseyNumber');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing is saved until you import.' })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Rows of the file' });
  await expect(rows.getByRole('row')).toHaveCount(81);
  await expect(rows.getByRole('row').nth(1)).toContainText('New');

  await page.getByRole('button', { name: 'Import 80 rows' }).click();
  await expect(toast(page, 'Imported 80 players')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rows of the file' })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Import history' });
  const imported = history.getByRole('row').filter({ hasText: 'roster.xlsx' });
  await expect(imported).toContainText(league.name);
  await expect(imported).toContainText('New 80');

  await page.goto(`/teams/${hawks.id}`);
  const roster = page.getByRole('region', { name: `${hawks.name} players` });
  for (const [first, last, , shirt] of players.slice(0, 10)) {
    await expect(roster.getByRole('row', { name: new RegExp(`${first} ${last}`) })).toContainText(String(shirt));
  }
  await page.goto(`/teams/${owls.id}`);
  for (const [first, last] of players.slice(10, 20)) {
    await expect(page.getByRole('region', { name: `${owls.name} players` })).toContainText(`${first} ${last}`);
  }

  // Everything goes out again from the dashboard: the players' file of the league, with the importer's headers.
  await page.goto('/admin');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export everything (CSV files)' }).click();
  const zipped = await download;
  expect(zipped.suggestedFilename()).toMatch(/^league-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await zipped.path())!)));
  const rosterFile = Object.entries(files).find(
    ([name, bytes]) => name.startsWith('players/') && strFromU8(bytes).includes(players[79]![1]),
  );
  expect(rosterFile, 'the players file of the league').toBeDefined();
  expect(strFromU8(rosterFile![1])).toMatch(/"First name","Last name","Name"|"First name","Last name"/);

  // Undone, asked first: the players leave the teams.
  await openImports(page);
  await history
    .getByRole('row')
    .filter({ hasText: 'roster.xlsx' })
    .getByRole('button', { name: /^Undo the import of roster\.xlsx/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Undo import' });
  await expect(dialog).toContainText('Undo the import of roster.xlsx (players)?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Import undone: roster.xlsx')).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'roster.xlsx' })).toContainText('Undone');
  await page.goto(`/teams/${hawks.id}`);
  await expect(page.getByRole('heading', { level: 1, name: hawks.name })).toBeVisible();
  const [first, last] = players[0]!;
  await expect(page.getByText(`${first} ${last}`)).toHaveCount(0);
});

test('imports a past season: its schedule into a new past league, then its box scores', async ({ page, request }) => {
  test.slow();
  await signInAsNewAdmin(page, request);
  const gym = unique('Gym');
  await sendJson(request, 'post', '/api/locations', { name: gym, address: '1 Court St' });
  const hawks = unique('Hawks');
  const wolves = unique('Wolves');
  const leagueName = unique('Spring 2019');

  await openImports(page);
  await page.getByLabel('What the file holds').selectOption({ label: 'Schedule' });
  await page.getByLabel('The league it goes into').selectOption({ label: 'A new past league…' });
  await page.getByLabel('Name of the new past league').fill(leagueName);
  await expect(page.getByLabel('Dates written with slashes are')).toHaveValue('mdy');
  await page
    .getByLabel('A CSV or Excel (.xlsx) file')
    .setInputFiles(
      csvFile('schedule.csv', [
        'Date,Time,Venue,Home,Away,Home score,Away score',
        `04/07/2019,7:00 PM,${gym},${hawks},${wolves},10,7`,
        `04/14/2019,19:00,${gym},${wolves},${hawks},,`,
      ]),
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectCounts(page, { New: 2, Matched: 0, Unchanged: 0, Refused: 0 });
  const alsoCreates = page.locator('p', { hasText: 'Also creates:' });
  await expect(alsoCreates).toContainText(`Past league ${leagueName}`);
  await expect(alsoCreates).toContainText(`Team ${hawks}`);
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(toast(page, 'Imported 2 games')).toBeVisible();

  // The next file of the season goes where the first one made its league.
  await page.getByLabel('What the file holds').selectOption({ label: 'Box scores' });
  await expect(page.getByLabel('The league it goes into').locator('option:checked')).toHaveText(leagueName);
  await page.getByLabel('Dates written with slashes are').selectOption({ label: DATE_ORDER_LABELS.ymd });
  await page
    .getByLabel('A CSV or Excel (.xlsx) file')
    .setInputFiles(
      csvFile('box-scores.csv', [
        'Date,Time,Venue,Teams,Results,Outcome,Players,FGM,FGA,3PM,3PA,FTM,FTA,OFF,DEF,AST,STL,BLK,TO,PF,PTS',
        `2019/04/07,19:00,${gym},${hawks},2|10,win,Ann Bell,4,9,1,3,1,2,1,3,2,0,0,1,2,10`,
        `,,,${wolves},3|7,loss,Cy Dunn,3,8,1,2,0,0,0,5,1,1,1,0,3,7`,
        `2019/04/14,19:00,${gym},${wolves},5|21,win,Cy Dunn,8,15,2,4,3,4,2,6,0,0,0,2,1,21`,
        `,,,${hawks},6|18,loss,Ann Bell,7,12,0,1,4,4,0,2,3,2,0,1,4,18`,
      ]),
    );
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectCounts(page, { New: 2, Matched: 2, Unchanged: 0, Refused: 0 });
  await page.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(toast(page, 'Imported 4 box-score rows')).toBeVisible();
  const history = page.getByRole('region', { name: 'Import history' });
  await expect(history.getByRole('row').filter({ hasText: 'box-scores.csv' })).toContainText(leagueName);

  await page.goto('/past-leagues');
  await page.getByLabel('League', { exact: true }).selectOption({ label: leagueName });
  const standings = page.getByRole('table', { name: `${leagueName} standings` });
  await expect(standings).toContainText(hawks);
  await expect(standings).toContainText(wolves);
  await expect(page.getByRole('table', { name: `${leagueName} schedule` })).toContainText('21');
  // Ann Bell's 10 and 18 points, as the box scores had them.
  await expect(
    page.getByRole('table', { name: `${leagueName} season totals` }).getByRole('row', { name: /Ann Bell/ }),
  ).toContainText('28');
});

test('refuses rows until the file is right, and previews again when the data changed meanwhile', async ({
  page,
  request,
}) => {
  await signInAsNewAdmin(page, request);
  // The file the server cannot read is answered 400, and the import refused because the data
  // changed 409: the browser logs both.
  allowConsoleErrors(page, failedRequest(409, '/api/imports'), failedRequest(400, '/api/imports/preview'));
  const [first, second] = [unique('North Gym'), unique('South Gym')];
  await openImports(page);
  await page.getByLabel('What the file holds').selectOption({ label: 'Gyms' });
  await expect(page.getByLabel('The league it goes into')).toHaveCount(0);
  // The kind's templates are downloads of its columns.
  const template = await request.get(
    (await page.getByRole('link', { name: 'Gyms template (CSV)' }).getAttribute('href'))!,
  );
  expect(template.status()).toBe(200);
  expect(await template.text()).toMatch(/^"Gym","Address",/);
  await expect(page.getByRole('link', { name: 'Gyms template (Excel)' })).toHaveAttribute(
    'href',
    '/api/imports/templates/gyms.xlsx',
  );

  // A file of another type is refused at once; one the server cannot read, with its reason.
  const fileInput = page.getByLabel('A CSV or Excel (.xlsx) file');
  await fileInput.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Choose a CSV or Excel (.xlsx) file.')).toBeVisible();
  await fileInput.setInputFiles({
    name: 'latin1.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([0x47, 0x79, 0x6d, 0x0a, 0xe9, 0x0a]),
  });
  await expect(page.getByText('Choose a CSV or Excel (.xlsx) file.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The file is not UTF-8 text.' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove the file' }).click();

  // Rows copied from a spreadsheet arrive separated by tabs; the second has no address.
  const pasted = page.getByLabel('…or paste rows from a spreadsheet');
  await pasted.fill(`Gym\tAddress\n${first}\t1 North St\n${second}\t\n`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectCounts(page, { New: 1, Matched: 0, Unchanged: 0, Refused: 1 });
  const rows = page.getByRole('region', { name: 'Rows of the file' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Refused');
  await expect(rows.nth(1)).toContainText('Address is required.');
  await expect(page.getByText(REFUSED_ROWS_MESSAGE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();

  // Corrected: the old preview goes, the new one has no refused row.
  await pasted.fill(`Gym\tAddress\n${first}\t1 North St\n${second}\t2 South St\n`);
  await expect(page.getByLabel('Rows by outcome')).toHaveCount(0);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expectCounts(page, { New: 2, Matched: 0, Unchanged: 0, Refused: 0 });

  // Someone adds the first gym before the import: it is refused, and previewed again.
  await sendJson(request, 'post', '/api/locations', { name: first, address: '1 North St' });
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CHANGED_SINCE_PREVIEW })).toBeVisible();
  await expectCounts(page, { New: 1, Matched: 0, Unchanged: 1, Refused: 0 });
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(toast(page, 'Imported 1 gym')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Import history' }).getByRole('row').filter({ hasText: 'Pasted rows' }).first(),
  ).toContainText('New 1');
});

test(
  'fits a phone, and shows the first 200 rows of an outcome until asked for all',
  { tag: '@phone' },
  async ({ page, request }) => {
    await signInAsNewAdmin(page, request);
    await openImports(page);
    await page.getByLabel('What the file holds').selectOption({ label: 'Gyms' });
    const prefix = unique('Court');
    const lines = ['Gym\tAddress\tNotes'];
    for (let number = 1; number <= 201; number++) lines.push(`${prefix} ${number}\t${number} Main St\tOpen late`);
    lines.push(`${prefix} without an address\t\t`);
    await page.getByLabel('…or paste rows from a spreadsheet').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Preview' }).click();
    await expectCounts(page, { New: 201, Matched: 0, Unchanged: 0, Refused: 1 });
    const rows = page.getByRole('region', { name: 'Rows of the file' }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Refused');
    await expect(rows.nth(1)).toContainText('Address is required.');
    // The header, the refused row, 200 new rows and the line that offers the rest.
    await expect(rows).toHaveCount(203);
    await expect(page.getByText('The first 200 of 201 new rows shown.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all 201 new rows' }).click();
    await expect(rows).toHaveCount(204);
    await expect(rows.filter({ hasText: `${prefix} 201` })).toHaveCount(1);

    await expect(page.getByRole('region', { name: 'Columns of the file' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no page-wide sideways scroll').toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  },
);
