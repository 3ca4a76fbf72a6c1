import { describe, expect, it } from 'vitest';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import { signIn } from '../../../test/app.ts';
import { leagueOfItsOwn, useSmallLeagueApp } from '../../../test/small-league.ts';
import { unique } from '../../../test/unique.ts';

/**
 * A game postponed, cancelled or forfeited is an admin's alone (decision 032): a scorekeeper's
 * score, line, whole game and undo are refused, and an admin's result replaces the status.
 */
const setup = useSmallLeagueApp();

const made: typeof setup.made = (...write) => setup.made(...write);

/** A call as the account of `cookie`. */
async function as(cookie: string, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await setup.app.inject({ method, url, headers: { cookie }, payload });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as any };
}

/** A league of its own with two teams of one player each, a gym, and a scorekeeper of the league. */
async function league() {
  const created = await leagueOfItsOwn(made, {
    name: 'Called Off League',
    letters: ['A', 'B'],
    startDate: '2026-09-01',
    endDate: '2026-12-20',
    isActive: true,
  });
  const gym = created.gym;
  const [home, away] = [created.teams.A!, created.teams.B!];
  const username = unique('keeper');
  const password = unique('pass');
  await made('POST', '/api/users', {
    name: `Keeper ${username}`,
    username,
    password,
    role: 'scorekeeper',
    leagueId: created.id,
  });
  const keeper = await signIn(setup.app, username, password);

  /** A game of the two teams at 6:30 PM on `date`, with the stat line ids of both players. */
  const game = async (date: string) => {
    const { id } = await made('POST', '/api/games', {
      homeTeamId: home.id,
      awayTeamId: away.id,
      date,
      time: '18:30',
      locationId: gym.id,
    });
    const detail = (await setup.get(`/api/games/${id}`)).body;
    return {
      id: id as number,
      homeLine: detail.HomeTeam.Players[0].playerStatId as number,
      awayLine: detail.AwayTeam.Players[0].playerStatId as number,
    };
  };
  return { id: created.id, gymId: gym.id, gymName: gym.name, home, away, keeper, game };
}

const FOUR_POINTS = { ...EMPTY_LINE, fgm: 2, fga: 3 };

/** Everything a refused write must leave as it was: the game, its lines and its history. */
async function state(gameId: number) {
  const game = (await setup.get(`/api/games/${gameId}`)).body;
  const history = (await setup.get(`/api/games/${gameId}/history`, setup.adminCookie)).body;
  return {
    status: game.status,
    statusReason: game.statusReason,
    forfeitedBy: game.forfeitedBy,
    score: [game.homeTeamScore, game.awayTeamScore],
    lines: [...game.HomeTeam.Players, ...game.AwayTeam.Players].map((line) => [line.playerStatId, line.points]),
    history: history.map((change: { id: number }) => change.id),
  };
}

const STATUSES = [
  {
    status: { status: 'postponed', reason: 'Gym closed' },
    message: 'This game is postponed. Only an admin can change it.',
  },
  {
    status: { status: 'cancelled', reason: 'Gym closed' },
    message: 'This game is cancelled. Only an admin can change it.',
  },
  {
    status: { status: 'forfeit', forfeitedBy: 'away' },
    message: 'This game is a forfeit. Only an admin can change it.',
  },
] as const;

describe("a scorekeeper's writes to a game that will not be played as scheduled", () => {
  for (const { status, message } of STATUSES) {
    it(`are refused (409) while the game is ${status.status}, and change nothing`, async () => {
      const l = await league();
      const g = await l.game('2026-10-04');
      // A played game: its score, then its status, which clears the score as a change Undo would take back.
      await made('PUT', `/api/games/${g.id}/box-score`, {
        homeTeamScore: 4,
        awayTeamScore: 0,
        lines: [{ id: g.homeLine, ...FOUR_POINTS }],
      });
      await made('PUT', `/api/games/${g.id}/status`, status);
      const before = await state(g.id);
      expect(before).toMatchObject({ status: status.status, score: [null, null] });
      const [last] = (await setup.get(`/api/games/${g.id}/history`, setup.adminCookie)).body;

      const writes: [method: 'POST' | 'PUT', url: string, payload: object][] = [
        ['PUT', `/api/games/${g.id}/score`, { homeTeamScore: 50, awayTeamScore: 40 }],
        ['PUT', `/api/player-stats/${g.awayLine}`, FOUR_POINTS],
        [
          'PUT',
          `/api/games/${g.id}/box-score`,
          { homeTeamScore: 50, awayTeamScore: 40, lines: [{ id: g.awayLine, ...FOUR_POINTS }] },
        ],
        ['POST', `/api/games/${g.id}/history/undo`, { changeId: last.id }],
      ];
      for (const [method, url, payload] of writes) {
        expect(await as(l.keeper, method, url, payload), `${method} ${url}`).toEqual({
          status: 409,
          body: { message },
        });
      }
      expect(await state(g.id)).toEqual(before);
    });
  }

  it('go through on a scheduled game, and again once an admin brings a postponed one back', async () => {
    const l = await league();
    const g = await l.game('2026-10-11');
    const score = await as(l.keeper, 'PUT', `/api/games/${g.id}/score`, { homeTeamScore: 4, awayTeamScore: 0 });
    expect(score).toMatchObject({ status: 200, body: { status: 'final', homeTeamScore: 4 } });
    expect((await as(l.keeper, 'PUT', `/api/player-stats/${g.homeLine}`, FOUR_POINTS)).status).toBe(200);
    const whole = await as(l.keeper, 'PUT', `/api/games/${g.id}/box-score`, {
      homeTeamScore: 4,
      awayTeamScore: 4,
      lines: [{ id: g.awayLine, ...FOUR_POINTS }],
    });
    expect(whole).toMatchObject({ status: 200, body: { awayTeamScore: 4, boxScoreStatus: 'complete' } });
    const [last] = (await setup.get(`/api/games/${g.id}/history`, setup.adminCookie)).body;
    const undone = await as(l.keeper, 'POST', `/api/games/${g.id}/history/undo`, { changeId: last.id });
    expect(undone).toMatchObject({ status: 200, body: { awayTeamScore: 0 } });

    const later = await l.game('2026-10-18');
    await made('PUT', `/api/games/${later.id}/status`, { status: 'postponed', reason: 'Gym closed' });
    await made('PUT', `/api/games/${later.id}/status`, { status: 'scheduled' });
    const after = await as(l.keeper, 'PUT', `/api/games/${later.id}/score`, { homeTeamScore: 2, awayTeamScore: 0 });
    expect(after).toMatchObject({ status: 200, body: { status: 'final', statusReason: null } });
  });
});

describe("an admin's result for a game that will not be played as scheduled", () => {
  it('makes it final and drops the status’s reason and side, whichever call enters it', async () => {
    const l = await league();
    const cancelled = await l.game('2026-10-25');
    await made('PUT', `/api/games/${cancelled.id}/status`, { status: 'cancelled', reason: 'Gym closed' });
    expect(
      await made('PUT', `/api/games/${cancelled.id}/score`, { homeTeamScore: 50, awayTeamScore: 40 }),
    ).toMatchObject({ status: 'final', statusReason: null, forfeitedBy: null, homeTeamScore: 50 });

    const forfeited = await l.game('2026-11-01');
    await made('PUT', `/api/games/${forfeited.id}/status`, { status: 'forfeit', forfeitedBy: 'home', reason: 'late' });
    const whole = await made('PUT', `/api/games/${forfeited.id}/box-score`, {
      homeTeamScore: 4,
      awayTeamScore: 0,
      lines: [{ id: forfeited.homeLine, ...FOUR_POINTS }],
    });
    expect(whole).toMatchObject({ status: 'final', statusReason: null, forfeitedBy: null });

    const postponed = await l.game('2026-11-08');
    await made('PUT', `/api/games/${postponed.id}/status`, { status: 'postponed', reason: 'snow' });
    const edited = await made('PUT', `/api/games/${postponed.id}`, {
      homeTeamId: l.home.id,
      awayTeamId: l.away.id,
      date: '2026-11-08',
      time: '18:30',
      locationId: l.gymId,
      homeTeamScore: 33,
      awayTeamScore: 35,
    });
    expect(edited).toMatchObject({ status: 'final', statusReason: null });

    // A rescheduled game keeps why it was postponed once played.
    const moved = await l.game('2026-11-15');
    await made('PUT', `/api/games/${moved.id}/status`, {
      status: 'postponed',
      reason: 'rain',
      date: '2026-11-22',
      time: '18:30',
    });
    expect(await made('PUT', `/api/games/${moved.id}/score`, { homeTeamScore: 1, awayTeamScore: 0 })).toMatchObject({
      status: 'final',
      statusReason: 'rain',
      rescheduledFrom: '2026-11-15',
    });
  });

  it('is refused (409) while another game holds the slot a cancelled game gave up, by every call, changing nothing', async () => {
    const l = await league();
    const g = await l.game('2026-11-29');
    await made('PUT', `/api/games/${g.id}/score`, { homeTeamScore: 50, awayTeamScore: 40 });
    await made('PUT', `/api/games/${g.id}/status`, { status: 'cancelled', reason: 'Gym closed' });
    // The freed slot goes to another game.
    await l.game('2026-11-29');
    const before = await state(g.id);
    const [last] = (await setup.get(`/api/games/${g.id}/history`, setup.adminCookie)).body;
    const message = `${l.gymName} already has a game at 6:30 PM on Sun, Nov 29, 2026.`;

    const writes: [method: 'POST' | 'PUT', url: string, payload: object][] = [
      ['PUT', `/api/games/${g.id}/score`, { homeTeamScore: 50, awayTeamScore: 40 }],
      ['PUT', `/api/games/${g.id}/box-score`, { homeTeamScore: 50, awayTeamScore: 40, lines: [] }],
      ['POST', `/api/games/${g.id}/history/undo`, { changeId: last.id }],
      [
        'PUT',
        `/api/games/${g.id}`,
        {
          homeTeamId: l.home.id,
          awayTeamId: l.away.id,
          date: '2026-11-29',
          time: '18:30',
          locationId: l.gymId,
          homeTeamScore: 50,
          awayTeamScore: 40,
        },
      ],
    ];
    for (const [method, url, payload] of writes) {
      expect(await setup.send(method, url, payload), `${method} ${url}`).toEqual({ status: 409, body: { message } });
    }
    expect(await state(g.id)).toEqual(before);
    // Its lines are still an admin's to enter: they make no result.
    expect((await setup.send('PUT', `/api/player-stats/${g.awayLine}`, FOUR_POINTS)).status).toBe(200);
    expect((await setup.get(`/api/games/${g.id}`)).body).toMatchObject({
      status: 'cancelled',
      statusReason: 'Gym closed',
    });
  });
});
