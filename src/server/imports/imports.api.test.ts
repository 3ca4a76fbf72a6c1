import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGED_SINCE_PREVIEW,
  REFUSED_ROWS_MESSAGE,
  TOO_LARGE_MESSAGE,
  type ImportPreview,
  type ImportRequest,
} from '#domain/imports.ts';
import { and, desc, eq } from 'drizzle-orm';
import { unique } from '../../../test/app.ts';
import { useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { games, imports, playerAllTimeTotals, playerLeagueTotals, players, playerStats } from '../db/schema.ts';
import { FOOTPRINT_PAGE_ROWS, footprintOf } from './save.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

const csv = (lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n', 'utf8').toString('base64');

async function xlsx(rows: (string | number | { formula: string })[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

type Body = Partial<ImportRequest> & Pick<ImportRequest, 'kind' | 'data'>;
const request = (body: Body) => ({ format: 'csv' as const, fileName: 'test.csv', leagueId: sl.league.id, ...body });
const preview = (body: Body) => setup.send('POST', '/api/imports/preview', request(body));

/** Previews, expects no refused row, imports what was previewed. */
async function importFile(body: Body) {
  const previewed = await preview(body);
  expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
  const shown = previewed.body as ImportPreview;
  expect(shown.rows.filter((row) => row.outcome === 'refused')).toEqual([]);
  const saved = await setup.send('POST', '/api/imports', { ...request(body), digest: shown.digest });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return { preview: shown, summary: saved.body as { id: number; leagueId: number; counts: Record<string, number> } };
}

describe('gyms', () => {
  it('makes new gyms, then finds them unchanged', async () => {
    const name = unique('Gym');
    const file = csv(['Venue,Address,Website', `${name},12 Hoop Rd,https://gym.example`]);
    const { preview: first } = await importFile({ kind: 'gyms', data: file, leagueId: null });
    expect(first.counts).toEqual({ new: 1, matched: 0, unchanged: 0, refused: 0 });
    expect(first.columns.map((column) => column.key)).toEqual(['name', 'address', 'website']);
    const locations = (await setup.get('/api/locations')).body as { name: string; address: string }[];
    expect(locations.find((gym) => gym.name === name)?.address).toBe('12 Hoop Rd');
    const again = (await preview({ kind: 'gyms', data: file, leagueId: null })).body as ImportPreview;
    expect(again.rows[0]).toMatchObject({ line: 2, outcome: 'unchanged' });
  });

  it("refuses a row with the spec's message and saves nothing", async () => {
    const file = csv(['Gym,Address', `${unique('Gym')},`]);
    const shown = (await preview({ kind: 'gyms', data: file, leagueId: null })).body as ImportPreview;
    expect(shown.rows[0]).toMatchObject({ outcome: 'refused', note: 'Address is required.' });
    const saved = await setup.send('POST', '/api/imports', {
      ...request({ kind: 'gyms', data: file, leagueId: null }),
      digest: shown.digest,
    });
    expect(saved).toMatchObject({ status: 400, body: { message: REFUSED_ROWS_MESSAGE } });
  });
});

describe('players', () => {
  it('imports players from an Excel file onto teams, matching a person already in the league by email', async () => {
    const existing = (await setup.get(`/api/players/${sl.players.a1.id}`, setup.adminCookie)).body as {
      email: string;
      firstName: string;
      lastName: string;
    };
    const team = (await setup.get(`/api/teams/${sl.teams.b.id}`)).body as { name: string };
    const email = `${unique('new')}@example.com`;
    const data = await xlsx([
      ['First name', 'Last name', 'Email', 'Phone', 'Team', 'Jersey', 'Position', 'Height', 'Captain'],
      ['Nia', 'Long', email, '555-123-4567', team.name, 7, 'PG', `6'1"`, 'yes'],
      [existing.firstName, existing.lastName, existing.email.toUpperCase(), '555-999-0000', team.name, '', '', '', ''],
    ]);
    const { preview: shown } = await importFile({ kind: 'players', format: 'xlsx', fileName: 'roster.xlsx', data });
    expect(shown.counts).toMatchObject({ new: 1, matched: 1, refused: 0 });
    expect(shown.rows[1]!.note).toMatch(/by email/);
    const roster = (await setup.get(`/api/teams/${sl.teams.b.id}`)).body as {
      Players: { id: number; firstName: string; jerseyNumber: number | null; position: string | null }[];
    };
    const nia = roster.Players.find((player) => player.firstName === 'Nia');
    expect(nia).toMatchObject({ jerseyNumber: 7, position: 'Point Guard' });
    expect(roster.Players.some((player) => player.id === sl.players.a1.id)).toBe(true);
  });

  it("reads SportsPress's player columns, and asks an active league's players for contact details", async () => {
    const team = (await setup.get(`/api/teams/${sl.teams.c.id}`)).body as { name: string };
    const file = csv([
      'Squad Number,Name,Positions,Teams,Leagues,Seasons,Nationality,Date of Birth',
      `9,Ray Allen,SG,${team.name},L,2025,USA,1990-01-01`,
    ]);
    const shown = (await preview({ kind: 'players', data: file })).body as ImportPreview;
    expect(shown.columns.filter((column) => column.ignored).map((column) => column.header)).toEqual([
      'Leagues',
      'Seasons',
      'Nationality',
      'Date of Birth',
    ]);
    expect(shown.rows[0]).toMatchObject({ outcome: 'refused', what: 'Ray Allen', note: 'Email is required.' });
  });
});

describe('a past season', () => {
  it('comes in as a past league whose standings, averages and box scores read as if entered here', async () => {
    const gym = unique('Gym');
    await importFile({ kind: 'gyms', data: csv(['Gym,Address', `${gym},1 Court St`]), leagueId: null });
    const hawks = unique('Hawks');
    const wolves = unique('Wolves');
    const leagueName = unique('Spring 2019');
    const schedule = csv([
      'Date,Time,Venue,Home,Away,Home score,Away score',
      `04/07/2019,7:00 PM,${gym},${hawks},${wolves},10,7`,
      `04/14/2019,19:00,${gym},${wolves},${hawks},,`,
    ]);
    const first = await importFile({ kind: 'schedule', data: schedule, leagueId: null, newLeagueName: leagueName });
    expect(first.preview.alsoCreates).toEqual([
      `Past league ${leagueName}, 2019-04-07 to 2019-04-14`,
      `Team ${hawks} in ${leagueName}`,
      `Team ${wolves} in ${leagueName}`,
    ]);
    const leagueId = first.summary.leagueId;
    // SportsPress's events layout: a game row, then each team's block with its results, then its players.
    const boxScores = csv([
      'Date,Time,Venue,Teams,Results,Outcome,Players,FGM,FGA,3PM,3PA,FTM,FTA,OFF,DEF,AST,STL,BLK,TO,PF,PTS',
      `2019/04/07,19:00,${gym},${hawks},2|10,win,Ann Bell,4,9,1,3,1,2,1,3,2,0,0,1,2,10`,
      `,,,${wolves},3|7,loss,Cy Dunn,3,8,1,2,0,0,0,5,1,1,1,0,3,7`,
      `2019/04/14,19:00,${gym},${wolves},5|21,win,Cy Dunn,8,15,2,4,3,4,2,6,0,0,0,2,1,21`,
      `,,,${hawks},6|18,loss,Ann Bell,7,12,0,1,4,4,0,2,3,2,0,1,4,18`,
    ]);
    const second = await importFile({ kind: 'box-scores', data: boxScores, leagueId, dateOrder: 'ymd' });
    expect(second.preview.counts).toMatchObject({ new: 2, matched: 2, refused: 0 });

    const standings = (await setup.get(`/api/leagues/${leagueId}/standings`)).body as {
      teamName: string;
      wins: number;
      losses: number;
    }[];
    expect(standings.map((row) => [row.teamName, row.wins, row.losses])).toEqual(
      [
        [hawks, 1, 1],
        [wolves, 1, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const league = (await setup.get(`/api/leagues/${leagueId}`)).body as {
      isActive: boolean;
      startDate: string;
      endDate: string;
    };
    expect(league).toMatchObject({ isActive: false, startDate: '2019-04-07', endDate: '2019-04-14' });
    const averages = (await setup.get(`/api/player-stats/league/${leagueId}/averages`)).body as {
      firstName: string;
      points: number;
      rebounds: number;
      fgm: number;
      fga: number;
    }[];
    const ann = averages.find((row) => row.firstName === 'Ann')!;
    // Ann: 10 and 18 points; rebounds 1+3 and 0+2; FGM (with threes) 4 and 7 of 9 and 12.
    expect(ann).toMatchObject({ points: 14, rebounds: 3, fgm: 5.5, fga: 10.5 });
    const games = (await setup.get(`/api/games?leagueId=${leagueId}`)).body as {
      id: number;
      homeTeamScore: number;
      awayTeamScore: number;
    }[];
    expect(games.map((game) => [game.homeTeamScore, game.awayTeamScore])).toEqual([
      [10, 7],
      [21, 18],
    ]);
    // The records' kept totals, which the import works out once at its end (migration 0016): the
    // first game was scored by the schedule, the second by the box scores.
    const kept = await setup.app.db
      .select({
        firstName: players.firstName,
        games: playerLeagueTotals.gamesPlayed,
        points: playerLeagueTotals.points,
        rebounds: playerLeagueTotals.rebounds,
        assists: playerLeagueTotals.assists,
        fgm: playerLeagueTotals.fgm,
        threepm: playerLeagueTotals.threepm,
      })
      .from(playerLeagueTotals)
      .innerJoin(players, eq(players.id, playerLeagueTotals.playerId))
      .where(eq(playerLeagueTotals.leagueId, leagueId))
      .orderBy(players.firstName);
    // Ann: 10 + 18 points; rebounds 1+3 and 0+2; assists 2 and 3; FGM 4 (a three) and 7.
    // Cy: 7 + 21 points; rebounds 0+5 and 2+6; assists 1 and 0; FGM 3 and 8, of them threes 1 and 2.
    expect(kept).toEqual([
      { firstName: 'Ann', games: 2, points: 28, rebounds: 6, assists: 5, fgm: 11, threepm: 1 },
      { firstName: 'Cy', games: 2, points: 28, rebounds: 13, assists: 1, fgm: 11, threepm: 3 },
    ]);
    const [annAllTime] = await setup.app.db
      .select({ games: playerAllTimeTotals.gamesPlayed, points: playerAllTimeTotals.points })
      .from(playerAllTimeTotals)
      .innerJoin(players, eq(players.id, playerAllTimeTotals.playerId))
      .innerJoin(playerLeagueTotals, eq(playerLeagueTotals.playerId, players.id))
      .where(and(eq(playerLeagueTotals.leagueId, leagueId), eq(players.firstName, 'Ann')));
    expect(annAllTime).toEqual({ games: 2, points: 28 });
  });
});

describe('undo', () => {
  it('takes an import back out while nothing is built on it, and refuses once something is', async () => {
    const gym = unique('Gym');
    await importFile({ kind: 'gyms', data: csv(['Gym,Address', `${gym},1 Court St`]), leagueId: null });
    const home = unique('Home');
    const away = unique('Away');
    const file = csv([
      'Date,Time,Gym,Home,Away',
      `2026-10-10,18:00,${gym},${home},${away}`,
      `2026-10-17,18:00,${gym},${away},${home}`,
    ]);
    const first = await importFile({ kind: 'schedule', data: file });
    const undone = await setup.send('POST', `/api/imports/${first.summary.id}/undo`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const teams = (await setup.get(`/api/leagues/${sl.league.id}/standings`)).body as { teamName: string }[];
    expect(teams.some((team) => team.teamName === home)).toBe(false);
    expect((await setup.send('POST', `/api/imports/${first.summary.id}/undo`, {})).status).toBe(409);

    const second = await importFile({ kind: 'schedule', data: file });
    const games = (await setup.get(`/api/games?leagueId=${sl.league.id}`)).body as {
      id: number;
      date: string;
      HomeTeam: { name: string };
    }[];
    const game = games.find((candidate) => candidate.date === '2026-10-10' && candidate.HomeTeam.name === home)!;
    const scored = await setup.send('PUT', `/api/games/${game.id}/score`, { homeTeamScore: 40, awayTeamScore: 38 });
    expect(scored.status, JSON.stringify(scored.body)).toBeLessThan(300);
    const refused = await setup.send('POST', `/api/imports/${second.summary.id}/undo`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/can no longer be undone/);
  });

  it('digests more stat lines than a page holds a page at a time, and undoes an import whose footprint was taken whole', async () => {
    const gym = unique('Gym');
    await importFile({ kind: 'gyms', data: csv(['Gym,Address', `${gym},1 Court St`]), leagueId: null });
    const teams = [unique('Owls'), unique('Bats')];
    // 105 games of 2 teams of 10 players: 2,100 lines, more than a page of the footprint.
    const season = (name: string) => {
      const rows = ['Date,Time,Gym,Home,Away,Team,Player,FGM,FGA,REB,AST'];
      for (let game = 0; game < 105; game++) {
        const date = new Date(Date.UTC(2015, 0, 1) + game * 86_400_000).toISOString().slice(0, 10);
        const [home, away] = game % 2 === 0 ? teams : [teams[1]!, teams[0]!];
        for (const team of teams)
          for (let player = 0; player < 10; player++)
            rows.push(
              `${date},19:00,${gym},${home},${away},${team},${name}${team.slice(0, 4)} Number${player},${player},10,2,1`,
            );
      }
      return { kind: 'box-scores' as const, data: csv(rows), leagueId: null, newLeagueName: unique(name) };
    };
    const lines = (await importFile(season('First'))).summary;
    expect(lines.counts.lines).toBe(2_100);
    expect(2_100).toBeGreaterThan(FOOTPRINT_PAGE_ROWS);
    const db = setup.app.db;
    const [saved] = await db.select().from(imports).where(eq(imports.id, lines.id));
    const whole = await db.transaction((tx) =>
      footprintOf(tx, saved!.record, saved!.leagueId, Number.POSITIVE_INFINITY),
    );
    expect(saved!.footprint).not.toBe(whole);
    // As an import saved before the lines were digested in pages would have it.
    await db.update(imports).set({ footprint: whole }).where(eq(imports.id, lines.id));
    const undone = await setup.send('POST', `/api/imports/${lines.id}/undo`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);

    // A change to the line saved last, in the last page, is something built on the import.
    const second = (await importFile(season('Second'))).summary;
    const [last] = await db
      .select({ id: playerStats.id })
      .from(playerStats)
      .innerJoin(games, eq(games.id, playerStats.gameId))
      .where(eq(games.leagueId, second.leagueId))
      .orderBy(desc(playerStats.id))
      .limit(1);
    await db.update(playerStats).set({ assists: 9 }).where(eq(playerStats.id, last!.id));
    const refused = await setup.send('POST', `/api/imports/${second.id}/undo`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/can no longer be undone/);
  });

  it("takes back box scores added to a past season's games, and the players' kept totals with them", async () => {
    const gym = unique('Gym');
    await importFile({ kind: 'gyms', data: csv(['Gym,Address', `${gym},1 Court St`]), leagueId: null });
    const [hawks, wolves] = [unique('Hawks'), unique('Wolves')];
    const schedule = csv([
      'Date,Time,Gym,Home,Away,Home score,Away score',
      `2018-04-07,19:00,${gym},${hawks},${wolves},10,7`,
      `2018-04-14,19:00,${gym},${wolves},${hawks},,`,
    ]);
    const season = await importFile({
      kind: 'schedule',
      data: schedule,
      leagueId: null,
      newLeagueName: unique('Spring'),
    });
    const leagueId = season.summary.leagueId;
    const header = 'Date,Time,Gym,Home,Away,Team,Player,FGM,FGA,3PM,3PA,FTM,FTA,REB,AST';
    // Names of this test's own: a player is matched by name across leagues.
    const [ann, cy] = [unique('Ann'), unique('Cy')];
    const firstGame = csv([
      header,
      `2018-04-07,19:00,${gym},${hawks},${wolves},${hawks},${ann} Bell,4,9,1,3,1,2,4,2`,
      `2018-04-07,19:00,${gym},${hawks},${wolves},${wolves},${cy} Dunn,3,8,1,2,0,0,5,1`,
    ]);
    await importFile({ kind: 'box-scores', data: firstGame, leagueId });
    const secondGame = csv([
      header,
      `2018-04-14,19:00,${gym},${wolves},${hawks},${wolves},${cy} Dunn,8,15,2,4,3,4,8,0`,
      `2018-04-14,19:00,${gym},${wolves},${hawks},${hawks},${ann} Bell,7,12,0,1,4,4,2,3`,
    ]);
    const second = await importFile({ kind: 'box-scores', data: secondGame, leagueId });
    const kept = () =>
      setup.app.db
        .select({
          firstName: players.firstName,
          games: playerLeagueTotals.gamesPlayed,
          points: playerLeagueTotals.points,
          rebounds: playerLeagueTotals.rebounds,
          allTime: playerAllTimeTotals.points,
        })
        .from(playerLeagueTotals)
        .innerJoin(players, eq(players.id, playerLeagueTotals.playerId))
        .innerJoin(playerAllTimeTotals, eq(playerAllTimeTotals.playerId, players.id))
        .where(eq(playerLeagueTotals.leagueId, leagueId))
        .orderBy(players.firstName);
    // Ann: 4 field goals (a three) and 1 free throw = 10, then 7 and 4 = 18; Cy: 3 (a three) = 7, then 8 (two threes) and 3 = 21.
    expect(await kept()).toEqual([
      { firstName: ann, games: 2, points: 28, rebounds: 6, allTime: 28 },
      { firstName: cy, games: 2, points: 28, rebounds: 13, allTime: 28 },
    ]);

    const undone = await setup.send('POST', `/api/imports/${second.summary.id}/undo`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await kept()).toEqual([
      { firstName: ann, games: 1, points: 10, rebounds: 4, allTime: 10 },
      { firstName: cy, games: 1, points: 7, rebounds: 5, allTime: 7 },
    ]);
    const left = (await setup.get(`/api/games?leagueId=${leagueId}`)).body as {
      homeTeamScore: number | null;
      awayTeamScore: number | null;
    }[];
    expect(left.map((game) => [game.homeTeamScore, game.awayTeamScore])).toEqual([
      [10, 7],
      [null, null],
    ]);
  });

  it('refuses an import when the data changed since its preview', async () => {
    const file = csv(['Gym,Address', `${unique('Gym')},1 Court St`]);
    const shown = (await preview({ kind: 'gyms', data: file, leagueId: null })).body as ImportPreview;
    await importFile({ kind: 'gyms', data: file, leagueId: null });
    const again = await setup.send('POST', '/api/imports', {
      ...request({ kind: 'gyms', data: file, leagueId: null }),
      digest: shown.digest,
    });
    expect(again).toMatchObject({ status: 409, body: { message: CHANGED_SINCE_PREVIEW } });
  });
});

describe('files it cannot read', () => {
  const refusedWith = async (body: Body) => {
    const response = await preview(body);
    expect(response.status).toBe(400);
    return response.body.message as string;
  };

  it('says what is wrong with each, and saves nothing', async () => {
    expect(
      await refusedWith({
        kind: 'gyms',
        leagueId: null,
        data: Buffer.from([0x47, 0x79, 0x6d, 0x0a, 0xff, 0xfe, 0x41]).toString('base64'),
      }),
    ).toMatch(/^The file is not UTF-8 text/);
    expect(await refusedWith({ kind: 'gyms', leagueId: null, data: csv(['Gym,Address', 'A,1 St,extra']) })).toMatch(
      /^Line 2 has more cells than the first row has headers/,
    );
    expect(await refusedWith({ kind: 'gyms', leagueId: null, format: 'xlsx', data: csv(['Gym,Address']) })).toBe(
      'The file is not an Excel (.xlsx) file.',
    );
    const formula = await xlsx([
      ['Gym', 'Address'],
      ['A', { formula: 'CONCAT("1 ","St")' }],
    ]);
    expect(await refusedWith({ kind: 'gyms', leagueId: null, format: 'xlsx', data: formula })).toMatch(
      /^Cell B2 holds a formula/,
    );
    expect(await refusedWith({ kind: 'gyms', leagueId: null, data: csv(['Gym,Address', '"A,1 St']) })).toMatch(
      /could not be read as CSV/,
    );
    expect(await refusedWith({ kind: 'gyms', leagueId: null, data: csv(['Gym,Address']) })).toBe(
      'The file has no rows to import.',
    );
  });

  it('refuses a 50 MB file with its own message', async () => {
    const response = await setup.send(
      'POST',
      '/api/imports/preview',
      request({ kind: 'gyms', leagueId: null, data: 'A'.repeat(50 * 1024 * 1024) }),
    );
    expect(response).toMatchObject({ status: 413, body: { message: TOO_LARGE_MESSAGE } });
  });
});

describe('ways a file comes', () => {
  it('takes rows pasted from a spreadsheet (tab-separated)', async () => {
    const name = unique('Gym');
    const { preview: shown } = await importFile({
      kind: 'gyms',
      leagueId: null,
      format: 'text',
      fileName: '',
      data: `Gym\tAddress\n${name}\t5 Tab St\n`,
    });
    expect(shown.rows[0]).toMatchObject({ outcome: 'new', what: name, note: '5 Tab St' });
  });

  it('takes semicolons with a UTF-8 mark, and UTF-16 with its mark', async () => {
    const semicolons = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`Gym;Address\r\nCafé ${unique('Gym')};"1 Rue; Nord"\r\n`),
    ]);
    const shown = (await preview({ kind: 'gyms', leagueId: null, data: semicolons.toString('base64') }))
      .body as ImportPreview;
    expect(shown.rows[0]).toMatchObject({ outcome: 'new', note: '1 Rue; Nord' });
    expect(shown.rows[0]!.what).toMatch(/^Café /);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`Gym\tAddress\r\nZoë ${unique('Gym')}\t2 Ave\r\n`, 'utf16le'),
    ]);
    const wide = (await preview({ kind: 'gyms', leagueId: null, data: utf16.toString('base64') }))
      .body as ImportPreview;
    expect(wide.rows[0]).toMatchObject({ outcome: 'new', note: '2 Ave' });
  });

  it('serves each template, which the importer reads back', async () => {
    const csvTemplate = await setup.app.inject({
      method: 'GET',
      url: '/api/imports/templates/schedule.csv',
      headers: { cookie: setup.adminCookie },
    });
    expect(csvTemplate.statusCode).toBe(200);
    expect(csvTemplate.headers['content-disposition']).toBe('attachment; filename="schedule-template.csv"');
    expect(csvTemplate.body.split('\r\n')[0]).toBe('"Date","Time","Gym","Home","Away","Home score","Away score"');
    const excel = await setup.app.inject({
      method: 'GET',
      url: '/api/imports/templates/players.xlsx',
      headers: { cookie: setup.adminCookie },
    });
    expect(excel.statusCode).toBe(200);
    const team = (await setup.get(`/api/teams/${sl.teams.a.id}`)).body as { name: string };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.getRow(2).getCell(3).value = `${unique('tpl')}@example.com`;
    sheet.getRow(2).getCell(5).value = team.name;
    const data = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const shown = (await preview({ kind: 'players', format: 'xlsx', data })).body as ImportPreview;
    expect(shown.columns.every((column) => column.key !== null)).toBe(true);
    expect(shown.rows[0]).toMatchObject({ outcome: 'new', what: `Jane Doe, ${team.name}` });
    expect(
      (
        await setup.app.inject({
          method: 'GET',
          url: '/api/imports/templates/nothing.csv',
          headers: { cookie: setup.adminCookie },
        })
      ).statusCode,
    ).toBe(400);
    expect((await setup.app.inject({ method: 'GET', url: '/api/imports/templates/players.csv' })).statusCode).toBe(401);
  });

  it('lets the admin map a header it does not know', async () => {
    const name = unique('Gym');
    const file = csv(['Court,Street address', `${name},9 Map St`]);
    const unmapped = (await preview({ kind: 'gyms', leagueId: null, data: file })).body as ImportPreview;
    expect(unmapped.columns).toEqual([
      { header: 'Court', key: null, ignored: false },
      { header: 'Street address', key: null, ignored: false },
    ]);
    expect(unmapped.rows[0]).toMatchObject({ outcome: 'refused', note: 'Location name is required.' });
    const mapped = (
      await preview({
        kind: 'gyms',
        leagueId: null,
        data: file,
        mapping: { Court: 'name', 'Street address': 'address' },
      })
    ).body as ImportPreview;
    expect(mapped.rows[0]).toMatchObject({ outcome: 'new', what: name });
  });
});

describe('rows it refuses', () => {
  it('refuses a game whose gym slot is taken, a missing time, and a one-sided score', async () => {
    const gym = unique('Gym');
    await importFile({ kind: 'gyms', data: csv(['Gym,Address', `${gym},1 Court St`]), leagueId: null });
    const [a, b, c] = [unique('A'), unique('B'), unique('C')];
    const shown = (
      await preview({
        kind: 'schedule',
        data: csv([
          'Date,Time,Gym,Home,Away,Home score,Away score',
          `2026-11-01,18:00,${gym},${a},${b},,`,
          `2026-11-01,6:00 PM,${gym},${c},${a},,`,
          `2026-11-08,,${gym},${a},${c},,`,
          `2026-11-15,18:00,${gym},${a},${a},,`,
          `2026-11-22,18:00,${gym},${b},${c},40,`,
          `2026-11-29,18:00,Nowhere ${gym},${b},${c},,`,
          `2026-12-06,18:00,${gym},${b},${c},8984,50`,
        ]),
      })
    ).body as ImportPreview;
    expect(shown.rows.map((row) => row.note)).toEqual([
      '',
      `${gym} already has a game at 6:00 PM on Sun, Nov 1, 2026.`,
      'Time is required.',
      'Home team and away team cannot be the same.',
      'Give both scores, or neither.',
      `No gym is named Nowhere ${gym}. Import the gyms first, or add it under Locations.`,
      'Scores are whole numbers from 0 to 999.',
    ]);
  });

  it('refuses a box-score line whose points do not add up, and a game not on the schedule without its time and gym', async () => {
    const home = (await setup.get(`/api/teams/${sl.teams.a.id}`)).body as { name: string };
    const away = (await setup.get(`/api/teams/${sl.teams.b.id}`)).body as { name: string };
    const shown = (
      await preview({
        kind: 'box-scores',
        data: csv([
          'Date,Home,Away,Team,Player,FGM,FGA,3PM,3PA,FTM,FTA,PTS',
          `2026-12-24,${home.name},${away.name},${home.name},Someone New,3,5,1,2,2,2,10`,
          `2026-12-25,${home.name},${away.name},${home.name},Someone Else,3,5,1,2,2,2,9`,
          `2026-12-25,${home.name},${away.name},${away.name},Other Person,1,2,2,2,0,0,`,
        ]),
      })
    ).body as ImportPreview;
    expect(shown.rows.map((row) => [row.line, row.outcome, row.note])).toEqual([
      [2, 'refused', 'PTS is 10, but FGM, 3PM and FTM make 9 points.'],
      [3, 'refused', 'Another line of this game is refused.'],
      [4, 'refused', 'FGM must be greater than or equal to 3PM'],
    ]);
  });

  it('fills in the empty line of a game on file, finds it unchanged, and leaves numbers already there alone', async () => {
    const gym = unique('Gym');
    await importFile({ kind: 'gyms', data: csv(['Gym,Address', `${gym},1 Court St`]), leagueId: null });
    const home = (await setup.get(`/api/teams/${sl.teams.a.id}`)).body as { name: string };
    const away = (await setup.get(`/api/teams/${sl.teams.b.id}`)).body as { name: string };
    await importFile({
      kind: 'schedule',
      data: csv(['Date,Time,Gym,Home,Away', `2026-11-20,20:00,${gym},${home.name},${away.name}`]),
    });
    const a1 = (await setup.get(`/api/players/${sl.players.a1.id}`)).body as { firstName: string; lastName: string };
    const lineOf = (fgm: number) =>
      csv([
        'Date,Home,Away,Team,Player,FGM,FGA,3PM,3PA,REB,OREB',
        `2026-11-20,${home.name},${away.name},${home.name},${a1.firstName} ${a1.lastName},${fgm},6,1,2,5,1`,
      ]);
    const filled = await importFile({ kind: 'box-scores', data: lineOf(4) });
    expect(filled.preview.rows[0]).toMatchObject({ outcome: 'matched' });
    expect(filled.preview.rows[0]!.note).toMatch(/matched by name, on the team\. 9 pts\.$/);
    const games = (await setup.get(`/api/games?leagueId=${sl.league.id}`)).body as { id: number; date: string }[];
    const game = (await setup.get(`/api/games/${games.find((candidate) => candidate.date === '2026-11-20')!.id}`))
      .body as {
      homeTeamScore: number;
      HomeTeam: { Players: { id: number; fgm: number; fga: number; rebounds: number; points: number }[] };
    };
    // One team's lines alone do not make a score.
    expect(game.homeTeamScore).toBe(null);
    // FGM 4 with one three: 3 two-pointers and a three, 9 points (stored lines keep two-pointers apart).
    expect(game.HomeTeam.Players.find((player) => player.id === sl.players.a1.id)).toMatchObject({
      fgm: 4,
      fga: 6,
      rebounds: 5,
      points: 9,
    });
    const again = (await preview({ kind: 'box-scores', data: lineOf(4) })).body as ImportPreview;
    expect(again.rows[0]).toMatchObject({ outcome: 'unchanged' });
    const other = (await preview({ kind: 'box-scores', data: lineOf(5) })).body as ImportPreview;
    expect(other.rows[0]).toMatchObject({
      outcome: 'refused',
      note: "The player's line in this game already holds other numbers. Change it on the box score's screen.",
    });
  });
});

describe("one team's lines of one game", () => {
  it('takes a file of players and their stats into the game and team chosen (SportsPress event performance)', async () => {
    const gym = unique('Gym');
    await importFile({ kind: 'gyms', data: csv(['Gym,Address', `${gym},1 Court St`]), leagueId: null });
    const home = (await setup.get(`/api/teams/${sl.teams.a.id}`)).body as { name: string };
    const away = (await setup.get(`/api/teams/${sl.teams.c.id}`)).body as { name: string };
    await importFile({
      kind: 'schedule',
      data: csv(['Date,Time,Gym,Home,Away', `2026-11-27,21:00,${gym},${home.name},${away.name}`]),
    });
    const games = (await setup.get(`/api/games?leagueId=${sl.league.id}`)).body as {
      id: number;
      date: string;
      time: string;
    }[];
    const game = games.find((candidate) => candidate.date === '2026-11-27' && candidate.time === '21:00:00')!;
    const file = csv([
      'Player,Points,Field Goals Made,Field Goals Attempted,Three Pointers Made,Three Pointers Attempted,FTM,FTA',
      'Pat Newcomer,7,3,5,1,2,0,0',
    ]);
    const wrongTeam = await preview({ kind: 'box-scores', data: file, gameId: game.id, teamId: sl.teams.b.id });
    expect(wrongTeam).toMatchObject({ status: 400, body: { message: 'Choose one of the two teams of the game.' } });
    const { preview: shown } = await importFile({
      kind: 'box-scores',
      data: file,
      gameId: game.id,
      teamId: sl.teams.c.id,
    });
    expect(shown.rows).toEqual([
      { line: 2, outcome: 'new', what: `Pat Newcomer, ${away.name}`, note: 'New player. 7 pts.' },
    ]);
    const box = (await setup.get(`/api/games/${game.id}`)).body as {
      AwayTeam: { Players: { firstName: string; points: number }[] };
    };
    expect(box.AwayTeam.Players.find((player) => player.firstName === 'Pat')?.points).toBe(7);
  });
});
