import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { isPlayed } from '../src/domain/games.ts';
import type { StoredLine } from '../src/domain/stats.ts';
import type { Database } from '../src/server/db/client.ts';
import { buildApp } from '../src/server/app.ts';
import {
  awardPlayers,
  awards,
  games,
  leagues,
  locations,
  playerStats,
  playerTeams,
  players,
  teams,
} from '../src/server/db/schema.ts';
import { ownDatabases } from './own-database.ts';
import { signIn, signInAsNewAdmin, testConfig, unique } from './app.ts';

type Line = Partial<StoredLine>;

/**
 * A small league whose every figure the tests work out by hand:
 *
 * | game | date       | home | away | score   | counts?                 |
 * |------|------------|------|------|---------|-------------------------|
 * | g1   | 2026-09-05 | A    | B    | 50-40   | yes: A wins             |
 * | g2   | 2026-09-12 | B    | C    | 45-47   | yes: C wins             |
 * | g3   | 2026-09-19 | C    | A    | 30-52   | yes: A wins             |
 * | g4   | 2026-09-26 | A    | B    | 0-0     | no (0-0 shows blank)    |
 * | g5   | 2026-10-03 | B    | C    | null    | no (N/A)                |
 *
 * Lines (stored: fgm/fga are two-pointers): see `LINES` below. a2 has an all-zero line in g1
 * (did not play); a1 has big lines in g4 and g5 that must never count.
 */
export const LINES = {
  a1g1: {
    ftm: 2,
    fta: 4,
    fgm: 3,
    fga: 6,
    threepm: 1,
    threepa: 3,
    rebounds: 5,
    offensiveRebounds: 1,
    assists: 2,
    steals: 1,
    turnovers: 2,
    personalFouls: 3,
  },
  a1g3: { fgm: 1, fga: 5, threepm: 2, threepa: 4, rebounds: 2, assists: 4, blocks: 1, turnovers: 1, personalFouls: 2 },
  a1g4: { ftm: 10, fta: 10, rebounds: 20 },
  a1g5: { fgm: 5, fga: 5 },
  a2g1: {},
  a2g3: { ftm: 1, fta: 2 },
  b1g1: { fgm: 2, fga: 4, rebounds: 3 },
  b1g2: { fga: 2, threepa: 1, assists: 1 },
  c1g2: { fgm: 1, fga: 1, threepm: 3, threepa: 5 },
  c1g3: { ftm: 3, fta: 3 },
} satisfies Record<string, Line>;

export type SmallLeague = Awaited<ReturnType<typeof buildSmallLeague>>;

export async function buildSmallLeague(db: Database) {
  const tag = unique('sl');
  const [league, pastLeague] = await db
    .insert(leagues)
    .values([
      { name: `${tag} Fall`, startDate: '2026-09-01', endDate: '2026-12-01', isActive: true, isRegistrationOpen: true },
      { name: `${tag} Spring`, startDate: '2026-03-01', endDate: '2026-05-01', isActive: false },
    ])
    .returning();
  const [a, b, c] = await db
    .insert(teams)
    .values(
      ['A', 'B', 'C'].map((letter) => ({
        name: `${tag} ${letter}`,
        leagueId: league!.id,
        logoUrl: `/logos/${letter}.svg`,
      })),
    )
    .returning();
  const [location] = await db
    .insert(locations)
    .values({ name: `${tag} Gym`, address: '1 Main St, New York, NY', mapsLink: 'https://maps.example/1' })
    .returning();
  const person = (first: string, last: string, jerseyNumber: number) => ({
    firstName: first,
    lastName: `${last} ${tag}`,
    email: `${first.toLowerCase()}@example.com`,
    phoneNumber: '(212) 555-0100',
    jerseyNumber,
  });
  const [a1, a2, b1, c1] = await db
    .insert(players)
    .values([person('Ann', 'Able', 4), person('Abe', 'Baker', 5), person('Bea', 'Cole', 6), person('Cal', 'Dunn', 7)])
    .returning();
  await db.insert(playerTeams).values([
    { playerId: a1!.id, teamId: a!.id },
    { playerId: a2!.id, teamId: a!.id },
    { playerId: b1!.id, teamId: b!.id },
    { playerId: c1!.id, teamId: c!.id },
  ]);
  const game = (
    home: typeof a,
    away: typeof a,
    date: string,
    homeTeamScore: number | null,
    awayTeamScore: number | null,
  ) => ({
    homeTeamId: home!.id,
    awayTeamId: away!.id,
    leagueId: league!.id,
    locationId: location!.id,
    date,
    time: '19:00:00',
    homeTeamScore,
    awayTeamScore,
    status: isPlayed({ homeTeamScore, awayTeamScore }) ? ('final' as const) : ('scheduled' as const),
  });
  const [g1, g2, g3, g4, g5] = await db
    .insert(games)
    .values([
      game(a, b, '2026-09-05', 50, 40),
      game(b, c, '2026-09-12', 45, 47),
      game(c, a, '2026-09-19', 30, 52),
      game(a, b, '2026-09-26', 0, 0),
      game(b, c, '2026-10-03', null, null),
    ])
    .returning();
  const line = (gameRow: typeof g1, player: typeof a1, team: typeof a, stats: Line) => ({
    gameId: gameRow!.id,
    playerId: player!.id,
    teamId: team!.id,
    ...stats,
  });
  await db
    .insert(playerStats)
    .values([
      line(g1, a1, a, LINES.a1g1),
      line(g3, a1, a, LINES.a1g3),
      line(g4, a1, a, LINES.a1g4),
      line(g5, a1, a, LINES.a1g5),
      line(g1, a2, a, LINES.a2g1),
      line(g3, a2, a, LINES.a2g3),
      line(g1, b1, b, LINES.b1g1),
      line(g2, b1, b, LINES.b1g2),
      line(g2, c1, c, LINES.c1g2),
      line(g3, c1, c, LINES.c1g3),
    ]);
  const [shown, hidden] = await db
    .insert(awards)
    .values([
      { name: `${tag} MVP`, leagueId: league!.id, isShown: true },
      { name: `${tag} Secret`, leagueId: league!.id, isShown: false },
    ])
    .returning();
  await db.insert(awardPlayers).values([
    { awardId: shown!.id, playerId: a1!.id },
    { awardId: hidden!.id, playerId: a1!.id },
  ]);
  return {
    tag,
    league: league!,
    pastLeague: pastLeague!,
    teams: { a: a!, b: b!, c: c! },
    players: { a1: a1!, a2: a2!, b1: b1!, c1: c1! },
    games: { g1: g1!, g2: g2!, g3: g3!, g4: g4!, g5: g5! },
    location: location!,
    awards: { shown: shown!, hidden: hidden! },
  };
}

/**
 * An app on a database of the test file's own with the small league in it, so that even
 * league-wide figures (records) are exactly the hand-worked ones.
 */
export async function smallLeagueApp(overrides: Record<string, string> = {}): Promise<{
  app: FastifyInstance;
  league: SmallLeague;
  close: () => Promise<void>;
}> {
  const databases = ownDatabases();
  const [handle] = await databases.fresh();
  const app = await buildApp(testConfig(overrides), { logger: false, database: handle! });
  await app.ready();
  const league = await buildSmallLeague(app.db);
  return {
    app,
    league,
    close: async () => {
      await app.close();
      await databases.dropAll();
    },
  };
}

export type SmallLeagueContext = {
  app: FastifyInstance;
  league: SmallLeague;
  /** A GET through the app, answered as JSON (read loosely: the tests say what they expect). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get: (url: string, cookie?: string) => Promise<{ status: number; body: any }>;
  /** A signed-in admin's session cookie of this file's own. */
  adminCookie: string;
  /** A write through the app as that admin (or as a visitor with `asVisitor`). */
  send: (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    asVisitor?: boolean,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ) => Promise<{ status: number; body: any }>;
  /** A write as that admin that must go through (any 2xx), answering its body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  made: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => Promise<any>;
};

/** The test file's own app on the small league, built before its tests and closed after. */
export function useSmallLeagueApp(overrides: Record<string, string> = {}): SmallLeagueContext {
  const context = {} as SmallLeagueContext;
  let close = async () => {};
  beforeAll(async () => {
    const setup = await smallLeagueApp(overrides);
    close = setup.close;
    context.app = setup.app;
    context.league = setup.league;
    context.get = async (url, cookie) => {
      const response = await setup.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      return { status: response.statusCode, body: response.json() };
    };
    context.adminCookie = (await signInAsNewAdmin(setup.app)).cookie;
    context.send = async (method, url, payload, asVisitor = false) => {
      const response = await setup.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: asVisitor ? {} : { cookie: context.adminCookie },
      });
      return { status: response.statusCode, body: response.json() };
    };
    context.made = async (method, url, payload) => {
      const response = await context.send(method, url, payload);
      expect(response.status, `${method} ${url}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
      return response.body;
    };
  });
  afterAll(() => close());
  return context;
}

/**
 * A league of a test's own, made through the API as an admin would: a gym, and for each letter
 * a team with one player, so that its standings and stats hold only what the test puts in.
 */
export async function leagueOfItsOwn(
  made: SmallLeagueContext['made'],
  options: { name: string; letters: readonly string[]; startDate: string; endDate: string; isActive?: boolean },
) {
  const league = await made('POST', '/api/leagues', {
    name: unique(options.name),
    startDate: options.startDate,
    endDate: options.endDate,
    isActive: options.isActive ?? false,
    isRegistrationOpen: false,
  });
  const gym = await made('POST', '/api/locations', { name: unique('Gym'), address: '1 Court St' });
  const teams: Record<string, { id: number; name: string; playerId: number }> = {};
  for (const letter of options.letters) {
    const team = await made('POST', '/api/teams', { name: `${letter} ${unique('Team')}`, LeagueId: league.id });
    const player = await made('POST', '/api/players', {
      firstName: letter,
      lastName: unique('Player'),
      email: 'p@example.com',
      phoneNumber: '(212) 555-0142',
      teamIds: [team.id],
    });
    teams[letter] = { id: team.id, name: team.name, playerId: player.id };
  }
  return { id: league.id as number, gym: { id: gym.id as number, name: gym.name as string }, teams };
}

/**
 * A new scorekeeper account of `leagueId` (every league when null), made by the context's admin
 * and signed in: its session cookie, and the account as created.
 */
export async function newScorekeeper(setup: SmallLeagueContext, leagueId: number | null) {
  const username = unique('keeper');
  const password = unique('pass');
  const created = await setup.send('POST', '/api/users', {
    name: `Keeper ${username}`,
    username,
    password,
    role: 'scorekeeper',
    leagueId,
  });
  expect(created.status).toBe(201);
  return { cookie: await signIn(setup.app, username, password), account: created.body };
}
