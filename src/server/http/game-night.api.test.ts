import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idParams } from '#domain/fields.ts';
import { signInAsNewAdmin, testConfig, unique } from '../../../test/app.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import { renderingDist } from '../../../test/rendering-dist.ts';
import { buildSmallLeague, type SmallLeague } from '../../../test/small-league.ts';
import { buildApp } from '../app.ts';
import { PGLITE_READ_SLOTS, READ_SLOTS } from '../db/client.ts';
import { leagues } from '../db/schema.ts';
import { OWN_READ } from './public-cache/own-read.ts';
import { scopes } from './public-cache/scope.ts';

/**
 * Game night: an admin saves scores while visitors read. Two small leagues on a database of
 * this file's own, and a test-only read whose query the test can hold after it ran, so the
 * races are played out in a fixed order.
 */
const databases = ownDatabases();
const dist = renderingDist();
let app: FastifyInstance;
let one: SmallLeague;
let two: SmallLeague;
let cookie: string;
/** How many times the held read ran its query, and the gate it waits at afterwards. */
let heldReads = 0;
let heldConnections = 0;
let slowWrites = 0;
let gate: Promise<void> = Promise.resolve();
let openGate = () => {};
const closeGate = () => {
  gate = new Promise((resolve) => (openGate = resolve));
};

beforeAll(async () => {
  const [handle] = await databases.fresh();
  // Reads wait for writes as long as the test needs to watch them (decision 047).
  app = await buildApp(testConfig({ REGISTRATION_RATE_LIMIT: '10', WEB_DIST: dist.webDist }), {
    logger: false,
    database: handle!,
    writeHoldMs: 60_000,
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/test-only/league-name/:id',
      { config: { publicCache: scopes.leagueParam }, schema: { params: idParams } },
      async (request) => {
        heldReads += 1;
        const [row] = await app.db
          .select({ name: leagues.name })
          .from(leagues)
          .where(eq(leagues.id, request.params.id));
        await gate;
        return { name: row?.name };
      },
    );
  // A read that holds its database connection (a transaction) until the gate opens.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/test-only/held-connection/:id',
      { config: { publicCache: scopes.leagueParam }, schema: { params: idParams } },
      async (request) =>
        app.db.transaction(async (tx) => {
          const [row] = await tx.select({ name: leagues.name }).from(leagues).where(eq(leagues.id, request.params.id));
          heldConnections += 1;
          await gate;
          return { name: row?.name ?? null };
        }),
    );
  // A signed-in write that takes as long as the test wants.
  app.put('/api/test-only/slow-write', async () => {
    slowWrites += 1;
    await gate;
    return { saved: true };
  });
  await app.ready();
  one = await buildSmallLeague(app.db);
  two = await buildSmallLeague(app.db);
  cookie = (await signInAsNewAdmin(app)).cookie;
});
afterAll(async () => {
  await app.close();
  await databases.dropAll();
  dist.remove();
});

const read = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
const served = (response: LightMyRequestResponse) => response.headers['x-cache'];

async function saveScore(game: { id: number }, home: number, away: number) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/games/${game.id}/score`,
    headers: { cookie },
    payload: { homeTeamScore: home, awayTeamScore: away },
  });
  expect(response.statusCode).toBe(200);
}

async function renameLeague(league: SmallLeague['league'], name: string) {
  const { id: _id, ...fields } = (await read(`/api/leagues/${league.id}`)).json() as Record<string, unknown>;
  const response = await app.inject({
    method: 'PUT',
    url: `/api/leagues/${league.id}`,
    headers: { cookie },
    payload: { name, startDate: fields.startDate, endDate: fields.endDate, isActive: fields.isActive },
  });
  expect(response.statusCode).toBe(200);
}

/** The public reads of one league a visitor reloads on game night. */
const leagueReads = (league: SmallLeague) => [
  `/api/leagues/${league.league.id}`,
  `/api/leagues/${league.league.id}/standings`,
  `/api/games?leagueId=${league.league.id}`,
  `/api/games/${league.games.g1.id}`,
  `/api/teams/${league.teams.a.id}`,
  `/api/player-stats/league/${league.league.id}/averages`,
  `/api/awards/league/${league.league.id}`,
];

describe('invalidation that fits the data', () => {
  it("refreshes a league's answers when its score is saved, and keeps another league's", async () => {
    for (const url of [...leagueReads(one), ...leagueReads(two), '/api/leagues', '/api/records/all-time/total']) {
      await read(url);
      expect(served(await read(url)), url).toBe('hit');
    }
    const standingsBefore = (await read(`/api/leagues/${one.league.id}/standings`)).json();

    // g2 was B 45-47 C; now B wins it.
    await saveScore(one.games.g2, 60, 47);

    // What the scores make is read again; the league's teams, awards and figures made of lines
    // alone stay kept (league-parts.api.test.ts has the rest).
    const keptParts = [
      `/api/leagues/${one.league.id}`,
      `/api/player-stats/league/${one.league.id}/averages`,
      `/api/awards/league/${one.league.id}`,
    ];
    for (const url of leagueReads(one)) {
      expect(served(await read(url)), url).toBe(keptParts.includes(url) ? 'hit' : 'miss');
    }
    const standingsAfter = (await read(`/api/leagues/${one.league.id}/standings`)).json() as { teamId: number }[];
    expect(standingsAfter).not.toEqual(standingsBefore);
    const box = (await read(`/api/games/${one.games.g2.id}`)).json() as { homeTeamScore: number };
    expect(box.homeTeamScore).toBe(60);

    for (const url of leagueReads(two)) expect(served(await read(url)), url).toBe('hit');
    // The list of leagues does not change with a score, nor do records, which are made of lines.
    expect(served(await read('/api/leagues'))).toBe('hit');
    expect(served(await read('/api/records/all-time/total'))).toBe('hit');
  });

  it('forgets every answer after a write that does not say what it changed', async () => {
    for (const url of leagueReads(two)) await read(url);
    await renameLeague(one.league, unique('Renamed'));
    for (const url of [...leagueReads(two), '/api/leagues']) expect(served(await read(url)), url).toBe('miss');
  });
});

describe('a read that races a write', () => {
  it('is sent but never kept when it began before the write it depends on', async () => {
    const url = `/api/test-only/league-name/${one.league.id}`;
    const before = (await read(`/api/leagues/${one.league.id}`)).json() as { name: string };
    closeGate();
    const ranBefore = heldReads;
    const racing = read(url);
    await vi.waitFor(() => expect(heldReads).toBe(ranBefore + 1));
    // The read has its data; now the write commits and is acknowledged.
    const renamed = unique('Night League');
    await renameLeague(one.league, renamed);
    openGate();
    const raced = await racing;
    expect(raced.json()).toEqual({ name: before.name });
    expect(served(raced)).toBe('miss');

    const next = await read(url);
    expect(served(next)).toBe('miss');
    expect(next.json()).toEqual({ name: renamed });
    expect(served(await read(url))).toBe('hit');
  });

  it('is kept when the write that came meanwhile was in another league', async () => {
    const url = `/api/test-only/league-name/${one.league.id}`;
    await renameLeague(one.league, unique('Quiet League'));
    closeGate();
    const ranBefore = heldReads;
    const racing = read(url);
    await vi.waitFor(() => expect(heldReads).toBe(ranBefore + 1));
    await saveScore(two.games.g1, 51, 40);
    openGate();
    expect(served(await racing)).toBe('miss');
    expect(served(await read(url))).toBe('hit');
  });
});

describe('concurrent misses', () => {
  it('share one query', async () => {
    const url = `/api/test-only/league-name/${two.league.id}`;
    await renameLeague(two.league, unique('Busy League'));
    closeGate();
    const ranBefore = heldReads;
    const visitors = Array.from({ length: 25 }, () => read(url));
    await vi.waitFor(() => expect(heldReads).toBe(ranBefore + 1));
    openGate();
    const answers = await Promise.all(visitors);
    expect(heldReads).toBe(ranBefore + 1);
    expect(answers.map(served).sort()).toEqual(['miss', ...Array<string>(24).fill('shared')]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('of a real read: one visitor reads, the others share it, find it kept, or get the answer before the change meanwhile', async () => {
    const url = `/api/leagues/${one.league.id}/standings`;
    const before = (await read(url)).body;
    await saveScore(one.games.g1, 50, 41);
    const answers = await Promise.all(Array.from({ length: 25 }, () => read(url)));
    const now = (await app.inject({ method: 'GET', url, headers: { cookie } })).body;
    expect(now).not.toBe(before);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => served(answer) === 'miss')).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toBe(served(answer) === 'previous' ? before : now);
  });
});

/**
 * A league's name read and kept, then `change` made to it, and the first read after the change
 * under way, held at the gate.
 */
async function changedWhileReadHeld(change: () => Promise<void>) {
  const url = `/api/test-only/league-name/${two.league.id}`;
  await vi.waitFor(async () => expect(served(await read(url))).toBe('hit'));
  await change();
  closeGate();
  const ranBefore = heldReads;
  const first = read(url);
  await vi.waitFor(() => expect(heldReads).toBe(ranBefore + 1));
  return { url, ranBefore, first };
}

/** The same, the league renamed: a change of everything (a write that does not say what it changed). */
async function renamedWhileReadHeld() {
  const before = unique('Before League');
  const after = unique('After League');
  await renameLeague(two.league, before);
  const held = await changedWhileReadHeld(() => renameLeague(two.league, after));
  return { ...held, before, after };
}

// After a save, which says what it changed, the answers it forgets are let go at once on
// PostgreSQL; after a change of everything, on both databases, they are served meanwhile
// (decision 058).
describe.runIf(process.env.TEST_DB === 'postgres')('on PostgreSQL, an answer a save forgot', () => {
  it('is let go at once: a visitor who asks while the new one is read shares that read', async () => {
    const [name] = await app.db.select({ name: leagues.name }).from(leagues).where(eq(leagues.id, two.league.id));
    const { url, ranBefore, first } = await changedWhileReadHeld(() => saveScore(two.games.g1, 61, 58));
    const asked = vi.spyOn(app.publicCache, 'answer');
    const meanwhile = read(url);
    await vi.waitFor(() => expect(asked).toHaveBeenCalledOnce());
    asked.mockRestore();
    openGate();
    const answers = await Promise.all([first, meanwhile]);
    expect(answers.map(served)).toEqual(['miss', 'shared']);
    for (const answer of answers) expect(answer.json()).toEqual(name);
    expect(heldReads).toBe(ranBefore + 1);
  });
});

describe('the answer from before a change', () => {
  it("is served to visitors while the first one after the change reads the new answer, and never to the server's own reads", async () => {
    const { url, before, after, ranBefore, first } = await renamedWhileReadHeld();
    const meanwhile = await read(url);
    expect(served(meanwhile)).toBe('previous');
    expect(meanwhile.json()).toEqual({ name: before });
    // The server's own read, once it has asked, shares the read under way.
    const asked = vi.spyOn(app.publicCache, 'answer');
    const own = app.inject({ method: 'GET', url, headers: OWN_READ });
    await vi.waitFor(() => expect(asked).toHaveBeenCalledOnce());
    asked.mockRestore();
    openGate();
    const [read1, ownRead] = await Promise.all([first, own]);
    expect(served(read1)).toBe('miss');
    expect(read1.json()).toEqual({ name: after });
    expect(served(ownRead)).toBe('shared');
    expect(ownRead.json()).toEqual({ name: after });
    expect(heldReads).toBe(ranBefore + 1);
    const next = await read(url);
    expect(served(next)).toBe('hit');
    expect(next.json()).toEqual({ name: after });
  });

  it('is served at once while every read slot is taken, and the new one read without the visitor; a page is never made of it', async () => {
    const before = unique('Before League');
    const after = unique('After League');
    await renameLeague(one.league, before);
    expect((await read('/api/leagues')).body).toContain(before);
    expect((await read('/standings')).body).toContain(before);
    await renameLeague(one.league, after);
    // Every read slot held.
    closeGate();
    const slots = process.env.TEST_DB === 'postgres' ? READ_SLOTS : PGLITE_READ_SLOTS;
    const ranBefore = heldReads;
    const holding = Array.from({ length: slots }, (_, n) => read(`/api/test-only/league-name/${970_000 + n}`));
    await vi.waitFor(() => expect(heldReads).toBe(ranBefore + slots));
    const asked = vi.spyOn(app.publicCache, 'answer');
    const leagues = await read('/api/leagues');
    expect(served(leagues)).toBe('previous');
    expect(leagues.body).toContain(before);
    const page = await read('/standings');
    expect(served(page)).toBe('previous');
    expect(page.body).toContain(before);
    // The server reads both again on its own: the leagues, and the page, whose own read of them
    // waits for the same read, in line for a slot.
    const ownReadsOfLeagues = () =>
      asked.mock.calls.filter(([key, , options]) => key === 'GET /api/leagues {} ' && !options?.previous);
    await vi.waitFor(() => expect(ownReadsOfLeagues()).toHaveLength(2));
    asked.mockRestore();
    openGate();
    await Promise.all(holding);
    await vi.waitFor(async () => expect(served(await read('/standings'))).toBe('hit'));
    const made = await read('/standings');
    expect(made.body).toContain(after);
    expect(made.body).not.toContain(before);
    const leaguesNow = await read('/api/leagues');
    expect(served(leaguesNow)).toBe('hit');
    expect(leaguesNow.body).toContain(after);
  });
});

describe('writes go first', () => {
  // PostgreSQL's pool; PGlite runs one transaction at a time, so there a write waits its turn anyway.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'lets only a few misses hold database connections at once, so an admin write still goes through',
    async () => {
      closeGate();
      const before = heldConnections;
      const misses = Array.from({ length: 12 }, (_, n) => read(`/api/test-only/held-connection/${900_000 + n}`));
      await vi.waitFor(() => expect(heldConnections).toBe(before + READ_SLOTS));
      await saveScore(two.games.g3, 30, 52 + heldConnections);
      expect(heldConnections).toBe(before + READ_SLOTS);
      openGate();
      const answers = await Promise.all(misses);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(12).fill(200));
      expect(heldConnections).toBe(before + 12);
    },
  );
});

describe('the gate where reads wait for writes', () => {
  const slowWrite = () =>
    app.inject({ method: 'PUT', url: '/api/test-only/slow-write', headers: { cookie }, payload: {} });

  it("holds a visitor's read that arrives while a signed-in write is under way, and answers it after the write", async () => {
    const url = `/api/leagues/${one.league.id}`;
    await read(url);
    closeGate();
    const before = slowWrites;
    const write = slowWrite();
    await vi.waitFor(() => expect(slowWrites).toBe(before + 1));
    expect(app.writesFirst.open).toBe(false);
    let answered = false;
    const visitor = read(url).then((response) => ((answered = true), response));
    await vi.waitFor(() => expect(app.writesFirst.held).toBe(1));
    // The admin's own reads are not held.
    const admin = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(admin.statusCode).toBe(200);
    expect(answered).toBe(false);
    openGate();
    const written = await write;
    expect(written.statusCode).toBe(200);
    // The write's answer says how long the server took over it.
    expect(written.headers['server-timing']).toMatch(/^app;dur=\d+(\.\d)?$/);
    const response = await visitor;
    expect(response.statusCode).toBe(200);
    // Read after the write, which said nothing of what it changed: read afresh.
    expect(served(response)).toBe('miss');
    expect(app.writesFirst.open).toBe(true);
    expect(app.writesFirst.held).toBe(0);
  });

  it('is not closed by a visitor without a session, nor does it time their writes', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/games/1/score', payload: { homeTeamScore: 1 } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['server-timing']).toBeUndefined();
    expect(app.writesFirst.open).toBe(true);
  });
});

describe('headers for a CDN in front', () => {
  it('lets a shared cache keep public answers briefly, and never an admin’s', async () => {
    const url = `/api/leagues/${one.league.id}/standings`;
    const visitor = await read(url);
    // Browsers ask again every time: no stale-while-revalidate, which a browser would honour too.
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
    expect(visitor.headers['cdn-cache-control']).toBe('max-age=5, stale-while-revalidate=10, stale-if-error=3600');
    expect(visitor.headers['x-accel-expires']).toBe('5');
    expect(visitor.headers.vary).toBe('accept-encoding');
    const admin = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.headers['x-cache']).toBeUndefined();
    expect(admin.headers['cdn-cache-control']).toBeUndefined();
  });
});

describe('rate limits', () => {
  const player = (n: number, teamId: number) => ({
    firstName: 'Roster',
    lastName: `Player ${n}`,
    email: `roster.${n}.${unique('p')}@example.com`,
    phoneNumber: '(917) 555-0123',
    teamIds: [teamId],
  });

  it('never stop an admin entering a roster, and still stop the eleventh anonymous registration in a minute', async () => {
    for (let n = 1; n <= 12; n++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/players',
        headers: { cookie },
        payload: player(n, one.teams.b.id),
      });
      expect(response.statusCode, `player ${n}`).toBe(201);
    }
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const { teamIds, ...fields } = player(n, one.teams.b.id);
      const response = await app.inject({
        method: 'POST',
        url: '/api/players',
        payload: { ...fields, teamId: teamIds[0], agreeToWaiver: true },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});
