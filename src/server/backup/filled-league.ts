import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signInAsNewAdmin, unique } from '../../../test/app.ts';
import { registrant } from '../../../test/registrant.ts';
import { IMPORT_KIND_KEYS } from '#domain/imports.ts';
import { rowsOf } from '../db/rows.ts';
import { games, imports, leagues, locations, players, teams, visitPlaces } from '../db/schema.ts';
import { seedDemoLeague } from '../seed/demo.ts';

/**
 * For this folder's tests: a database holding some of everything the site keeps, made the way
 * the site makes it (the demo league, then an admin's and visitors' writes through the API),
 * plus what the API makes only over weeks (a place of visitors, an import) and text of every
 * kind a column may hold, written straight into the tables.
 */

/** Text a dump and a load must keep as it is: quotes, escapes, line breaks, tabs, non-Latin letters, emoji, SQL. */
export const AWKWARD_TEXT = [
  `O'Neil "The Wall" \\ Court`,
  'line one\nline two\r\nline three\ttabbed',
  'Ωmega ünïcode — 籃球 🏀 \u2028 after a line separator',
  "'); DROP TABLE leagues; --",
  '  spaces kept  ',
  'null',
];

type Send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => Promise<unknown>;

/** A write as `cookie` (or a visitor without one) that must go through; answers its body. */
function writer(app: FastifyInstance, cookie: string | undefined): Send {
  return async (method, url, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(cookie ? { cookie } : {}),
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Firefox/128.0',
      },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.body === '' ? null : response.json();
  };
}

const idOf = (body: unknown) => z.object({ id: z.number() }).parse(body).id;
const playerOf = (body: unknown) => z.object({ playerId: z.number() }).parse(body).playerId;

/** Fills the database of `app`, which must hold no league yet. Answers the signed-in admin's cookie. */
export async function fillLeague(app: FastifyInstance): Promise<{ adminCookie: string }> {
  const db = app.db;
  await seedDemoLeague(db, { timezone: app.config.leagueTimezone });
  const admin = await signInAsNewAdmin(app);
  const asAdmin = writer(app, admin.cookie);
  const asVisitor = writer(app, undefined);

  const [active] = await db.select().from(leagues).where(eq(leagues.isActive, true)).limit(1);
  const [past] = await db.select().from(leagues).where(eq(leagues.isActive, false)).limit(1);
  if (!active || !past) throw new Error('the demo league has no active and past league');
  const activeTeams = await db.select().from(teams).where(eq(teams.leagueId, active.id)).orderBy(teams.id);
  const [demoPlayer] = await db.select().from(players).orderBy(players.id).limit(1);

  // The settings, a new waiver and a page: their tables of changes and versions.
  const settings = z
    .object({ settings: z.record(z.string(), z.unknown()).and(z.object({ captainFeeCents: z.number() })) })
    .parse(await asAdmin('GET', '/api/site/settings'));
  const { captainFeeCents, ...rest } = settings.settings;
  await asAdmin('PUT', '/api/site/settings', {
    ...rest,
    adHeadline: `Winter ${AWKWARD_TEXT[2]}`,
    captainFee: String(captainFeeCents / 100 + 0.5),
    waiverText: `Play fair.\n\n${AWKWARD_TEXT[0]}`,
  });
  await asAdmin('PUT', '/api/site/pages/faq', { markdown: `# FAQ\n\n${AWKWARD_TEXT.join('\n\n')}` });

  // A game to come scored, the score undone, and scored again: the game's history.
  const [toCome] = await db
    .select()
    .from(games)
    .where(sql`${games.leagueId} = ${active.id} AND ${games.homeTeamScore} IS NULL`)
    .orderBy(games.date, games.id)
    .limit(1);
  if (toCome) {
    await asAdmin('PUT', `/api/games/${toCome.id}/score`, { homeTeamScore: 61, awayTeamScore: 58 });
    const history = z
      .array(z.object({ id: z.number() }))
      .parse(await asAdmin('GET', `/api/games/${toCome.id}/history`));
    await asAdmin('POST', `/api/games/${toCome.id}/history/undo`, { changeId: history[0]!.id });
    await asAdmin('PUT', `/api/games/${toCome.id}/score`, { homeTeamScore: 70, awayTeamScore: 64 });
  }

  // The next game on, scored live from a phone: its book and entries (decision 048).
  const [live] = await db
    .select()
    .from(games)
    .where(sql`${games.leagueId} = ${active.id} AND ${games.homeTeamScore} IS NULL`)
    .orderBy(games.date, games.id)
    .limit(1);
  if (live) {
    const book = z
      .object({ home: z.object({ players: z.array(z.object({ id: z.number() })) }) })
      .parse(await asAdmin('GET', `/api/games/${live.id}/book`));
    const shooter = book.home.players[0]!.id;
    await asAdmin('POST', `/api/games/${live.id}/book/entries`, {
      device: 'phone-1',
      entries: [
        { kind: 'periodStart', id: 'p1', seq: 1, period: 1 },
        {
          kind: 'threeMade',
          id: 'p2',
          seq: 2,
          period: 1,
          clock: 1430,
          side: 'home',
          playerId: shooter,
          spot: { x: 0.1, y: 0.05 },
        },
      ],
    });
  }

  // Registrations, one of them matching a player already in the league (the outbox and its recipients).
  const team = activeTeams.at(-1)!;
  const register = async (overrides: Record<string, unknown>) =>
    playerOf(await asVisitor('POST', '/api/players', registrant(team.id, overrides)));
  const newcomer = await register({ firstName: 'Zoë', isCaptain: true });
  await register({ firstName: 'Again', email: demoPlayer!.email });
  const other = await register({ firstName: 'Twice' });
  // The same person registered twice, merged into one.
  await asAdmin('POST', `/api/players/${newcomer}/merge`, { playerId: other });

  // The past league's playoffs, one matchup scheduled.
  await asAdmin('POST', `/api/leagues/${past.id}/playoffs`, { teams: 4, thirdPlace: true });
  const [gym] = await db.select().from(locations).orderBy(locations.id).limit(1);
  await asAdmin('PUT', `/api/leagues/${past.id}/playoffs/r1-m0`, {
    date: past.endDate,
    time: '21:15',
    locationId: gym!.id,
  });

  // A gym made and deleted: its id is given out, and must not be again after a restore.
  const gone = idOf(await asAdmin('POST', '/api/locations', { name: unique('Closed Gym'), address: '9 Gone St' }));
  await asAdmin('DELETE', `/api/locations/${gone}`);

  // Visits and an ad click, as a visitor's browser sends them.
  for (const page of ['/', '/standings', `/teams/${team.id}`])
    await asVisitor('PUT', '/api/analytics/', { path: page });
  const ads = z.array(z.object({ id: z.number() })).parse(await asVisitor('GET', '/api/advertisements/active'));
  await asVisitor('PUT', `/api/advertisements/${ads[0]!.id}/click`, { advertisementId: ads[0]!.id });

  // A past season brought in from spreadsheets, as a league moving here does (docs/imports.md).
  const csv = (lines: string[]) => Buffer.from(lines.join('\r\n') + '\r\n').toString('base64');
  const importFile = async (request: object) => {
    const { digest } = z.object({ digest: z.string() }).parse(await asAdmin('POST', '/api/imports/preview', request));
    return z
      .object({ leagueId: z.number().nullable() })
      .parse(await asAdmin('POST', '/api/imports', { ...request, digest }));
  };
  const importedGym = unique('Imported Gym');
  const [hawks, wolves] = [unique('Hawks'), unique('Wolves')];
  await importFile({ kind: 'gyms', format: 'csv', data: csv(['Gym,Address', `${importedGym},1 Court St`]) });
  const season = await importFile({
    kind: 'schedule',
    format: 'csv',
    newLeagueName: unique('Spring 2019'),
    data: csv([
      'Date,Time,Venue,Home,Away',
      `04/07/2019,7:00 PM,${importedGym},${hawks},${wolves}`,
      `04/14/2019,19:00,${importedGym},${wolves},${hawks}`,
    ]),
  });
  await importFile({
    kind: 'box-scores',
    format: 'csv',
    leagueId: season.leagueId,
    dateOrder: 'ymd',
    data: csv([
      'Date,Time,Venue,Teams,Results,Outcome,Players,FGM,FGA,3PM,3PA,FTM,FTA,OFF,DEF,AST,STL,BLK,TO,PF,PTS',
      `2019/04/07,19:00,${importedGym},${hawks},2|10,win,Ann Bell,4,9,1,3,1,2,1,3,2,0,0,1,2,10`,
      `,,,${wolves},3|7,loss,Cy Dunn,3,8,1,2,0,0,0,5,1,1,1,0,3,7`,
      `2019/04/14,19:00,${importedGym},${wolves},5|21,win,Cy Dunn,8,15,2,4,3,4,2,6,0,0,0,2,1,21`,
      `,,,${hawks},6|18,loss,Ann Bell,7,12,0,1,4,4,0,2,3,2,0,1,4,18`,
    ]),
  });

  // What the API makes only over time, or does not accept as typed: straight into the tables.
  await db.insert(visitPlaces).values([
    { country: 'United States', region: 'New York', city: 'Brooklyn', visitors: 12 },
    { country: 'Côte d’Ivoire', region: '', city: '', visitors: 1 },
  ]);
  await db.insert(locations).values(
    AWKWARD_TEXT.map((text, index) => ({
      name: `${index} ${text}`.slice(0, 100),
      address: text,
      notes: AWKWARD_TEXT.join(' | '),
      website: index === 0 ? null : `https://example.org/${encodeURIComponent(text)}`,
      // Microseconds, and instants written in other zones: kept as the same instants.
      createdAt: sql`'2026-03-08 01:59:59.123456-05'::timestamptz`,
      updatedAt: sql`'2026-03-08 03:00:00.000001-04'::timestamptz`,
    })),
  );
  await db.insert(imports).values({
    kind: IMPORT_KIND_KEYS[0],
    fileName: `${AWKWARD_TEXT[2]}.csv`,
    leagueId: active.id,
    counts: { players: 3, 'odd key "quoted"': 0 },
    record: {
      leagueCreated: false,
      gyms: [],
      teams: [],
      players: [newcomer],
      links: [[newcomer, team.id]],
      games: [],
      scoredGames: [],
      filledLines: [],
      addedLines: [],
    },
    footprint: 'f'.repeat(64),
    userId: admin.id,
    userName: AWKWARD_TEXT[0]!,
  });
  return { adminCookie: admin.cookie };
}

/** The tables that hold no row, for a test to require that there are none. */
export async function emptyTables(app: FastifyInstance, names: readonly string[]): Promise<string[]> {
  const filled = await rowsOf(
    z.object({ name: z.string() }),
    app.db,
    sql.join(
      names.map((name) => sql`SELECT ${name}::text AS name WHERE NOT EXISTS (SELECT 1 FROM ${sql.identifier(name)})`),
      sql` UNION ALL `,
    ),
  );
  return filled.map((row) => row.name);
}
