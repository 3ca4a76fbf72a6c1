import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import { OTHER_LEAGUE_REFUSED, SCOREKEEPERS_REFUSED } from '#domain/roles.ts';
import { todayIn } from '#domain/schedule.ts';
import { unique } from '../../../test/app.ts';
import { newScorekeeper, useSmallLeagueApp, type SmallLeague } from '../../../test/small-league.ts';
import { uniqueTime } from '../../../test/unique.ts';

const setup = useSmallLeagueApp();
let sl: SmallLeague;
beforeAll(() => {
  sl = setup.league;
});

/** A call as the account of `cookie`. */
async function as(cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await setup.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as any };
}

/** A new game of A (home) against B in the small league, with zero lines for a1, a2 and b1. */
async function newGame(date = '2026-10-17') {
  const time = uniqueTime();
  const { status, body } = await setup.send('POST', '/api/games', {
    homeTeamId: sl.teams.a.id,
    awayTeamId: sl.teams.b.id,
    date,
    time,
    locationId: sl.location.id,
  });
  expect(status).toBe(201);
  const detail = (await setup.get(`/api/games/${body.id}`, setup.adminCookie)).body;
  const lineOf = (playerId: number) =>
    [...detail.HomeTeam.Players, ...detail.AwayTeam.Players].find((line) => line.id === playerId)
      .playerStatId as number;
  return {
    id: body.id as number,
    time,
    a1: lineOf(sl.players.a1.id),
    a2: lineOf(sl.players.a2.id),
    b1: lineOf(sl.players.b1.id),
  };
}

/** A stored line: 2 two-pointers of 3, 1 three of 2, 1 of 2 free throws (8 points), 3 defensive + 1 offensive rebounds. */
const EIGHT_POINTS = {
  ...EMPTY_LINE,
  fgm: 2,
  fga: 3,
  threepm: 1,
  threepa: 2,
  ftm: 1,
  fta: 2,
  rebounds: 3,
  offensiveRebounds: 1,
};
/** 2 free throws of 2: 2 points. */
const TWO_POINTS = { ...EMPTY_LINE, ftm: 2, fta: 2 };

async function storedLine(gameId: number, playerId: number) {
  return (await setup.get(`/api/player-stats/game/${gameId}/player/${playerId}`)).body;
}

describe('PUT /api/games/{id}/box-score', () => {
  it('stores both scores and every line in one request, and says the box score is complete', async () => {
    const game = await newGame();
    const { status, body } = await setup.send('PUT', `/api/games/${game.id}/box-score`, {
      homeTeamScore: 10,
      awayTeamScore: 2,
      lines: [
        { id: game.a1, ...EIGHT_POINTS },
        { id: game.a2, ...TWO_POINTS },
        { id: game.b1, ...TWO_POINTS },
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ homeTeamScore: 10, awayTeamScore: 2, boxScoreStatus: 'complete' });
    // 8 + 2 for A; shown rebounds include the offensive one.
    expect(body.HomeTeam.totals).toMatchObject({ points: 10, rebounds: 4, offensiveRebounds: 1, fgm: 3, fga: 5 });
    expect(await storedLine(game.id, sl.players.a1.id)).toMatchObject({ fgm: 2, threepm: 1, rebounds: 3 });
  });

  it('changes nothing when one line is refused', async () => {
    const game = await newGame();
    const bad = { ...TWO_POINTS, threepm: 3, threepa: 2 };
    const refusedLine = await setup.send('PUT', `/api/games/${game.id}/box-score`, {
      homeTeamScore: 10,
      awayTeamScore: 2,
      lines: [
        { id: game.a1, ...EIGHT_POINTS },
        { id: game.b1, ...bad },
      ],
    });
    expect(refusedLine.status).toBe(400);
    expect(refusedLine.body.errors).toContainEqual({
      path: 'lines.1.threepm',
      message: '3-pointers made cannot be more than attempted.',
    });

    // A line of another game refuses the whole request, after the first line was written.
    const foreign = await setup.send('PUT', `/api/games/${game.id}/box-score`, {
      homeTeamScore: 10,
      awayTeamScore: 2,
      lines: [
        { id: game.a1, ...EIGHT_POINTS },
        { id: (await newGame()).a1, ...TWO_POINTS },
      ],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^Stat line \d+ is not part of this game\.$/);

    const detail = (await setup.get(`/api/games/${game.id}`)).body;
    expect(detail).toMatchObject({ homeTeamScore: null, awayTeamScore: null, boxScoreStatus: 'scheduled' });
    expect(await storedLine(game.id, sl.players.a1.id)).toMatchObject({ fgm: 0, ftm: 0 });
    expect((await setup.get(`/api/games/${game.id}/history`, setup.adminCookie)).body).toEqual([]);
  });

  it('keeps the minutes of a line that leaves them out', async () => {
    const game = await newGame();
    await setup.send('PUT', `/api/player-stats/${game.a1}`, { ...TWO_POINTS, minutes: 31 });
    const { minutes: _minutes, ...withoutMinutes } = EIGHT_POINTS;
    await setup.send('PUT', `/api/games/${game.id}/box-score`, {
      homeTeamScore: 8,
      awayTeamScore: 0,
      lines: [{ id: game.a1, ...withoutMinutes }],
    });
    expect(await storedLine(game.id, sl.players.a1.id)).toMatchObject({ minutes: 31, fgm: 2 });
  });
});

describe('the score and the lines', () => {
  it('tells scheduled, not entered, incomplete and complete box scores apart', async () => {
    const game = await newGame();
    const status = async () => (await setup.get(`/api/games/${game.id}`)).body.boxScoreStatus;
    expect(await status()).toBe('scheduled');
    await setup.send('PUT', `/api/games/${game.id}/score`, { homeTeamScore: 10, awayTeamScore: 2 });
    expect(await status()).toBe('notEntered');
    // A's lines add up to 8, not 10.
    await setup.send('PUT', `/api/player-stats/${game.a1}`, EIGHT_POINTS);
    expect(await status()).toBe('incomplete');
    await setup.send('PUT', `/api/player-stats/${game.a2}`, TWO_POINTS);
    await setup.send('PUT', `/api/player-stats/${game.b1}`, TWO_POINTS);
    expect(await status()).toBe('complete');
  });

  it('accepts a tie, which counts for neither team', async () => {
    const game = await newGame();
    const { status, body } = await setup.send('PUT', `/api/games/${game.id}/score`, {
      homeTeamScore: 50,
      awayTeamScore: 50,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ homeTeamScore: 50, awayTeamScore: 50 });
  });
});

describe('changing the teams of a game', () => {
  it('is refused (409) while a team leaving it has entered lines, saying what would be lost', async () => {
    const game = await newGame();
    await setup.send('PUT', `/api/player-stats/${game.b1}`, TWO_POINTS);
    const { status, body } = await setup.send('PUT', `/api/games/${game.id}`, {
      homeTeamId: sl.teams.a.id,
      awayTeamId: sl.teams.c.id,
      date: '2026-10-17',
      time: game.time,
      locationId: sl.location.id,
    });
    expect(status).toBe(409);
    expect(body.message).toBe(
      `Changing the teams would delete 1 entered stat line of ${sl.teams.b.name} in this game. ` +
        `Keep ${sl.teams.b.name} in the game, or clear that line in the box score first.`,
    );
    const detail = (await setup.get(`/api/games/${game.id}`)).body;
    expect(detail.AwayTeam.id).toBe(sl.teams.b.id);
    expect(await storedLine(game.id, sl.players.b1.id)).toMatchObject({ ftm: 2 });
  });

  it('goes through when the leaving team has only empty lines, which go with it', async () => {
    const game = await newGame();
    const { status } = await setup.send('PUT', `/api/games/${game.id}`, {
      homeTeamId: sl.teams.a.id,
      awayTeamId: sl.teams.c.id,
      date: '2026-10-17',
      time: game.time,
      locationId: sl.location.id,
    });
    expect(status).toBe(200);
    expect((await setup.get(`/api/player-stats/game/${game.id}/player/${sl.players.b1.id}`)).status).toBe(404);
    expect((await storedLine(game.id, sl.players.c1.id)).teamId).toBe(sl.teams.c.id);
  });
});

describe('history and undo', () => {
  it('records who changed what, before and after, and undoes the last change', async () => {
    const game = await newGame();
    await setup.send('PUT', `/api/games/${game.id}/score`, { homeTeamScore: 10, awayTeamScore: 2 });
    await setup.send('PUT', `/api/player-stats/${game.a1}`, EIGHT_POINTS);
    // Saving the same numbers again changes nothing and records nothing.
    await setup.send('PUT', `/api/player-stats/${game.a1}`, EIGHT_POINTS);

    const history = (await setup.get(`/api/games/${game.id}/history`, setup.adminCookie)).body;
    expect(history).toHaveLength(2);
    const [line, score] = history;
    expect(score).toMatchObject({
      kind: 'score',
      by: expect.stringMatching(/^Test admin-/),
      before: { score: { homeTeamScore: null, awayTeamScore: null } },
      after: { score: { homeTeamScore: 10, awayTeamScore: 2 } },
      undoes: null,
    });
    expect(line).toMatchObject({
      kind: 'line',
      before: { lines: { [game.a1]: { fgm: 0, rebounds: 0 } } },
      after: { lines: { [game.a1]: { fgm: 2, rebounds: 3 } } },
    });
    expect(line.before.score).toBeUndefined();
    expect(Date.parse(line.changedAt)).toBeGreaterThanOrEqual(Date.parse(score.changedAt));

    // Only the last change can be undone.
    const notLast = await setup.send('POST', `/api/games/${game.id}/history/undo`, { changeId: score.id });
    expect(notLast.status).toBe(409);
    expect(notLast.body.message).toBe('Only the last change can be undone. Reload the history to see it.');

    const undone = await setup.send('POST', `/api/games/${game.id}/history/undo`, { changeId: line.id });
    expect(undone.status).toBe(200);
    expect(undone.body.boxScoreStatus).toBe('notEntered');
    expect(await storedLine(game.id, sl.players.a1.id)).toMatchObject({ fgm: 0, rebounds: 0 });
    const [undo] = (await setup.get(`/api/games/${game.id}/history`, setup.adminCookie)).body;
    expect(undo).toMatchObject({ kind: 'undo', undoes: line.id, before: line.after, after: line.before });

    // Undoing the undo puts the line back.
    await setup.send('POST', `/api/games/${game.id}/history/undo`, { changeId: undo.id });
    expect(await storedLine(game.id, sl.players.a1.id)).toMatchObject({ fgm: 2, rebounds: 3 });
  });

  it('records a whole-game save as one change and a score edited with the game', async () => {
    const game = await newGame();
    await setup.send('PUT', `/api/games/${game.id}/box-score`, {
      homeTeamScore: 8,
      awayTeamScore: 0,
      lines: [
        { id: game.a1, ...EIGHT_POINTS },
        { id: game.a2, ...EMPTY_LINE },
      ],
    });
    await setup.send('PUT', `/api/games/${game.id}`, {
      homeTeamId: sl.teams.a.id,
      awayTeamId: sl.teams.b.id,
      date: '2026-10-17',
      time: game.time,
      locationId: sl.location.id,
      homeTeamScore: 9,
      awayTeamScore: 0,
    });
    const [edited, whole] = (await setup.get(`/api/games/${game.id}/history`, setup.adminCookie)).body;
    expect(whole.kind).toBe('boxScore');
    // a2's line did not change, so it is not part of the change.
    expect(Object.keys(whole.after.lines)).toEqual([String(game.a1)]);
    expect(whole.after.score).toEqual({ homeTeamScore: 8, awayTeamScore: 0 });
    expect(edited).toMatchObject({ kind: 'game', after: { score: { homeTeamScore: 9, awayTeamScore: 0 } } });
  });

  it('has nothing to undo in a game never changed', async () => {
    const game = await newGame();
    const { status, body } = await setup.send('POST', `/api/games/${game.id}/history/undo`, { changeId: 1 });
    expect(status).toBe(409);
    expect(body.message).toBe('This game has no change to undo.');
  });
});

describe('scorekeepers', () => {
  it('enter the scores and lines of their league, and of no other', async () => {
    const keeper = await newScorekeeper(setup, sl.league.id);
    expect(keeper.account).toMatchObject({
      role: 'scorekeeper',
      leagueId: sl.league.id,
      League: { name: sl.league.name },
    });
    expect((await as(keeper.cookie, 'GET', '/api/users/me')).body).toMatchObject({ role: 'scorekeeper' });

    const game = await newGame();
    const score = await as(keeper.cookie, 'PUT', `/api/games/${game.id}/score`, { homeTeamScore: 8, awayTeamScore: 2 });
    expect(score.status).toBe(200);
    const line = await as(keeper.cookie, 'PUT', `/api/player-stats/${game.a1}`, EIGHT_POINTS);
    expect(line.status).toBe(200);
    const [change] = (await as(keeper.cookie, 'GET', `/api/games/${game.id}/history`)).body;
    expect(change.by).toBe(keeper.account.name);
    expect(
      (await as(keeper.cookie, 'POST', `/api/games/${game.id}/history/undo`, { changeId: change.id })).status,
    ).toBe(200);

    // A game of another league.
    const [pastTeam1, pastTeam2] = await Promise.all(
      ['X', 'Y'].map(async (letter) => {
        const created = await setup.send('POST', '/api/teams', {
          name: `${sl.tag} Past ${letter}`,
          LeagueId: sl.pastLeague.id,
        });
        return created.body.id as number;
      }),
    );
    const other = await setup.send('POST', '/api/games', {
      homeTeamId: pastTeam1,
      awayTeamId: pastTeam2,
      date: '2026-04-04',
      time: '19:00',
      locationId: sl.location.id,
    });
    for (const [method, url, payload] of [
      ['PUT', `/api/games/${other.body.id}/score`, { homeTeamScore: 1, awayTeamScore: 0 }],
      ['PUT', `/api/games/${other.body.id}/box-score`, { homeTeamScore: 1, awayTeamScore: 0, lines: [] }],
      ['GET', `/api/games/${other.body.id}/history`, undefined],
    ] as const) {
      const refused = await as(keeper.cookie, method, url, payload);
      expect(refused, `${method} ${url}`).toMatchObject({ status: 403, body: { message: OTHER_LEAGUE_REFUSED } });
    }
    expect((await setup.get(`/api/games/${other.body.id}`)).body.homeTeamScore).toBeNull();

    // A scorekeeper of every league may.
    const everywhere = await newScorekeeper(setup, null);
    const anywhere = await as(everywhere.cookie, 'PUT', `/api/games/${other.body.id}/score`, {
      homeTeamScore: 1,
      awayTeamScore: 0,
    });
    expect(anywhere.status).toBe(200);
  });

  it("see today's games, then earlier ones without a complete box score", async () => {
    const keeper = await newScorekeeper(setup, sl.league.id);
    const today = todayIn('America/New_York');
    const tonight = await newGame(today);
    const earlier = await newGame('2026-10-10');
    const { status, body } = await as(keeper.cookie, 'GET', '/api/games/to-enter');
    expect(status).toBe(200);
    expect(body.today.map((game: { id: number }) => game.id)).toContain(tonight.id);
    const earlierIds = body.earlier.map((game: { id: number }) => game.id);
    expect(earlierIds).toContain(earlier.id);
    // g1 has lines that add up to 11 of its 50: incomplete, still to enter.
    expect(body.earlier.find((game: { id: number }) => game.id === sl.games.g1.id)).toMatchObject({
      boxScoreStatus: 'incomplete',
    });
    expect(earlierIds).not.toContain(tonight.id);

    // Once complete, a game leaves the list.
    await setup.send('PUT', `/api/games/${earlier.id}/box-score`, {
      homeTeamScore: 8,
      awayTeamScore: 0,
      lines: [{ id: earlier.a1, ...EIGHT_POINTS }],
    });
    const after = (await as(keeper.cookie, 'GET', '/api/games/to-enter')).body;
    expect(after.earlier.map((game: { id: number }) => game.id)).not.toContain(earlier.id);
  });

  it('read the public site as a visitor does', async () => {
    const keeper = await newScorekeeper(setup, null);
    const player = (await as(keeper.cookie, 'GET', `/api/players/${sl.players.a1.id}`)).body;
    expect(player.email).toBeUndefined();
    expect(player.enteredLines).toBeUndefined();
    const awards = (await as(keeper.cookie, 'GET', `/api/awards/league/${sl.league.id}`)).body;
    expect(awards.map((award: { id: number }) => award.id)).not.toContain(sl.awards.hidden.id);
  });

  it('are refused (403) by every admin route, before the body is read', async () => {
    const keeper = await newScorekeeper(setup, null);
    const spec = (await setup.get('/api/docs')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const keeping = [
      'PUT /api/games/{id}/score',
      'PUT /api/games/{id}/box-score',
      'PUT /api/games/{id}/score-only',
      'GET /api/games/{id}/history',
      'POST /api/games/{id}/history/undo',
      'GET /api/games/to-enter',
      'GET /api/games/{id}/book',
      'POST /api/games/{id}/book/entries',
      'PUT /api/games/{id}/book/holder',
      'POST /api/games/{id}/book/close',
      'PUT /api/player-stats/{id}',
      'GET /api/users/me',
      'POST /api/users/logout',
    ];
    let guarded = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const method of Object.keys(operations).map((name) => name.toUpperCase())) {
        if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) continue;
        const route = `${method} ${path}`;
        const url = path.replace(/\{[^}]+\}/g, String(sl.games.g1.id));
        const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
        const anonymous = await setup.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
        if (anonymous.statusCode !== 401 || keeping.includes(route)) continue;
        guarded += 1;
        const refused = await as(keeper.cookie, method as 'GET', url, payload);
        expect(refused, route).toMatchObject({ status: 403, body: { message: SCOREKEEPERS_REFUSED } });
      }
    }
    // Every create, update and delete of the back office, and its admin-only reads.
    expect(guarded).toBeGreaterThanOrEqual(30);
  });
});

describe('accounts', () => {
  it('refuse a scorekeeper of a league that does not exist, and give an admin no league', async () => {
    const missing = await setup.send('POST', '/api/users', {
      name: 'Nobody',
      username: unique('keeper'),
      password: 'abcd',
      role: 'scorekeeper',
      leagueId: 2_000_000_000,
    });
    expect(missing).toMatchObject({ status: 400, body: { message: 'That league does not exist.' } });
    const admin = await setup.send('POST', '/api/users', {
      name: 'Admin With League',
      username: unique('admin'),
      password: 'abcd',
      role: 'admin',
      leagueId: sl.league.id,
    });
    expect(admin.body).toMatchObject({ role: 'admin', leagueId: null, League: null });
  });

  it('lists each account with its role, and the delete counts the lines a player takes along', async () => {
    const keeper = await newScorekeeper(setup, sl.league.id);
    const list = (await setup.get('/api/users', setup.adminCookie)).body;
    expect(list.find((user: { id: number }) => user.id === keeper.account.id)).toMatchObject({
      role: 'scorekeeper',
      League: { id: sl.league.id },
    });
    // c1 has lines with stats in g2 and g3 only (the other tests give c1 empty lines at most).
    expect((await setup.get(`/api/players/${sl.players.c1.id}`, setup.adminCookie)).body.enteredLines).toBe(2);
  });
});
