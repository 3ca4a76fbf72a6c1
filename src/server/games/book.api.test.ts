import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOK_HELD_ELSEWHERE, entryReceivedOtherwise, NOTHING_TO_CLOSE } from '#domain/book-schemas.ts';
import {
  GAME_OVER,
  LEAGUE_GAME_SETTINGS,
  NO_PERIOD_IN_PLAY,
  PLAYER_DISQUALIFIED,
  PLAYER_NOT_ON_ROSTER,
  type BookEntry,
  type PlayContent,
} from '#domain/play-by-play.ts';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import { OTHER_LEAGUE_REFUSED } from '#domain/roles.ts';
import { unique } from '../../../test/app.ts';
import { newScorekeeper, useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { uniqueTime } from '../../../test/unique.ts';
import { gameBookEntries, gameBooks, playerStats } from '../db/schema.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
let a1: number;
let a2: number;
let b1: number;
beforeAll(() => {
  sl = setup.league;
  [a1, a2, b1] = [sl.players.a1.id, sl.players.a2.id, sl.players.b1.id];
});

type Method = 'GET' | 'POST' | 'PUT';

/** A call as the account of `cookie`, or as a visitor without one. */
async function as(cookie: string | null, method: Method, url: string, payload?: object) {
  const response = await setup.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as any };
}
const asAdmin = (method: Method, url: string, payload?: object) => as(setup.adminCookie, method, url, payload);

/** A new game of A (home: a1, a2) against B (away: b1) in the small league. */
async function newGame(): Promise<number> {
  const { status, body } = await setup.send('POST', '/api/games', {
    homeTeamId: sl.teams.a.id,
    awayTeamId: sl.teams.b.id,
    date: '2026-10-24',
    time: uniqueTime(),
    locationId: sl.location.id,
  });
  expect(status).toBe(201);
  return body.id as number;
}

/** A scorer's book as the device keeps it: each entry gets the next id and seq. */
function scorer(device = unique('device')) {
  let seq = 0;
  const next = () => ({ id: `${device}-${++seq}`, seq });
  return {
    device,
    play: (content: PlayContent) => ({ ...content, ...next() }) as BookEntry,
    remove: (target: BookEntry) => ({ kind: 'delete', target: target.id, ...next() }) as BookEntry,
    correct: (target: BookEntry, play: PlayContent) =>
      ({ kind: 'replace', target: target.id, play, ...next() }) as BookEntry,
  };
}
type Scorer = ReturnType<typeof scorer>;

const send = (gameId: number, device: string, entries: BookEntry[], cookie = setup.adminCookie) =>
  as(cookie, 'POST', `/api/games/${gameId}/book/entries`, { device, entries });

async function storedEntries(gameId: number) {
  const [row] = await setup.app.db
    .select({ count: count() })
    .from(gameBookEntries)
    .where(eq(gameBookEntries.gameId, gameId));
  return row!.count;
}

/** Both starting fives and the first half under way. */
function tipOff(book: Scorer) {
  return [
    book.play({ kind: 'startingFive', period: 1, side: 'home', players: [a1, a2] }),
    book.play({ kind: 'startingFive', period: 1, side: 'away', players: [b1] }),
    book.play({ kind: 'periodStart', period: 1 }),
  ];
}

describe('GET /api/games/{id}/book', () => {
  it('gives a game not scored yet: its teams and rosters, the settings, no entry and no holder', async () => {
    const gameId = await newGame();
    const { status, body } = await asAdmin('GET', `/api/games/${gameId}/book`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      gameId,
      league: { id: sl.league.id, name: sl.league.name },
      date: '2026-10-24',
      home: { id: sl.teams.a.id, name: sl.teams.a.name },
      away: { id: sl.teams.b.id, name: sl.teams.b.name, players: [{ id: b1, name: `Bea Cole ${sl.tag}`, number: 6 }] },
      settings: LEAGUE_GAME_SETTINGS,
      entries: [],
      holder: null,
      closed: false,
      status: 'scheduled',
    });
    // By jersey number.
    expect(body.home.players.map((player: { id: number }) => player.id)).toEqual([a1, a2]);
  });

  it('answers 404 for a game that does not exist', async () => {
    const { status, body } = await asAdmin('GET', '/api/games/2147483000/book');
    expect(status).toBe(404);
    expect(body.message).toBe('Game not found');
  });
});

describe('POST /api/games/{id}/book/entries', () => {
  it('gives an unheld book to the first device, and keeps the entries in order', async () => {
    const gameId = await newGame();
    const book = scorer();
    const entries = [
      ...tipOff(book),
      book.play({ kind: 'twoMade', period: 1, clock: 1450, side: 'home', playerId: a1 }),
    ];
    const { status, body } = await send(gameId, book.device, entries);
    expect(status).toBe(200);
    expect(body).toEqual({ received: 4, lastSeq: 4, closed: false });

    const read = (await asAdmin('GET', `/api/games/${gameId}/book`)).body;
    expect(read.entries).toEqual(entries);
    expect(read.holder).toMatchObject({ device: book.device, name: expect.stringMatching(/^Test admin-/) });
    expect(Date.parse(read.holder.since)).not.toBeNaN();
  });

  it('stores a batch sent twice once', async () => {
    const gameId = await newGame();
    const book = scorer();
    const entries = tipOff(book);
    expect((await send(gameId, book.device, entries)).body).toEqual({ received: 3, lastSeq: 3, closed: false });
    expect((await send(gameId, book.device, entries)).body).toEqual({ received: 0, lastSeq: 3, closed: false });
    // Resent with one more: only the new one is kept.
    const more = [...entries, book.play({ kind: 'assist', period: 1, side: 'home', playerId: a2 })];
    expect((await send(gameId, book.device, more)).body).toEqual({ received: 1, lastSeq: 4, closed: false });
    expect(await storedEntries(gameId)).toBe(4);
  });

  it("takes a side's plays from its roster and from anyone with a line for it in the game, no one else", async () => {
    const gameId = await newGame();
    const book = scorer();
    expect((await send(gameId, book.device, [book.play({ kind: 'periodStart', period: 1 })])).status).toBe(200);
    // A player of team C, who has a line for the away team (B) in this game, plays for it.
    const c1 = sl.players.c1.id;
    await setup.app.db.insert(playerStats).values({ gameId, playerId: c1, teamId: sl.teams.b.id });
    const guest = book.play({ kind: 'twoMade', period: 1, side: 'away', playerId: c1 });
    expect(await send(gameId, book.device, [guest])).toEqual({
      status: 200,
      body: { received: 1, lastSeq: 2, closed: false },
    });
    // A home player is not on the away side, nor is team C's player on the home side.
    for (const [side, playerId] of [
      ['away', a1],
      ['home', c1],
    ] as const) {
      const stranger = book.play({ kind: 'twoMade', period: 1, side, playerId });
      const { status, body } = await send(gameId, book.device, [stranger]);
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: PLAYER_NOT_ON_ROSTER, entryId: stranger.id });
    }
    expect(await storedEntries(gameId)).toBe(2);
  });

  it('refuses (409) an entry id already received with other content, and keeps nothing of the batch', async () => {
    const gameId = await newGame();
    const book = scorer();
    const [first, ...rest] = tipOff(book);
    await send(gameId, book.device, [first!]);
    const changed = { ...first!, players: [a1] } as BookEntry;
    const { status, body } = await send(gameId, book.device, [...rest, changed]);
    expect(status).toBe(409);
    expect(body).toEqual({ message: entryReceivedOtherwise(first!.id), entryId: first!.id });
    expect(await storedEntries(gameId)).toBe(1);
  });

  it("refuses (400) an entry the book refuses, with the domain's message, and keeps nothing of the batch", async () => {
    const gameId = await newGame();
    const book = scorer();
    const starters = book.play({ kind: 'startingFive', period: 1, side: 'home', players: [a1, a2] });
    const early = book.play({ kind: 'twoMade', period: 1, clock: 1400, side: 'home', playerId: a1 });
    const { status, body } = await send(gameId, book.device, [starters, early]);
    expect(status).toBe(400);
    expect(body).toEqual({ message: NO_PERIOD_IN_PLAY, entryId: early.id });
    expect(await storedEntries(gameId)).toBe(0);
    // Not even the book was taken.
    expect((await asAdmin('GET', `/api/games/${gameId}/book`)).body.holder).toBeNull();
  });

  it('refuses (409) a device that does not hold the book, until it takes the book over', async () => {
    const gameId = await newGame();
    const phone = scorer();
    const tablet = scorer();
    await send(gameId, phone.device, tipOff(phone));

    const refused = await send(gameId, tablet.device, tipOff(tablet));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BOOK_HELD_ELSEWHERE);
    expect(await storedEntries(gameId)).toBe(3);

    const taken = await asAdmin('PUT', `/api/games/${gameId}/book/holder`, { device: tablet.device });
    expect(taken.status).toBe(200);
    expect(taken.body.holder.device).toBe(tablet.device);
    expect(taken.body.entries).toHaveLength(3);

    // The tablet goes on from the book it read; the phone is refused now.
    const play = { kind: 'steal', period: 1, side: 'away', playerId: b1 } as const;
    const fromPhone = await send(gameId, phone.device, [phone.play(play)]);
    expect(fromPhone.status).toBe(409);
    expect(fromPhone.body.message).toBe(BOOK_HELD_ELSEWHERE);
    const fromTablet = await send(gameId, tablet.device, [tablet.play(play)]);
    expect(fromTablet.body).toEqual({ received: 1, lastSeq: 4, closed: false });
  });

  it('disqualifies at the 6th personal foul, and refuses a later play of that player', async () => {
    const gameId = await newGame();
    const book = scorer();
    const started = tipOff(book);
    const fouls = Array.from({ length: 6 }, (_, index) =>
      book.play({ kind: 'personalFoul', period: 1, clock: 1400 - index * 10, side: 'away', playerId: b1 }),
    );
    expect((await send(gameId, book.device, [...started, ...fouls])).status).toBe(200);
    const late = book.play({ kind: 'twoMade', period: 1, clock: 1000, side: 'away', playerId: b1 });
    const { status, body } = await send(gameId, book.device, [late]);
    expect(status).toBe(400);
    expect(body).toEqual({ message: PLAYER_DISQUALIFIED, entryId: late.id });
    expect(await storedEntries(gameId)).toBe(9);
  });

  it('refuses a scorekeeper a postponed game, as every scorekeeping write', async () => {
    const gameId = await newGame();
    await setup.made('PUT', `/api/games/${gameId}/status`, { status: 'postponed', reason: 'Gym closed' });
    const keeper = (await newScorekeeper(setup, sl.league.id)).cookie;
    const book = scorer();
    const { status, body } = await send(gameId, book.device, tipOff(book), keeper);
    expect(status).toBe(409);
    expect(body.message).toBe('This game is postponed. Only an admin can change it.');
    expect(await storedEntries(gameId)).toBe(0);
  });
});

/**
 * A short game worked by hand. a1: two twos of three, one three of two, one free throw of two
 * (2 + 2 + 3 + 1 = 8 points), a defensive and an offensive rebound, a steal; a2: an assist (a
 * block deleted); b1: a two (corrected from a miss) and a foul. A keeps a team turnover of its
 * own, on no line. Everyone starts; a2 goes out with 15:00 left in the second half.
 */
function shortGame(book: Scorer) {
  const home = (kind: 'twoMade' | 'twoMissed' | 'threeMade' | 'threeMissed' | 'freeThrowMade' | 'freeThrowMissed') =>
    ({ kind, side: 'home', playerId: a1 }) as const;
  const firstPlays = [
    ...tipOff(book),
    book.play({ ...home('twoMade'), period: 1, clock: 1400 }),
    book.play({ ...home('twoMade'), period: 1, clock: 1300 }),
    book.play({ ...home('twoMissed'), period: 1, clock: 1200 }),
    book.play({ ...home('threeMade'), period: 1, clock: 1100 }),
    book.play({ ...home('threeMissed'), period: 1, clock: 1000 }),
    book.play({ ...home('freeThrowMade'), period: 1, clock: 900 }),
    book.play({ ...home('freeThrowMissed'), period: 1, clock: 900 }),
    book.play({ kind: 'defensiveRebound', period: 1, clock: 850, side: 'home', playerId: a1 }),
    book.play({ kind: 'offensiveRebound', period: 1, clock: 800, side: 'home', playerId: a1 }),
    book.play({ kind: 'assist', period: 1, clock: 800, side: 'home', playerId: a2 }),
  ];
  const miss = book.play({ kind: 'twoMissed', period: 1, clock: 700, side: 'away', playerId: b1 });
  const block = book.play({ kind: 'block', period: 1, clock: 650, side: 'home', playerId: a2 });
  return [
    ...firstPlays,
    miss,
    block,
    book.correct(miss, { kind: 'twoMade', period: 1, clock: 700, side: 'away', playerId: b1 }),
    book.remove(block),
    book.play({ kind: 'turnover', period: 1, clock: 600, side: 'home' }),
    book.play({ kind: 'personalFoul', period: 1, clock: 500, side: 'away', playerId: b1 }),
    book.play({ kind: 'periodEnd', period: 1, clock: 0 }),
    book.play({ kind: 'periodStart', period: 2 }),
    book.play({ kind: 'substitution', period: 2, clock: 900, side: 'home', playerIn: null, playerOut: a2 }),
    book.play({ kind: 'steal', period: 2, clock: 800, side: 'home', playerId: a1 }),
    book.play({ kind: 'periodEnd', period: 2, clock: 0 }),
  ];
}

const storedLine = async (gameId: number, playerId: number) =>
  (await setup.get(`/api/player-stats/game/${gameId}/player/${playerId}`)).body;

describe('POST /api/games/{id}/book/close', () => {
  it("stores the book's lines and score as one change of the game's history", async () => {
    const gameId = await newGame();
    const book = scorer();
    expect((await send(gameId, book.device, shortGame(book))).status).toBe(200);

    const { status, body } = await asAdmin('POST', `/api/games/${gameId}/book/close`, { device: book.device });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: gameId, homeTeamScore: 8, awayTeamScore: 2, status: 'final' });

    expect(await storedLine(gameId, a1)).toMatchObject({
      ...EMPTY_LINE,
      fgm: 2,
      fga: 3,
      threepm: 1,
      threepa: 2,
      ftm: 1,
      fta: 2,
      rebounds: 1,
      offensiveRebounds: 1,
      steals: 1,
      minutes: 50,
    });
    expect(await storedLine(gameId, a2)).toMatchObject({ ...EMPTY_LINE, assists: 1, minutes: 35 });
    expect(await storedLine(gameId, b1)).toMatchObject({
      ...EMPTY_LINE,
      fgm: 1,
      fga: 1,
      personalFouls: 1,
      minutes: 50,
    });

    const history = (await asAdmin('GET', `/api/games/${gameId}/history`)).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: 'boxScore',
      before: { score: { homeTeamScore: null, awayTeamScore: null } },
      after: { score: { homeTeamScore: 8, awayTeamScore: 2 } },
    });
    expect(Object.keys(history[0].after.lines)).toHaveLength(3);
    expect((await asAdmin('GET', `/api/games/${gameId}/book`)).body.closed).toBe(true);
  });

  it('stores the lines again after a correction of the closed game, and refuses a new play', async () => {
    const gameId = await newGame();
    const book = scorer();
    const entries = shortGame(book);
    await send(gameId, book.device, entries);
    await asAdmin('POST', `/api/games/${gameId}/book/close`, { device: book.device });

    // The three was a two: a1 has 3 twos of 4, no three of 1, 7 points.
    const three = entries.find((entry) => entry.kind === 'threeMade')!;
    const fix = book.correct(three, { kind: 'twoMade', period: 1, clock: 1100, side: 'home', playerId: a1 });
    expect((await send(gameId, book.device, [fix])).body).toEqual({ received: 1, lastSeq: fix.seq, closed: true });
    expect(await storedLine(gameId, a1)).toMatchObject({ fgm: 3, fga: 4, threepm: 0, threepa: 1, ftm: 1 });
    expect((await setup.get(`/api/games/${gameId}`)).body).toMatchObject({ homeTeamScore: 7, awayTeamScore: 2 });
    expect((await asAdmin('GET', `/api/games/${gameId}/history`)).body).toHaveLength(2);

    const late = book.play({ kind: 'assist', period: 2, side: 'home', playerId: a1 });
    const refused = await send(gameId, book.device, [late]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: GAME_OVER, entryId: late.id });
  });

  it('is refused (409) to a device that does not hold the book, and for a book without plays', async () => {
    const gameId = await newGame();
    const book = scorer();
    const empty = await asAdmin('POST', `/api/games/${gameId}/book/close`, { device: book.device });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe(NOTHING_TO_CLOSE);

    await send(gameId, book.device, tipOff(book));
    const other = await asAdmin('POST', `/api/games/${gameId}/book/close`, { device: scorer().device });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(BOOK_HELD_ELSEWHERE);
    const [held] = await setup.app.db.select().from(gameBooks).where(eq(gameBooks.gameId, gameId));
    expect(held!.closedAt).toBeNull();
  });
});

describe('who may use a book', () => {
  it('refuses a visitor (401) and a scorekeeper of another league (403) on every call', async () => {
    const gameId = await newGame();
    const book = scorer();
    const outsider = (await newScorekeeper(setup, sl.pastLeague.id)).cookie;
    const calls: [Method, string, object?][] = [
      ['GET', `/api/games/${gameId}/book`],
      ['POST', `/api/games/${gameId}/book/entries`, { device: book.device, entries: tipOff(book) }],
      ['PUT', `/api/games/${gameId}/book/holder`, { device: book.device }],
      ['POST', `/api/games/${gameId}/book/close`, { device: book.device }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await as(null, method, url, payload)).status, `${method} ${url}`).toBe(401);
      const other = await as(outsider, method, url, payload);
      expect(other.status, `${method} ${url}`).toBe(403);
      expect(other.body.message).toBe(OTHER_LEAGUE_REFUSED);
    }
    expect(await storedEntries(gameId)).toBe(0);

    // A scorekeeper of the game's league keeps its book.
    const keeper = (await newScorekeeper(setup, sl.league.id)).cookie;
    expect((await send(gameId, book.device, tipOff(scorer(book.device)), keeper)).status).toBe(200);
    expect((await as(keeper, 'GET', `/api/games/${gameId}/book`)).body.holder.name).toMatch(/^Keeper /);
  });
});

describe('the public answers a book changes', () => {
  const read = (url: string) => setup.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  const served = async (url: string) => (await read(url)).headers['x-cache'];

  it("changes the league's answers when the game goes on and when it is closed, and nothing else with a play", async () => {
    const gameId = await newGame();
    const book = scorer();
    const own = `/api/leagues/${sl.league.id}/standings`;
    const other = `/api/leagues/${sl.pastLeague.id}/standings`;
    const readBoth = async () => {
      await read(own);
      await read(other);
    };

    await readBoth();
    await send(gameId, book.device, tipOff(book));
    // The game is on: the league's schedule and home page mark it.
    expect(await served(own)).toBe('miss');
    expect(await served(other)).toBe('hit');

    await readBoth();
    await send(gameId, book.device, [book.play({ kind: 'twoMade', period: 1, side: 'home', playerId: a1 })]);
    await asAdmin('PUT', `/api/games/${gameId}/book/holder`, { device: book.device });
    expect(await served(own)).toBe('hit');
    expect(await served(other)).toBe('hit');

    await asAdmin('POST', `/api/games/${gameId}/book/close`, { device: book.device });
    expect(await served(own)).toBe('miss');
    expect(await served(other)).toBe('hit');
  });
});
