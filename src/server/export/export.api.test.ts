import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITABLE_PAGES } from '#domain/editable-pages.ts';
import { columnOfHeader, type ImportKind } from '#domain/imports.ts';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import { todayIn } from '#domain/schedule.ts';
import { signIn, unique } from '../../../test/app.ts';
import { LINES, leagueOfItsOwn, useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import {
  adClicks,
  adminUsers,
  advertisements,
  games,
  mailRecipients,
  playerMerges,
  playerStats,
  players,
  playoffBrackets,
  playoffSeeds,
  registrations,
  sessions,
  teams,
  visitDays,
  visitPlaces,
} from '../db/schema.ts';
import { IMPORT_FILE_KEYS } from './csv-files.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
const made = {
  registrantLastName: unique('Reyes'),
  adName: unique('Ad'),
  unsubscribed: `${unique('gone')}@example.com`,
  loner: unique('Loner'),
  mergedName: unique('Merged'),
  city: unique('City'),
  scorekeeper: { username: unique('keeper'), password: unique('pass') },
};
let registrationId: number;
let advertisementId: number;
let bracketId: number;

beforeAll(async () => {
  sl = setup.league;
  const { db } = setup.app;
  const registered = await setup.send(
    'POST',
    '/api/players',
    {
      firstName: 'Nia',
      lastName: made.registrantLastName,
      email: 'nia@example.com',
      phoneNumber: '646-555-0142',
      teamId: sl.teams.b.id,
      agreeToWaiver: true,
    },
    true,
  );
  expect(registered.status).toBe(201);
  registrationId = registered.body.registrationId;
  await db.update(teams).set({ feePaidCents: 230_050, feePaidOn: '2026-08-30' }).where(eq(teams.id, sl.teams.a.id));
  const [ad] = await db
    .insert(advertisements)
    .values({ name: made.adName, imageUrl: 'https://ads.example/a.png', targetUrl: 'https://ads.example' })
    .returning();
  advertisementId = ad!.id;
  await db.insert(adClicks).values([
    { advertisementId, clickDate: '2026-09-05' },
    { advertisementId, clickDate: '2026-09-05' },
  ]);
  await db.insert(visitDays).values({ visitDate: '2026-09-05', visits: 12, visitors: 5, visitorsLastSeen: 5 });
  await db.insert(visitPlaces).values({ country: 'United States', region: 'New York', city: made.city, visitors: 3 });
  await db
    .insert(mailRecipients)
    .values({ email: made.unsubscribed, token: unique('token'), unsubscribedAt: new Date() });
  await db.insert(players).values({
    firstName: 'Lou',
    lastName: made.loner,
    email: 'lou@example.com',
    phoneNumber: '(212) 555-0199',
  });
  await db.insert(playerMerges).values({
    keptPlayerId: sl.players.a1.id,
    mergedPlayerId: 2_000_000_000,
    mergedName: made.mergedName,
    mergedEmail: 'old@example.com',
    moved: { lines: 1, emptyLinesDropped: 0, teams: 1, awards: 0, registrations: 0 },
    userName: 'Test',
  });
  const [bracket] = await db
    .insert(playoffBrackets)
    .values({ leagueId: sl.league.id, teamCount: 2, thirdPlace: false })
    .returning();
  bracketId = bracket!.id;
  await db.insert(playoffSeeds).values([
    { bracketId, seed: 1, teamId: sl.teams.a.id },
    { bracketId, seed: 2, teamId: sl.teams.c.id },
  ]);
  await setup.made('POST', '/api/users', {
    name: 'Keeper',
    ...made.scorekeeper,
    role: 'scorekeeper',
    leagueId: sl.league.id,
  });
});

const download = (format: 'json' | 'zip', cookie?: string, headers: Record<string, string> = {}) =>
  setup.app.inject({
    method: 'GET',
    url: `/api/export.${format}`,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

async function unzipped() {
  const response = await download('zip', setup.adminCookie);
  expect(response.statusCode).toBe(200);
  return unzipSync(new Uint8Array(response.rawPayload));
}

/** Every file of the zip as the rows csv-parse reads, the header first. */
async function zipFiles(): Promise<Map<string, string[][]>> {
  return new Map(
    Object.entries(await unzipped()).map(([name, bytes]) => [
      name,
      parse(Buffer.from(bytes).toString('utf8'), { bom: true }) as string[][],
    ]),
  );
}

const rowsOf = (file: string[][] | undefined) => {
  const [header, ...rows] = file ?? [];
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]])));
};

describe('who may download the export', () => {
  it('refuses a visitor (401) and a scorekeeper (403): the export holds contact details', async () => {
    for (const format of ['json', 'zip'] as const) {
      const anonymous = await download(format);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('@example.com');
    }
    const keeper = await signIn(setup.app, made.scorekeeper.username, made.scorekeeper.password);
    expect((await download('zip', keeper)).statusCode).toBe(403);
  });
});

describe('GET /api/export.json', () => {
  it('is an attachment named for the league date, never kept by a cache', async () => {
    const response = await download('json', setup.adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const day = todayIn(setup.app.config.leagueTimezone);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="league-export-${day}.json"`);
  });

  it('holds every kind of record the league keeps, with the names the API gives their fields', async () => {
    const document = (await download('json', setup.adminCookie)).json();
    expect(document).toMatchObject({ format: 'league-export', version: 1, siteName: 'City Hoops League' });
    expect(Date.parse(document.exportedAt)).not.toBeNaN();
    expect(document.settings).toMatchObject({ siteName: 'City Hoops League', captainFeeCents: 230000 });

    expect(document.leagues.map((league: { id: number }) => league.id)).toEqual(
      expect.arrayContaining([sl.league.id, sl.pastLeague.id]),
    );
    expect(document.leagues).toContainEqual({
      id: sl.league.id,
      name: sl.league.name,
      startDate: '2026-09-01',
      endDate: '2026-12-01',
      isRegistrationOpen: true,
      isActive: true,
      registrationApproval: 'automatic',
      rosterLimit: null,
    });
    expect(document.teams).toContainEqual({
      id: sl.teams.a.id,
      name: sl.teams.a.name,
      logoUrl: '/logos/A.svg',
      LeagueId: sl.league.id,
      feePaidCents: 230050,
      feePaidOn: '2026-08-30',
    });
    expect(document.locations).toContainEqual(expect.objectContaining({ id: sl.location.id, name: sl.location.name }));
    expect(document.players).toContainEqual(
      expect.objectContaining({
        id: sl.players.a1.id,
        firstName: 'Ann',
        email: 'ann@example.com',
        phoneNumber: '(212) 555-0100',
        jerseyNumber: 4,
      }),
    );
    expect(document.players).toContainEqual(expect.objectContaining({ lastName: made.loner }));
    expect(document.playerTeams).toContainEqual({
      PlayerId: sl.players.a1.id,
      TeamId: sl.teams.a.id,
      isCurrentTeam: true,
    });
    expect(document.games).toContainEqual(
      expect.objectContaining({
        id: sl.games.g1.id,
        homeTeamId: sl.teams.a.id,
        awayTeamId: sl.teams.b.id,
        date: '2026-09-05',
        time: '19:00:00',
        leagueId: sl.league.id,
        locationId: sl.location.id,
        homeTeamScore: 50,
        awayTeamScore: 40,
        status: 'final',
        playoff: false,
      }),
    );
    // Stat lines keep the stored meaning, as the API's stored line does: two-point field goals.
    expect(document.statLines).toContainEqual(
      expect.objectContaining({
        GameId: sl.games.g1.id,
        PlayerId: sl.players.a1.id,
        teamId: sl.teams.a.id,
        ...LINES.a1g1,
        minutes: null,
      }),
    );
    expect(document.statLines.length).toBeGreaterThanOrEqual(Object.keys(LINES).length);
    expect(document.awards).toContainEqual({
      id: sl.awards.hidden.id,
      name: sl.awards.hidden.name,
      isShown: false,
      LeagueId: sl.league.id,
      PlayerIds: [sl.players.a1.id],
    });
    expect(document.playoffs).toContainEqual({
      id: bracketId,
      leagueId: sl.league.id,
      teamCount: 2,
      thirdPlace: false,
      seeds: [
        { seed: 1, teamId: sl.teams.a.id },
        { seed: 2, teamId: sl.teams.c.id },
      ],
      games: [],
    });
    expect(document.advertisements).toContainEqual(expect.objectContaining({ id: advertisementId, name: made.adName }));
    expect(document.pages.map((page: { page: string }) => page.page).sort()).toEqual([...EDITABLE_PAGES].sort());
    expect(document.waivers[0]).toMatchObject({ version: 1, text: expect.any(String) });
    expect(document.registrations).toContainEqual(
      expect.objectContaining({
        id: registrationId,
        teamId: sl.teams.b.id,
        status: 'approved',
        waiverVersion: 1,
        details: expect.objectContaining({ lastName: made.registrantLastName, email: 'nia@example.com' }),
      }),
    );
    expect(document.emailUnsubscribes).toContainEqual({ email: made.unsubscribed, unsubscribedAt: expect.any(String) });
    expect(document.playerMerges).toContainEqual(expect.objectContaining({ mergedName: made.mergedName }));
    expect(document.adminUsers).toContainEqual(
      expect.objectContaining({ username: made.scorekeeper.username, role: 'scorekeeper', leagueId: sl.league.id }),
    );
    expect(document.analytics).toEqual({
      adClicks: [{ advertisementId, clickDate: '2026-09-05', clickCount: 2 }],
      visitDays: [{ visitDate: '2026-09-05', visits: 12, visitors: 5 }],
      visitPlaces: [{ country: 'United States', region: 'New York', city: made.city, visitors: 3 }],
    });
  });

  it('is the same document when compressed on the way', async () => {
    const plain = (await download('json', setup.adminCookie)).json();
    const response = await download('json', setup.adminCookie, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const unpacked = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect({ ...unpacked, exportedAt: null }).toEqual({ ...plain, exportedAt: null });
  });
});

describe('GET /api/export.zip', () => {
  it('is an attachment named for the league date, never kept by a cache', async () => {
    const response = await download('zip', setup.adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    const day = todayIn(setup.app.config.leagueTimezone);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="league-export-${day}.zip"`);
  });

  it("writes the importer's five kinds with the importer's headers, one file per league", async () => {
    const files = await zipFiles();
    const leagues = rowsOf(files.get('leagues.csv'));
    const fileOf = (leagueId: number) => leagues.find((row) => row['League ID'] === String(leagueId))!['File name'];
    const fall = fileOf(sl.league.id);
    const spring = fileOf(sl.pastLeague.id);
    expect(fall).not.toBe(spring);

    const importerFiles: [string, ImportKind][] = [
      ['gyms.csv', 'gyms'],
      ['players/without-team.csv', 'players'],
      ...[fall, spring].flatMap((name): [string, ImportKind][] => [
        [`teams/${name}`, 'teams'],
        [`players/${name}`, 'players'],
        [`schedule/${name}`, 'schedule'],
        [`box-scores/${name}`, 'box-scores'],
      ]),
    ];
    for (const [name, kind] of importerFiles) {
      const header = files.get(name)?.[0];
      expect(header, name).toBeDefined();
      // Every header means the column it was written for, to the importer.
      expect(
        header!.map((text) => columnOfHeader(kind, text)),
        name,
      ).toEqual(IMPORT_FILE_KEYS[kind]);
    }

    expect(rowsOf(files.get(`teams/${fall}`)).map((row) => row.Team)).toEqual(
      expect.arrayContaining([sl.teams.a.name, sl.teams.b.name, sl.teams.c.name]),
    );
    expect(rowsOf(files.get(`players/${fall}`))).toContainEqual(
      expect.objectContaining({
        'First name': 'Ann',
        'Last name': sl.players.a1.lastName,
        Email: 'ann@example.com',
        Team: sl.teams.a.name,
        Jersey: '4',
        Captain: 'no',
      }),
    );
    expect(rowsOf(files.get('players/without-team.csv'))).toContainEqual(
      expect.objectContaining({ 'Last name': made.loner, Team: '' }),
    );
    expect(rowsOf(files.get(`schedule/${fall}`))).toContainEqual({
      Date: '2026-09-05',
      Time: '19:00',
      Gym: sl.location.name,
      Home: sl.teams.a.name,
      Away: sl.teams.b.name,
      'Home score': '50',
      'Away score': '40',
    });
    expect(rowsOf(files.get(`schedule/${fall}`))).toContainEqual(
      expect.objectContaining({ Date: '2026-10-03', 'Home score': '', 'Away score': '' }),
    );
  });

  it('counts a box score as box scores do: field goals with their threes, total rebounds', async () => {
    const files = await zipFiles();
    const fall = rowsOf(files.get('leagues.csv')).find((row) => row['League ID'] === String(sl.league.id))!;
    const lines = rowsOf(files.get(`box-scores/${fall['File name']}`));
    const ann = lines.find((row) => row.Date === '2026-09-05' && row.Player === `Ann ${sl.players.a1.lastName}`);
    // Stored: 3 of 6 two-pointers, 1 of 3 threes, 5 defensive and 1 offensive rebound, 2 of 4 free throws.
    expect(ann).toMatchObject({
      Time: '19:00',
      Home: sl.teams.a.name,
      Away: sl.teams.b.name,
      Team: sl.teams.a.name,
      Jersey: '4',
      MIN: '',
      FGM: '4',
      FGA: '9',
      '3PM': '1',
      '3PA': '3',
      FTM: '2',
      FTA: '4',
      REB: '6',
      OREB: '1',
      AST: '2',
      STL: '1',
      BLK: '0',
      TO: '2',
      PF: '3',
      PTS: '11',
    });
    // Every line of the league's games is there, the home team's first in each game.
    const [inLeague] = await setup.app.db
      .select({ lines: count() })
      .from(playerStats)
      .innerJoin(games, eq(games.id, playerStats.gameId))
      .where(eq(games.leagueId, sl.league.id));
    expect(lines).toHaveLength(inLeague!.lines);
    const g1 = lines.filter((row) => row.Date === '2026-09-05').map((row) => row.Team);
    expect(g1).toEqual([sl.teams.a.name, sl.teams.a.name, sl.teams.b.name]);
  });

  it('writes every other table with headers of its own, each row as long as its header', async () => {
    const files = await zipFiles();
    for (const name of [
      'leagues.csv',
      'player-teams.csv',
      'team-fees.csv',
      'games.csv',
      'awards.csv',
      'award-players.csv',
      'playoffs.csv',
      'playoff-seeds.csv',
      'playoff-games.csv',
      'settings.csv',
      'pages.csv',
      'waivers.csv',
      'registrations.csv',
      'email-unsubscribes.csv',
      'player-merges.csv',
      'admins.csv',
      'advertisements.csv',
      'ad-clicks.csv',
      'visits.csv',
      'visitor-places.csv',
    ]) {
      expect(files.has(name), name).toBe(true);
    }
    expect(rowsOf(files.get('team-fees.csv'))).toContainEqual(
      expect.objectContaining({ Team: sl.teams.a.name, 'Fee paid': '2300.50', 'Paid on': '2026-08-30' }),
    );
    expect(rowsOf(files.get('registrations.csv'))).toContainEqual(
      expect.objectContaining({
        'Registration ID': String(registrationId),
        'Last name': made.registrantLastName,
        Email: 'nia@example.com',
        Phone: '(646) 555-0142',
        Team: sl.teams.b.name,
        League: sl.league.name,
      }),
    );
    expect(rowsOf(files.get('award-players.csv'))).toContainEqual({
      'Award ID': String(sl.awards.shown.id),
      'Player ID': String(sl.players.a1.id),
      'First name': 'Ann',
      'Last name': sl.players.a1.lastName,
    });
    expect(rowsOf(files.get('ad-clicks.csv'))).toEqual([
      { 'Ad ID': String(advertisementId), Ad: made.adName, Date: '2026-09-05', Clicks: '2' },
    ]);
    expect(rowsOf(files.get('settings.csv'))).toContainEqual({
      Setting: 'siteName',
      Name: 'Site name',
      Value: 'City Hoops League',
    });
    expect(rowsOf(files.get('email-unsubscribes.csv'))).toContainEqual(
      expect.objectContaining({ Email: made.unsubscribed }),
    );
  });

  it('is read back by the importer into the same league: nothing refused, nothing new', async () => {
    // A league entered through the back office as a scorekeeper would, one game played, one to come.
    const own = await leagueOfItsOwn(setup.made, {
      name: 'Again',
      letters: ['H', 'V'],
      startDate: '2026-01-05',
      endDate: '2026-03-01',
    });
    const game = (date: string) =>
      setup.made('POST', '/api/games', {
        homeTeamId: own.teams.H!.id,
        awayTeamId: own.teams.V!.id,
        date,
        time: '19:30',
        locationId: own.gym.id,
      });
    const played = await game('2026-01-10');
    await game('2026-01-17');
    const detail = (await setup.get(`/api/games/${played.id}`)).body;
    const lineOf = (side: 'HomeTeam' | 'AwayTeam') => detail[side].Players[0].playerStatId as number;
    await setup.made('PUT', `/api/games/${played.id}/box-score`, {
      homeTeamScore: 11,
      awayTeamScore: 4,
      lines: [
        { id: lineOf('HomeTeam'), ...EMPTY_LINE, ...LINES.a1g1 },
        { id: lineOf('AwayTeam'), ...EMPTY_LINE, ...LINES.b1g1 },
      ],
    });

    const files = await unzipped();
    const leagues = parse(Buffer.from(files['leagues.csv']!).toString('utf8'), { bom: true }) as string[][];
    const fileName = rowsOf(leagues).find((row) => row['League ID'] === String(own.id))!['File name'];
    const again = async (name: string, kind: ImportKind, leagueId: number | null) => {
      const preview = await setup.send('POST', '/api/imports/preview', {
        kind,
        format: 'csv',
        fileName: name,
        data: Buffer.from(files[name]!).toString('base64'),
        leagueId,
      });
      expect(preview.status, `${name}: ${JSON.stringify(preview.body)}`).toBe(200);
      const changes = preview.body.rows.filter(
        (row: { outcome: string }) => row.outcome === 'refused' || row.outcome === 'new',
      );
      expect(changes, name).toEqual([]);
      return preview.body.rows as { outcome: string }[];
    };
    await again('gyms.csv', 'gyms', null);
    await again(`teams/${fileName}`, 'teams', own.id);
    await again(`players/${fileName}`, 'players', own.id);
    await again(`schedule/${fileName}`, 'schedule', own.id);
    const lines = await again(`box-scores/${fileName}`, 'box-scores', own.id);
    expect(lines.filter((row) => row.outcome === 'unchanged').length).toBeGreaterThanOrEqual(2);
  });
});

describe('what the export never holds', () => {
  it('has no password hash, session, or secret link in either form', async () => {
    const { db } = setup.app;
    const cookie = setup.adminCookie.replace(/^sid=/, '');
    const secrets = [
      cookie,
      ...(await db.select({ hash: adminUsers.passwordHash }).from(adminUsers)).map((row) => row.hash),
      ...(await db.select({ hash: sessions.tokenHash }).from(sessions)).map((row) => row.hash),
      ...(await db.select({ token: mailRecipients.token }).from(mailRecipients)).map((row) => row.token),
      ...(await db.select({ hash: registrations.confirmTokenHash }).from(registrations))
        .map((row) => row.hash)
        .filter((hash): hash is string => hash !== null),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(6);

    const json = (await download('json', setup.adminCookie)).body;
    const zipped = unzipSync(new Uint8Array((await download('zip', setup.adminCookie)).rawPayload));
    const texts = [json, ...Object.values(zipped).map((bytes) => Buffer.from(bytes).toString('utf8'))];
    for (const secret of secrets) {
      for (const text of texts) expect(text.includes(secret)).toBe(false);
    }
    expect(json).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash|confirmToken/);
  });
});
