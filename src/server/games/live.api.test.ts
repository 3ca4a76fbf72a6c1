/**
 * Everyone follows a live game (docs/decisions/048-live-game-book.md): the public live answer,
 * its server-sent events on real sockets, and every server of one PostgreSQL database sending
 * every play to its own viewers.
 * @module-tag node-apis
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveGame, ScoredLiveGame } from '#domain/live-game.ts';
import type { BookEntry, PlayContent } from '#domain/play-by-play.ts';
import { signIn, signInAsNewAdmin, testConfig, unique } from '../../../test/app.ts';
import { ownDatabases } from '../../../test/own-database.ts';
import { renderingDist } from '../../../test/rendering-dist.ts';
import { buildSmallLeague, useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { uniqueTime } from '../../../test/unique.ts';
import { buildApp } from '../app.ts';
import { EVENTS_ONLY, LIVE_VIEWERS_FULL } from './live-routes.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const MAX_VIEWERS = 3;

// The box score page is rendered as the built server renders it.
const { webDist, remove } = renderingDist();
afterAll(remove);

/** A scorer's book as the device keeps it: each play gets the next id and seq. */
function scorer() {
  const device = unique('device');
  let seq = 0;
  return { device, play: (content: PlayContent) => ({ ...content, id: `${device}-${++seq}`, seq: seq }) as BookEntry };
}

type Server = { app: FastifyInstance; origin: string };

async function listening(app: FastifyInstance): Promise<Server> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return { app, origin: `http://127.0.0.1:${address.port}` };
}

/** A visitor's browser following a game: every `live` event's answer, in the order it came. */
async function follow(origin: string, gameId: number) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/games/${gameId}/live/events`, {
    headers: { accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: LiveGame[] = [];
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body.getReader();
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          if (!lines.includes('event: live')) continue;
          const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice('data: '.length));
          events.push(JSON.parse(data.join('\n')) as LiveGame);
        }
      }
    } catch {
      // Aborted by the test: the viewer left.
    }
  })();
  return { response, events, ended, leave: () => controller.abort() };
}
type Follower = Awaited<ReturnType<typeof follow>>;

const scoreOf = (live: LiveGame | undefined) =>
  live?.scoredLive ? `${live.state.score.home}-${live.state.score.away}` : live ? 'not scored live' : 'nothing';
const latest = (viewer: Follower) => viewer.events.at(-1);

/** Both starting fives and the first half under way, for A (a1, a2) against B (b1). */
function tipOff(book: ReturnType<typeof scorer>, sl: SmallLeague) {
  const { a1, a2, b1 } = sl.players;
  return [
    book.play({ kind: 'startingFive', period: 1, side: 'home', players: [a1.id, a2.id] }),
    book.play({ kind: 'startingFive', period: 1, side: 'away', players: [b1.id] }),
    book.play({ kind: 'periodStart', period: 1 }),
  ];
}

/** The plays after the tip-off and the score after each, worked by hand. */
function scoring(book: ReturnType<typeof scorer>, sl: SmallLeague): [BookEntry, string][] {
  const { a1, a2, b1 } = sl.players;
  return [
    [book.play({ kind: 'twoMade', period: 1, clock: 1450, side: 'home', playerId: a1.id }), '2-0'],
    [book.play({ kind: 'threeMade', period: 1, clock: 1400, side: 'away', playerId: b1.id }), '2-3'],
    [book.play({ kind: 'freeThrowMade', period: 1, clock: 1390, side: 'home', playerId: a2.id }), '3-3'],
    [book.play({ kind: 'threeMade', period: 1, clock: 1300, side: 'home', playerId: a2.id }), '6-3'],
  ];
}

async function newGame(app: FastifyInstance, cookie: string, sl: SmallLeague): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/games',
    headers: { cookie },
    payload: {
      homeTeamId: sl.teams.a.id,
      awayTeamId: sl.teams.b.id,
      date: '2026-10-24',
      time: uniqueTime(),
      locationId: sl.location.id,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function post(app: FastifyInstance, cookie: string, gameId: number, device: string, entries: BookEntry[]) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/book/entries`,
    headers: { cookie },
    payload: { device, entries },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A new scorekeeper of the league, signed in. */
async function scorekeeperOf(app: FastifyInstance, adminCookie: string, leagueId: number) {
  const username = unique('keeper');
  const password = unique('pass');
  const created = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie: adminCookie },
    payload: { name: `Keeper ${username}`, username, password, role: 'scorekeeper', leagueId },
  });
  expect(created.statusCode, created.body).toBe(201);
  return signIn(app, username, password);
}

describe('one server', () => {
  const setup = useSmallLeagueApp({
    LIVE_VIEWERS_MAX: String(MAX_VIEWERS),
    CONNECTION_TIMEOUT_MS: '1000',
    WEB_DIST: webDist,
  });
  let sl: SmallLeague;
  let server: Server;
  beforeAll(async () => {
    sl = setup.league;
    server = await listening(setup.app);
  });

  const read = (url: string) => setup.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

  it('answers a game without a book as not scored live, and refuses unknown and bad ids', async () => {
    const gameId = await newGame(setup.app, setup.adminCookie, sl);
    expect(await setup.get(`/api/games/${gameId}/live`)).toEqual({
      status: 200,
      body: { scoredLive: false, gameId, leagueId: sl.league.id },
    });
    expect(await setup.get('/api/games/2147483000/live')).toEqual({ status: 404, body: { message: 'Game not found' } });
    expect((await setup.get('/api/games/abc/live')).status).toBe(400);

    const events = (url: string, accept = 'text/event-stream') =>
      setup.app.inject({ method: 'GET', url, headers: { accept } });
    expect((await events('/api/games/2147483000/live/events')).statusCode).toBe(404);
    expect((await events('/api/games/0/live/events')).statusCode).toBe(400);
    // Read as a plain answer, the stream would never end.
    const plain = await events(`/api/games/${gameId}/live/events`, 'application/json');
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toEqual({ message: EVENTS_ONLY });
  });

  it('sends the live answer at once, then after every play, and outlives the idle timeout', async () => {
    const gameId = await newGame(setup.app, setup.adminCookie, sl);
    const viewer = await follow(server.origin, gameId);
    expect(viewer.response.status).toBe(200);
    expect(viewer.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(viewer.response.headers.get('cache-control')).toBe('no-cache');
    expect(viewer.response.headers.get('x-accel-buffering')).toBe('no');
    await vi.waitFor(() => expect(scoreOf(latest(viewer))).toBe('not scored live'));

    const book = scorer();
    await post(setup.app, setup.adminCookie, gameId, book.device, tipOff(book, sl));
    await vi.waitFor(() => expect(scoreOf(latest(viewer))).toBe('0-0'), { timeout: 1000 });
    for (const [play, score] of scoring(book, sl)) {
      await post(setup.app, setup.adminCookie, gameId, book.device, [play]);
      // Within a second of the play.
      await vi.waitFor(() => expect(scoreOf(latest(viewer))).toBe(score), { timeout: 1000, interval: 20 });
    }
    expect(viewer.events.map(scoreOf)).toEqual(['not scored live', '0-0', '2-0', '2-3', '3-3', '6-3']);
    const last = latest(viewer) as ScoredLiveGame;
    expect(last).toMatchObject({ on: true, closed: false, state: { periodLabel: '1st half', clock: 1300 } });
    expect(last.plays[0]).toMatchObject({
      label: 'Three-pointer made',
      playerId: sl.players.a2.id,
      score: { home: 6 },
    });
    // What the stream sends is what the live read answers.
    expect(last).toEqual((await setup.get(`/api/games/${gameId}/live`)).body);

    // Quiet for longer than the connection's idle timeout (1 s here): the stream stays open.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const { a1 } = sl.players;
    await post(setup.app, setup.adminCookie, gameId, book.device, [
      book.play({ kind: 'twoMade', period: 1, clock: 1200, side: 'home', playerId: a1.id }),
    ]);
    await vi.waitFor(() => expect(scoreOf(latest(viewer))).toBe('8-3'), { timeout: 1000 });

    await setup.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/book/close`,
      headers: { cookie: setup.adminCookie },
      payload: { device: book.device },
    });
    await vi.waitFor(() => expect(latest(viewer)).toMatchObject({ on: false, closed: true }), { timeout: 1000 });
    viewer.leave();
  });

  it('renders the box score of a game under way on the server: the badge, score, plays and shot chart', async () => {
    const gameId = await newGame(setup.app, setup.adminCookie, sl);
    const book = scorer();
    const start = tipOff(book, sl);
    const [first] = scoring(book, sl)[0]!;
    const spotted = { ...first, spot: { x: 0.5, y: 0.2 } } as BookEntry;
    await post(setup.app, setup.adminCookie, gameId, book.device, [...start, spotted]);
    // The page's words as a visitor reads them, before any script runs.
    const words = async () => {
      const response = await read(`/games/${gameId}/box-score`);
      expect(response.statusCode).toBe(200);
      const main = response.body.slice(response.body.indexOf('<main'), response.body.indexOf('</main>'));
      return main.replace(/<!-- -->/g, '');
    };
    const page = await words();
    for (const text of ['LIVE', '1st half · 24:10', 'Latest plays', 'Two-pointer made', '2-0', 'All plays (4)']) {
      expect(page, text).toContain(text);
    }
    expect(page).toContain('<details');
    expect(page).toContain('aria-label="' + `${sl.teams.a.name}: 1 of 1 shots made`);
    expect(page).not.toContain('Scheduled');

    await setup.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/book/close`,
      headers: { cookie: setup.adminCookie },
      payload: { device: book.device },
    });
    const closed = await words();
    expect(closed).toContain('Final');
    expect(closed).not.toContain('LIVE');
    expect(closed).not.toContain('Latest plays');
    expect(closed).toContain('All plays (4)');
  });

  it('forgets a viewer who leaves at once, and reads nothing for a game nobody watches', async () => {
    const gameId = await newGame(setup.app, setup.adminCookie, sl);
    const hub = setup.app.liveHub;
    const first = await follow(server.origin, gameId);
    const second = await follow(server.origin, gameId);
    await vi.waitFor(() => expect(second.events).toHaveLength(1));
    expect(hub.viewersOf(gameId)).toBe(2);
    // Open streams hold no gate: visitors' reads go at once.
    expect(setup.app.writesFirst.held).toBe(0);

    first.leave();
    await vi.waitFor(() => expect(hub.viewersOf(gameId)).toBe(1));
    second.leave();
    await vi.waitFor(() => expect(hub.viewersOf(gameId)).toBe(0));
    expect(hub.viewers).toBe(0);

    const reads = hub.reads;
    const book = scorer();
    await post(setup.app, setup.adminCookie, gameId, book.device, tipOff(book, sl));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hub.reads).toBe(reads);
  });

  it("leaves other games' and other leagues' answers kept when a play is made", async () => {
    const gameId = await newGame(setup.app, setup.adminCookie, sl);
    const other = await newGame(setup.app, setup.adminCookie, sl);
    const book = scorer();
    await post(setup.app, setup.adminCookie, gameId, book.device, tipOff(book, sl));
    const own = [`/api/games/${gameId}/live`, `/games/${gameId}/box-score`];
    const kept = [
      `/api/games/${other}/live`,
      `/api/games/${other}`,
      `/api/games?leagueId=${sl.league.id}`,
      `/api/leagues/${sl.league.id}/standings`,
      `/api/leagues/${sl.pastLeague.id}/standings`,
    ];
    for (const url of [...own, ...kept]) await read(url);
    for (const url of [...own, ...kept]) expect((await read(url)).headers['x-cache'], url).toBe('hit');

    await post(setup.app, setup.adminCookie, gameId, book.device, [scoring(book, sl)[0]![0]]);
    for (const url of own) expect((await read(url)).headers['x-cache'], url).toBe('miss');
    for (const url of kept) expect((await read(url)).headers['x-cache'], url).toBe('hit');
    // The schedule marks the game that is on, and not the other.
    const games = (await setup.get(`/api/games?leagueId=${sl.league.id}`)).body as { id: number; live: boolean }[];
    const live = games.filter((game) => game.live).map((game) => game.id);
    expect(live).toContain(gameId);
    expect(live).not.toContain(other);
  });

  it(`turns away a viewer past ${MAX_VIEWERS} streams, with a message`, async () => {
    const gameId = await newGame(setup.app, setup.adminCookie, sl);
    const viewers = [];
    for (let count = 0; count < MAX_VIEWERS; count++) viewers.push(await follow(server.origin, gameId));
    expect(viewers.map((viewer) => viewer.response.status)).toEqual([200, 200, 200]);
    const refused = await fetch(`${server.origin}/api/games/${gameId}/live/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: LIVE_VIEWERS_FULL });

    viewers[0]!.leave();
    await vi.waitFor(() => expect(setup.app.liveHub.viewers).toBe(MAX_VIEWERS - 1));
    const again = await follow(server.origin, gameId);
    expect(again.response.status).toBe(200);
    for (const viewer of [...viewers, again]) viewer.leave();
  });
});

describe('closing the server', () => {
  it('ends every stream first, so that it stops at once', async () => {
    const databases = ownDatabases();
    const [handle] = await databases.fresh();
    const app = await buildApp(testConfig(), { logger: false, database: handle! });
    try {
      const sl = await buildSmallLeague(app.db);
      const { cookie } = await signInAsNewAdmin(app);
      const gameId = await newGame(app, cookie, sl);
      const { origin } = await listening(app);
      const viewers = [await follow(origin, gameId), await follow(origin, gameId)];
      await vi.waitFor(() => expect(viewers.every((viewer) => viewer.events.length === 1)).toBe(true));

      const started = performance.now();
      await app.close();
      expect(performance.now() - started).toBeLessThan(2000);
      // Each viewer's stream ended: its browser would reconnect to another server.
      await Promise.all(viewers.map((viewer) => viewer.ended));
      expect(app.liveHub.viewers).toBe(0);
    } finally {
      await app.close();
      await databases.dropAll();
    }
  });
});

describe.runIf(onPostgres)('two servers of one database', () => {
  const databases = ownDatabases();
  let one: Server;
  let two: Server;
  let sl: SmallLeague;
  let adminCookie: string;
  beforeAll(async () => {
    const [first, second] = await databases.fresh(2);
    const apps = await Promise.all(
      [first!, second!].map((database) => buildApp(testConfig(), { logger: false, database })),
    );
    sl = await buildSmallLeague(apps[0]!.db);
    adminCookie = (await signInAsNewAdmin(apps[0]!)).cookie;
    const servers = await Promise.all(apps.map(listening));
    one = servers[0]!;
    two = servers[1]!;
  });
  afterAll(async () => {
    await one?.app.close();
    await two?.app.close();
    await databases.dropAll();
  });

  it("sends every play to each server's viewers, in order, and a server reads no game nobody watches there", async () => {
    const gameId = await newGame(one.app, adminCookie, sl);
    const otherGame = await newGame(one.app, adminCookie, sl);
    const keeper = await scorekeeperOf(one.app, adminCookie, sl.league.id);
    const onOne = await follow(one.origin, gameId);
    const onTwo = await follow(two.origin, gameId);
    // Server two also has a viewer of another game, which no play concerns.
    const elsewhere = await follow(two.origin, otherGame);
    const viewers = [onOne, onTwo];
    await vi.waitFor(() => expect([...viewers, elsewhere].map((viewer) => viewer.events.length)).toEqual([1, 1, 1]));
    const otherReads = () => two.app.liveHub.reads;
    const readsBefore = otherReads();

    const book = scorer();
    await post(one.app, keeper, gameId, book.device, tipOff(book, sl));
    await vi.waitFor(() => expect(viewers.map((viewer) => scoreOf(latest(viewer)))).toEqual(['0-0', '0-0']));
    const expected = ['not scored live', '0-0'];
    for (const [play, score] of scoring(book, sl)) {
      await post(one.app, keeper, gameId, book.device, [play]);
      expected.push(score);
      await vi.waitFor(() => expect(viewers.map((viewer) => scoreOf(latest(viewer)))).toEqual([score, score]), {
        timeout: 1000,
        interval: 20,
      });
    }
    for (const viewer of viewers) expect(viewer.events.map(scoreOf)).toEqual(expected);
    // On server two, each batch was one read of the game, and the tip-off, which put the game on
    // and so changed its league, one read of the other game watched there, whose viewer was sent
    // nothing, its answer being the same. Later plays changed the game alone.
    expect(otherReads() - readsBefore).toBe(expected.length - 1 + 1);
    expect(elsewhere.events).toHaveLength(1);

    for (const viewer of [...viewers, elsewhere]) viewer.leave();
    await vi.waitFor(() => expect(two.app.liveHub.viewers).toBe(0));
    // Nobody watches on server two now: a play there reads nothing.
    const idle = otherReads();
    await post(one.app, keeper, gameId, book.device, [
      book.play({ kind: 'twoMade', period: 1, clock: 1000, side: 'home', playerId: sl.players.a1.id }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherReads()).toBe(idle);
  });
});
