import { describe, expect, it } from 'vitest';
import { leagues, teams as teamsTable } from '../db/schema.ts';
import { useSmallLeagueApp } from '../../../test/small-league.ts';
import { unique } from '../../../test/unique.ts';

const setup = useSmallLeagueApp();

const made: typeof setup.made = (...write) => setup.made(...write);

/** A league of `count` teams (each with one player) and two gyms of its own, ending `endDate`. */
async function league(count: number, endDate = '2026-06-28') {
  const created = await made('POST', '/api/leagues', {
    name: unique('Builder League'),
    startDate: '2026-01-01',
    endDate,
    isActive: false,
    isRegistrationOpen: false,
  });
  const gym = async () => await made('POST', '/api/locations', { name: unique('Gym'), address: '1 Court St' });
  const [first, second] = [await gym(), await gym()];
  const gyms = [first.id, second.id] as [number, number];
  const gymNames = [first.name, second.name] as [string, string];
  const teams: { id: number; playerId: number }[] = [];
  for (let index = 0; index < count; index++) {
    const team = await made('POST', '/api/teams', { name: unique(`Team ${index}`), LeagueId: created.id });
    const player = await made('POST', '/api/players', {
      firstName: 'Sam',
      lastName: unique('Player'),
      email: 'sam@example.com',
      phoneNumber: '(212) 555-0142',
      teamIds: [team.id],
    });
    teams.push({ id: team.id, playerId: player.id });
  }
  return { id: created.id as number, gyms, gymNames, teams };
}

type Game = { date: string; time: string; locationId: number; homeTeamId: number; awayTeamId: number };

describe('POST /api/leagues/{id}/schedule/preview', () => {
  it('proposes a 7-team single round robin: every pair once, nobody twice a date, no slot twice, one bye each', async () => {
    const l = await league(7);
    // Sundays from Jan 4, 2026: 6:30 PM at both gyms and 7:45 PM at the first, 3 games a Sunday.
    const slots = [
      { locationId: l.gyms[0], weekday: 0, time: '18:30' },
      { locationId: l.gyms[1], weekday: 0, time: '18:30' },
      { locationId: l.gyms[0], weekday: 0, time: '19:45' },
    ];
    const { status, body } = await setup.send('POST', `/api/leagues/${l.id}/schedule/preview`, {
      meetings: 1,
      slots,
      firstDate: '2026-01-04',
    });
    expect(status).toBe(200);
    expect(body.errors).toEqual([]);
    expect(body.warnings).toEqual([]);
    const games = body.games as Game[];
    // 7 x 6 / 2 = 21 games over 7 Sundays.
    expect(games).toHaveLength(21);
    const pairs = games.map((game) => [game.homeTeamId, game.awayTeamId].sort((a, b) => a - b).join('-'));
    expect(new Set(pairs).size).toBe(21);
    const slotsUsed = games.map((game) => `${game.locationId} ${game.date} ${game.time}`);
    expect(new Set(slotsUsed).size).toBe(21);
    const dates = [...new Set(games.map((game) => game.date))].sort();
    expect(dates).toEqual([
      '2026-01-04',
      '2026-01-11',
      '2026-01-18',
      '2026-01-25',
      '2026-02-01',
      '2026-02-08',
      '2026-02-15',
    ]);
    for (const team of l.teams) {
      const own = games.filter((game) => game.homeTeamId === team.id || game.awayTeamId === team.id);
      // Six games on six different Sundays: the seventh is its bye. Three at home, three away.
      expect(new Set(own.map((game) => game.date)).size).toBe(6);
      expect(own.filter((game) => game.homeTeamId === team.id)).toHaveLength(3);
    }
    // Nothing was stored.
    expect((await setup.get(`/api/games?leagueId=${l.id}`)).body).toEqual([]);
  });

  it('checks the games as edited: a game moved onto a taken slot is an error, with its games', async () => {
    const l = await league(4);
    const base = {
      meetings: 1,
      slots: [{ locationId: l.gyms[0], weekday: 0, time: '18:30' }],
      firstDate: '2026-01-04',
    };
    const proposed = (await made('POST', `/api/leagues/${l.id}/schedule/preview`, base)).games as Game[];
    expect(proposed).toHaveLength(6);
    const edited = proposed.map((game, index) => (index === 1 ? { ...game, date: proposed[0]!.date } : game));
    const checked = await made('POST', `/api/leagues/${l.id}/schedule/preview`, { ...base, games: edited });
    expect(checked.games).toEqual(edited);
    expect(checked.errors).toContainEqual({
      kind: 'slot twice',
      message: `Two games at ${l.gymNames[0]} at 6:30 PM on Sun, Jan 4, 2026.`,
      gameIndexes: [0, 1],
    });
  });

  it('refuses fewer than two teams, too few slots, an unknown gym and another league’s team, saying why', async () => {
    const l = await league(4, '2026-01-18');
    const url = `/api/leagues/${l.id}/schedule/preview`;
    const slot = { locationId: l.gyms[0], weekday: 0, time: '18:30' };
    const refusal = async (body: object) => {
      const answer = await setup.send('POST', url, { meetings: 1, slots: [slot], firstDate: '2026-01-04', ...body });
      return { status: answer.status, message: answer.body.message };
    };
    expect(await refusal({ teamIds: [l.teams[0]!.id] })).toEqual({
      status: 400,
      message: 'A schedule needs at least two teams.',
    });
    // 6 games, one slot on each of the three Sundays to Jan 18.
    expect(await refusal({})).toEqual({
      status: 400,
      message: "Not enough slots before the league's end date (Jan 18, 2026): 3 games fit, 6 are needed.",
    });
    expect(await refusal({ slots: [{ ...slot, locationId: 2_147_483_000 }] })).toEqual({
      status: 400,
      message: 'A weekly slot names a gym that does not exist.',
    });
    expect(await refusal({ teamIds: [l.teams[0]!.id, setup.league.teams.a.id] })).toEqual({
      status: 400,
      message: "Every team must be one of this league's teams.",
    });
    expect(await refusal({ slots: [] })).toEqual({ status: 400, message: 'Add at least one weekly slot.' });
    expect(await refusal({ meetings: 0 })).toEqual({ status: 400, message: 'Each pair meets 1 to 4 times.' });
    expect(
      (
        await setup.send('POST', `/api/leagues/2147483000/schedule/preview`, {
          meetings: 1,
          slots: [slot],
          firstDate: '2026-01-04',
        })
      ).status,
    ).toBe(404);
    expect((await setup.send('POST', url, { meetings: 1, slots: [slot], firstDate: '2026-01-04' }, true)).status).toBe(
      401,
    );
  });

  it('leaves out slots other leagues’ games hold and dates the teams play already', async () => {
    const l = await league(2);
    const other = await league(2);
    // The other league holds the first Sunday's slot at the shared gym.
    await made('POST', '/api/games', {
      homeTeamId: other.teams[0]!.id,
      awayTeamId: other.teams[1]!.id,
      date: '2026-01-04',
      time: '18:30',
      locationId: l.gyms[0],
    });
    // The first team already plays on Jan 11, at another gym.
    await made('POST', '/api/games', {
      homeTeamId: l.teams[0]!.id,
      awayTeamId: l.teams[1]!.id,
      date: '2026-01-11',
      time: '20:00',
      locationId: l.gyms[1],
    });
    const preview = await made('POST', `/api/leagues/${l.id}/schedule/preview`, {
      meetings: 1,
      slots: [{ locationId: l.gyms[0], weekday: 0, time: '18:30' }],
      firstDate: '2026-01-04',
    });
    expect(preview.games.map((game: Game) => game.date)).toEqual(['2026-01-18']);
  });
});

describe('POST /api/leagues/{id}/schedule', () => {
  it('creates every game in one go, each with its players’ lines, after the same checks', async () => {
    const l = await league(4);
    const inputs = {
      meetings: 2,
      slots: [
        { locationId: l.gyms[0], weekday: 0, time: '18:30' },
        { locationId: l.gyms[1], weekday: 0, time: '18:30' },
      ],
      firstDate: '2026-01-04',
    };
    const { games } = await made('POST', `/api/leagues/${l.id}/schedule/preview`, inputs);
    expect(games).toHaveLength(12);
    const saved = await setup.send('POST', `/api/leagues/${l.id}/schedule`, { ...inputs, games });
    expect(saved.status).toBe(201);
    expect(saved.body.created).toBe(12);
    const listed = (await setup.get(`/api/games?leagueId=${l.id}`)).body;
    expect(listed).toHaveLength(12);
    expect(listed.every((game: { status: string }) => game.status === 'scheduled')).toBe(true);
    const detail = (await setup.get(`/api/games/${saved.body.gameIds[0]}`)).body;
    expect(detail.HomeTeam.Players).toHaveLength(1);
    expect(detail.AwayTeam.Players).toHaveLength(1);

    // Saved again, every slot is now booked: refused, and nothing more is made.
    const again = await setup.send('POST', `/api/leagues/${l.id}/schedule`, { ...inputs, games });
    expect(again.status).toBe(409);
    // The first error: each team already plays that first Sunday; the preview names the gym too.
    expect(again.body.message).toMatch(/^Team \d-[0-9a-f]{8} play twice on Sun, Jan 4, 2026\.$/);
    const checked = await made('POST', `/api/leagues/${l.id}/schedule/preview`, { ...inputs, games });
    expect(checked.errors.map((error: { message: string }) => error.message)).toContain(
      `${l.gymNames[0]} already has a game at 6:30 PM on Sun, Jan 4, 2026.`,
    );
    expect((await setup.get(`/api/games?leagueId=${l.id}`)).body).toHaveLength(12);
  });

  it('refuses a schedule with a team twice on a date, saving none of it', async () => {
    const l = await league(3);
    const [a, b, c] = l.teams;
    const game = (home: { id: number }, away: { id: number }, locationId: number) => ({
      date: '2026-01-04',
      time: '18:30',
      locationId,
      homeTeamId: home.id,
      awayTeamId: away.id,
    });
    const answer = await setup.send('POST', `/api/leagues/${l.id}/schedule`, {
      meetings: 1,
      slots: [{ locationId: l.gyms[0], weekday: 0, time: '18:30' }],
      firstDate: '2026-01-04',
      games: [game(a!, b!, l.gyms[0]), game(a!, c!, l.gyms[1])],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^Team 0-[0-9a-f]{8} play twice on Sun, Jan 4, 2026\.$/);
    expect((await setup.get(`/api/games?leagueId=${l.id}`)).body).toEqual([]);
  });

  it('lets one of two leagues saved at once into a gym slot, and refuses the other whole', async () => {
    const first = await league(2);
    const second = await league(2);
    const gym = first.gyms[0];
    const body = (l: Awaited<ReturnType<typeof league>>) => ({
      meetings: 1,
      slots: [{ locationId: gym, weekday: 0, time: '18:30' }],
      firstDate: '2026-03-01',
      games: [
        { date: '2026-03-01', time: '18:30', locationId: gym, homeTeamId: l.teams[0]!.id, awayTeamId: l.teams[1]!.id },
      ],
    });
    const answers = await Promise.all([
      setup.send('POST', `/api/leagues/${first.id}/schedule`, body(first)),
      setup.send('POST', `/api/leagues/${second.id}/schedule`, body(second)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toMatch(/already has a game at 6:30 PM on Sun, Mar 1, 2026\.$/);
    const saved = [
      ...(await setup.get(`/api/games?leagueId=${first.id}`)).body,
      ...(await setup.get(`/api/games?leagueId=${second.id}`)).body,
    ];
    expect(saved).toHaveLength(1);
  });
});

describe('the builder’s bounds', () => {
  /** A league saved before its dates were bounded, straight into the database: 2026 to 2099. */
  async function oldLeague(teamCount: number, dates = { startDate: '2026-01-01', endDate: '2099-12-31' }) {
    const [created] = await setup.app.db
      .insert(leagues)
      .values({ name: unique('Old League'), ...dates })
      .returning({ id: leagues.id });
    const made = await setup.app.db
      .insert(teamsTable)
      .values(
        Array.from({ length: teamCount }, (_, index) => ({ name: unique(`Team ${index}`), leagueId: created!.id })),
      )
      .returning({ id: teamsTable.id });
    const gym = await setup.made('POST', '/api/locations', { name: unique('Gym'), address: '1 Court St' });
    return { id: created!.id, teams: made.map((team) => team.id), gym: gym.id as number };
  }

  it('refuses a span over two years, preview and save alike, instead of walking it', async () => {
    const l = await oldLeague(2);
    const inputs = { meetings: 1, slots: [{ locationId: l.gym, weekday: 0, time: '18:30' }], firstDate: '2026-01-04' };
    const game = {
      date: '2026-01-04',
      time: '18:30',
      locationId: l.gym,
      homeTeamId: l.teams[0],
      awayTeamId: l.teams[1],
    };
    const message = 'A schedule spans at most two years: the first date must be on or after Dec 31, 2097.';
    for (const [url, body] of [
      [`/api/leagues/${l.id}/schedule/preview`, inputs],
      [`/api/leagues/${l.id}/schedule/preview`, { ...inputs, games: [game] }],
      [`/api/leagues/${l.id}/schedule`, { ...inputs, games: [game] }],
    ] as const) {
      expect(await setup.send('POST', url, body), url).toEqual({ status: 400, body: { message } });
    }
    // On a league of today's rule: the first date as early as a league's can be, then earlier.
    const current = await league(2);
    const preview = (firstDate: string) =>
      setup.send('POST', `/api/leagues/${current.id}/schedule/preview`, {
        ...inputs,
        slots: [{ locationId: current.gyms[0], weekday: 0, time: '18:30' }],
        firstDate,
      });
    expect(await preview('1900-01-01')).toEqual({
      status: 400,
      body: { message: 'A schedule spans at most two years: the first date must be on or after Jun 28, 2024.' },
    });
    expect((await preview('0001-01-01')).body.message).toBe('The first date must be in the years 1900 to 2200.');
    expect((await setup.get(`/api/games?leagueId=${l.id}`)).body).toEqual([]);

    // The last two years of the old league are built as usual.
    const lastYears = await setup.send('POST', `/api/leagues/${l.id}/schedule/preview`, {
      ...inputs,
      firstDate: '2097-12-31',
    });
    expect(lastYears.status).toBe(200);
    expect(lastYears.body.games).toEqual([{ ...game, date: '2098-01-05', time: '18:30:00' }]);
  });

  it('refuses a save without weekly slots, as the preview does, saving nothing', async () => {
    const l = await league(2);
    const games = [
      {
        date: '2026-01-04',
        time: '18:30',
        locationId: l.gyms[0],
        homeTeamId: l.teams[0]!.id,
        awayTeamId: l.teams[1]!.id,
      },
    ];
    const inputs = { meetings: 1, slots: [], firstDate: '2026-01-04' };
    const refusal = { status: 400, body: { message: 'Add at least one weekly slot.' } };
    expect(await setup.send('POST', `/api/leagues/${l.id}/schedule/preview`, inputs)).toEqual(refusal);
    expect(await setup.send('POST', `/api/leagues/${l.id}/schedule/preview`, { ...inputs, games })).toEqual(refusal);
    expect(await setup.send('POST', `/api/leagues/${l.id}/schedule`, { ...inputs, games })).toEqual(refusal);
    expect((await setup.get(`/api/games?leagueId=${l.id}`)).body).toEqual([]);
  });

  it('refuses lists over their limits, saving nothing', async () => {
    const l = await league(2);
    const slot = { locationId: l.gyms[0], weekday: 0, time: '18:30' };
    const game = {
      date: '2026-01-04',
      time: '18:30',
      locationId: l.gyms[0],
      homeTeamId: l.teams[0]!.id,
      awayTeamId: l.teams[1]!.id,
    };
    const inputs = { meetings: 1, slots: [slot], firstDate: '2026-01-04', games: [game] };
    const day = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    // Over 1,000 items a list is refused before the schema, too: only the status is the same.
    const refusals: [object, string | null][] = [
      [{ teamIds: Array.from({ length: 65 }, (_, index) => index + 1) }, 'A schedule has at most 64 teams.'],
      [
        {
          slots: Array.from({ length: 51 }, (_, index) => ({ ...slot, time: `18:${String(index).padStart(2, '0')}` })),
        },
        'At most 50 weekly slots.',
      ],
      [{ blackoutDates: Array.from({ length: 367 }, (_, index) => day(index)) }, 'At most 366 blackout dates.'],
      [
        { unavailable: Array.from({ length: 1001 }, (_, index) => ({ teamId: l.teams[0]!.id, date: day(index) })) },
        null,
      ],
      [{ games: Array.from({ length: 1001 }, () => game) }, null],
    ];
    for (const [change, message] of refusals) {
      for (const url of [`/api/leagues/${l.id}/schedule/preview`, `/api/leagues/${l.id}/schedule`]) {
        const { status, body } = await setup.send('POST', url, { ...inputs, ...change });
        expect({ url, status, message: message === null ? null : body.message }).toEqual({ url, status: 400, message });
      }
    }
    expect((await setup.get(`/api/games?leagueId=${l.id}`)).body).toEqual([]);
  });

  it('answers the largest inputs it takes with at most 1,000 games over at most two years', async () => {
    // 45 teams once: 990 games, the most under 1,000; 46 would need 1,035.
    const l = await oldLeague(46, { startDate: '2026-01-01', endDate: '2027-12-31' });
    const slots = Array.from({ length: 50 }, (_, index) => ({
      locationId: l.gym,
      weekday: index % 7,
      time: `${String(8 + Math.floor(index / 7)).padStart(2, '0')}:00`,
    }));
    const day = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    const inputs = {
      meetings: 1,
      slots,
      firstDate: '2026-01-01',
      blackoutDates: Array.from({ length: 366 }, (_, index) => day(index * 2)),
      unavailable: Array.from({ length: 1000 }, (_, index) => ({
        teamId: l.teams[index % 45]!,
        date: day(index % 730),
      })),
    };
    const url = `/api/leagues/${l.id}/schedule/preview`;
    expect(await setup.send('POST', url, inputs)).toEqual({
      status: 400,
      body: { message: 'A schedule has at most 1,000 games: 46 teams meeting once need 1,035.' },
    });
    const most = await setup.send('POST', url, { ...inputs, teamIds: l.teams.slice(0, 45) });
    expect(most.status).toBe(200);
    expect(most.body.games).toHaveLength(990);
    expect(most.body.errors).toEqual([]);
    const dates = (most.body.games as Game[]).map((game) => game.date).sort();
    expect(dates[0]! >= '2026-01-01' && dates.at(-1)! <= '2027-12-31').toBe(true);

    // The same games checked as edited, then saved.
    const checked = await setup.send('POST', url, { ...inputs, teamIds: l.teams.slice(0, 45), games: most.body.games });
    expect(checked.body.errors).toEqual([]);
    const saved = await setup.send('POST', `/api/leagues/${l.id}/schedule`, {
      ...inputs,
      teamIds: l.teams.slice(0, 45),
      games: most.body.games,
    });
    expect(saved).toMatchObject({ status: 201, body: { created: 990 } });
  });
});
