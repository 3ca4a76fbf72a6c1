import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMPTY_LINE } from '#domain/player-stats.ts';
import { formatGameTime } from '#domain/format.ts';
import { playerLeagueTotals } from '../db/schema.ts';
import { leagueOfItsOwn, useSmallLeagueApp } from '../../../test/small-league.ts';
import { uniqueTime } from '../../../test/unique.ts';

const setup = useSmallLeagueApp();

const made: typeof setup.made = (...write) => setup.made(...write);

/**
 * A league of its own with teams A, B and C (a player each) and a gym, so that its standings,
 * stats and records hold only what a test puts in.
 */
async function league() {
  const {
    id,
    gym,
    teams: byLetter,
  } = await leagueOfItsOwn(made, {
    name: 'Status League',
    letters: ['A', 'B', 'C'],
    startDate: '2026-09-01',
    endDate: '2026-12-20',
  });
  const teams = { a: byLetter.A!, b: byLetter.B!, c: byLetter.C! };
  const game = async (home: { id: number }, away: { id: number }, date: string, time = '18:30') =>
    (await made('POST', '/api/games', { homeTeamId: home.id, awayTeamId: away.id, date, time, locationId: gym.id }))
      .id as number;
  return { id, gymId: gym.id, gymName: gym.name, teams, game };
}

const setStatus = (gameId: number, body: object) => setup.send('PUT', `/api/games/${gameId}/status`, body);

/** Gives a player's line in a game 2 field goals (4 points). */
async function fourPoints(gameId: number, playerId: number) {
  const line = await setup.get(`/api/player-stats/game/${gameId}/player/${playerId}`, setup.adminCookie);
  await made('PUT', `/api/player-stats/${line.body.id}`, { ...EMPTY_LINE, fgm: 2, fga: 3 });
}

describe('PUT /api/games/{id}/status', () => {
  it('asks for what each status needs, and changes nothing when refused', async () => {
    const l = await league();
    const id = await l.game(l.teams.a, l.teams.b, '2026-09-06');
    const refusals: [object, string][] = [
      [{ status: 'postponed' }, 'Give the reason the game is postponed.'],
      [{ status: 'cancelled', reason: '  ' }, 'Give the reason the game is cancelled.'],
      [{ status: 'forfeit' }, 'Say which team forfeits.'],
      [{ status: 'forfeit', forfeitedBy: 'nobody' }, 'Forfeited by is home, away or both.'],
      [{ status: 'postponed', reason: 'snow', date: '2026-09-20' }, 'Give the new date and time together.'],
      [
        { status: 'cancelled', reason: 'snow', date: '2026-09-20', time: '18:30' },
        'Only a postponed game is given a new date here.',
      ],
      [{ status: 'late' }, 'Status is one of scheduled, final, postponed, cancelled, forfeit.'],
      [{ status: 'postponed', reason: 'x'.repeat(201) }, 'Must be at most 200 characters.'],
    ];
    for (const [body, message] of refusals) {
      const { status, body: answer } = await setStatus(id, body);
      expect({ status, message: answer.message }).toEqual({ status: 400, message });
    }
    // A game becomes final only with a score.
    expect(await setStatus(id, { status: 'final' })).toEqual({
      status: 409,
      body: { message: 'A game becomes final when its score is entered.' },
    });
    expect((await setup.get(`/api/games/${id}`)).body).toMatchObject({
      status: 'scheduled',
      statusReason: null,
      forfeitedBy: null,
    });
    expect((await setStatus(2_147_483_000, { status: 'cancelled', reason: 'snow' })).status).toBe(404);
    expect(
      (await setup.send('PUT', `/api/games/${id}/status`, { status: 'cancelled', reason: 'x' }, true)).status,
    ).toBe(401);
  });

  it('postpones a game, then moves it to its new date marked rescheduled, into a free slot only', async () => {
    const l = await league();
    const id = await l.game(l.teams.a, l.teams.b, '2026-09-06');
    const postponed = await setStatus(id, { status: 'postponed', reason: 'gym closed' });
    expect(postponed.status).toBe(200);
    expect(postponed.body).toMatchObject({ status: 'postponed', statusReason: 'gym closed', date: '2026-09-06' });

    // The new slot is taken: refused with the gym's name, and the game stays postponed.
    await l.game(l.teams.c, l.teams.b, '2026-09-27', '19:45');
    expect(
      await setStatus(id, { status: 'postponed', reason: 'gym closed', date: '2026-09-27', time: '19:45' }),
    ).toEqual({
      status: 409,
      body: { message: `${l.gymName} already has a game at 7:45 PM on Sun, Sep 27, 2026.` },
    });
    expect((await setup.get(`/api/games/${id}`)).body).toMatchObject({ status: 'postponed', date: '2026-09-06' });

    const moved = await setStatus(id, { status: 'postponed', reason: 'gym closed', date: '2026-09-27', time: '18:30' });
    expect(moved.body).toMatchObject({
      status: 'scheduled',
      statusReason: 'gym closed',
      date: '2026-09-27',
      time: '18:30:00',
      rescheduledFrom: '2026-09-06',
    });
    // Lists show it at its new date; a spec client reads the same fields as before, and more.
    const listed = (await setup.get(`/api/games?leagueId=${l.id}`)).body.find((game: { id: number }) => game.id === id);
    expect(listed).toMatchObject({ date: '2026-09-27', rescheduledFrom: '2026-09-06', homeTeamScore: null });

    // Moved again, it keeps the date it first had.
    const again = await setStatus(id, { status: 'postponed', reason: 'rain', date: '2026-10-04', time: '18:30' });
    expect(again.body).toMatchObject({ date: '2026-10-04', rescheduledFrom: '2026-09-06', statusReason: 'rain' });
  });

  it('frees a cancelled game’s slot, and brings it back only while the slot is free', async () => {
    const l = await league();
    const id = await l.game(l.teams.a, l.teams.b, '2026-09-13');
    expect((await setStatus(id, { status: 'cancelled', reason: 'weather' })).body).toMatchObject({
      status: 'cancelled',
      statusReason: 'weather',
    });
    const other = await l.game(l.teams.b, l.teams.c, '2026-09-13');
    expect(await setStatus(id, { status: 'scheduled' })).toEqual({
      status: 409,
      body: { message: `${l.gymName} already has a game at 6:30 PM on Sun, Sep 13, 2026.` },
    });
    await made('PUT', `/api/games/${other}/status`, { status: 'cancelled', reason: 'moved' });
    expect((await setStatus(id, { status: 'scheduled' })).body).toMatchObject({
      status: 'scheduled',
      statusReason: null,
    });
  });

  it('clears a played game’s score when it is forfeited, in its history, and undo brings both back', async () => {
    const l = await league();
    const id = await l.game(l.teams.a, l.teams.b, '2026-09-20');
    await made('PUT', `/api/games/${id}/score`, { homeTeamScore: 50, awayTeamScore: 40 });
    const forfeited = await setStatus(id, { status: 'forfeit', forfeitedBy: 'home', reason: 'ineligible player' });
    expect(forfeited.body).toMatchObject({
      status: 'forfeit',
      forfeitedBy: 'home',
      statusReason: 'ineligible player',
      homeTeamScore: null,
      awayTeamScore: null,
    });
    const [last] = (await setup.get(`/api/games/${id}/history`, setup.adminCookie)).body;
    expect(last).toMatchObject({
      kind: 'score',
      before: { score: { homeTeamScore: 50, awayTeamScore: 40 } },
      after: { score: { homeTeamScore: null, awayTeamScore: null } },
    });
    const undone = await made('POST', `/api/games/${id}/history/undo`, { changeId: last.id });
    expect(undone).toMatchObject({ status: 'final', forfeitedBy: null, homeTeamScore: 50, awayTeamScore: 40 });
  });

  it('makes a game final through the score calls a spec client knows, and scheduled again when cleared', async () => {
    const l = await league();
    const id = await l.game(l.teams.a, l.teams.b, '2026-09-20');
    await made('PUT', `/api/games/${id}/status`, { status: 'forfeit', forfeitedBy: 'both' });
    expect(await made('PUT', `/api/games/${id}/score`, { homeTeamScore: 61, awayTeamScore: 58 })).toMatchObject({
      status: 'final',
      forfeitedBy: null,
    });
    expect(await made('PUT', `/api/games/${id}/score`, { homeTeamScore: 0, awayTeamScore: 0 })).toMatchObject({
      status: 'scheduled',
    });
    const edited = await made('PUT', `/api/games/${id}`, {
      homeTeamId: l.teams.a.id,
      awayTeamId: l.teams.b.id,
      date: '2026-09-20',
      time: '18:30',
      locationId: l.gymId,
      homeTeamScore: 33,
      awayTeamScore: 35,
    });
    expect(edited).toMatchObject({ status: 'final', homeTeamScore: 33 });
  });
});

describe('a game status in the standings, stats and records', () => {
  it('counts a forfeit as a win and a loss without points, a double forfeit as two losses, and nothing else', async () => {
    const l = await league();
    const { a, b, c } = l.teams;
    const played = await l.game(a, b, '2026-09-06');
    const forfeit = await l.game(a, c, '2026-09-13');
    const double = await l.game(b, c, '2026-09-20');
    const postponed = await l.game(b, a, '2026-09-27');
    const cancelled = await l.game(c, b, '2026-10-04');
    await made('PUT', `/api/games/${played}/score`, { homeTeamScore: 50, awayTeamScore: 40 });
    await fourPoints(played, a.playerId);
    // Lines entered in games that are then called off count nowhere.
    await fourPoints(forfeit, a.playerId);
    await fourPoints(postponed, a.playerId);
    await fourPoints(cancelled, b.playerId);
    await made('PUT', `/api/games/${forfeit}/status`, { status: 'forfeit', forfeitedBy: 'away' });
    await made('PUT', `/api/games/${double}/status`, { status: 'forfeit', forfeitedBy: 'both' });
    await made('PUT', `/api/games/${postponed}/status`, { status: 'postponed', reason: 'gym closed' });
    await made('PUT', `/api/games/${cancelled}/status`, { status: 'cancelled', reason: 'snow' });

    const standings = (await setup.get(`/api/leagues/${l.id}/standings`)).body;
    // A: beat B 50-40, won the forfeit of C: 2-0, 50 for and 40 against.
    // B: lost to A, lost the double forfeit: 0-2 with 1 forfeit, 40-50.
    // C: forfeited to A and in the double forfeit: 0-2 with 2 forfeits, no points.
    // B and C are level at 0-2 and 1-1 against each other (both lost the double forfeit): the
    // point differential, 0 against -10, puts C ahead of B.
    const row = (team: { id: number }) => standings.find((line: { teamId: number }) => line.teamId === team.id);
    expect(standings.map((line: { teamId: number }) => line.teamId)).toEqual([a.id, c.id, b.id]);
    expect(row(a)).toMatchObject({
      gamesPlayed: 2,
      wins: 2,
      losses: 0,
      forfeits: 0,
      winPercentage: 100,
      pointsFor: 50,
      pointsAgainst: 40,
      streak: 'W2',
    });
    expect(row(c)).toMatchObject({ gamesPlayed: 2, wins: 0, losses: 2, forfeits: 2, pointsFor: 0, gamesBehind: 2 });
    expect(row(b)).toMatchObject({
      gamesPlayed: 2,
      wins: 0,
      losses: 2,
      forfeits: 1,
      pointsFor: 40,
      pointsAgainst: 50,
      pointDifferential: -10,
      streak: 'L2',
    });

    // A's player played one counted game, with 4 points; the other three lines count nowhere.
    const totals = (await setup.get(`/api/player-stats/league/${l.id}/totals`)).body;
    expect(totals.find((line: { id: number }) => line.id === a.playerId)).toMatchObject({
      gamesPlayed: 1,
      points: 4,
    });
    // B's player has a line with stats only in the cancelled game: no games, no row.
    expect(totals.find((line: { id: number }) => line.id === b.playerId)).toBeUndefined();
    // The sums the records rank.
    const kept = await setup.app.db
      .select()
      .from(playerLeagueTotals)
      .where(eq(playerLeagueTotals.playerId, a.playerId));
    expect(kept).toEqual([expect.objectContaining({ leagueId: l.id, gamesPlayed: 1, points: 4, fgm: 2 })]);
    const player = (await setup.get(`/api/player-stats/player/${a.playerId}`)).body;
    expect(player.map((line: { gameId: number }) => line.gameId)).toEqual([played]);
  });
});

describe('gym slots', () => {
  it('let one of several games saved at once into a slot, and refuse the others with the same message', async () => {
    const l = await league();
    const time = uniqueTime();
    const tries = await Promise.all(
      [l.teams.a, l.teams.b, l.teams.c].map((home, index) =>
        setup.send('POST', '/api/games', {
          homeTeamId: home.id,
          awayTeamId: [l.teams.b, l.teams.c, l.teams.a][index]!.id,
          date: '2026-10-11',
          time,
          locationId: l.gymId,
        }),
      ),
    );
    expect(tries.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const message = `${l.gymName} already has a game at ${formatGameTime(`${time}:00`)} on Sun, Oct 11, 2026.`;
    for (const refused of tries.filter((answer) => answer.status === 409)) expect(refused.body).toEqual({ message });
    const games = (await setup.get(`/api/games?leagueId=${l.id}`)).body;
    expect(games).toHaveLength(1);
  });

  it('refuse a game moved into a booked slot, with the gym’s name, and let a game keep its own', async () => {
    const l = await league();
    await l.game(l.teams.a, l.teams.b, '2026-10-18', '19:45');
    const other = await l.game(l.teams.c, l.teams.b, '2026-10-18', '18:30');
    const body = {
      homeTeamId: l.teams.c.id,
      awayTeamId: l.teams.b.id,
      date: '2026-10-18',
      locationId: l.gymId,
    };
    expect(await setup.send('PUT', `/api/games/${other}`, { ...body, time: '19:45' })).toEqual({
      status: 409,
      body: { message: `${l.gymName} already has a game at 7:45 PM on Sun, Oct 18, 2026.` },
    });
    expect((await setup.send('PUT', `/api/games/${other}`, { ...body, time: '18:30' })).status).toBe(200);
    expect(
      await setup.send('POST', '/api/games', {
        homeTeamId: l.teams.a.id,
        awayTeamId: l.teams.c.id,
        date: '2026-10-18',
        time: '18:30',
        locationId: l.gymId,
      }),
    ).toEqual({
      status: 409,
      body: { message: `${l.gymName} already has a game at 6:30 PM on Sun, Oct 18, 2026.` },
    });
  });
});
