import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildSchedule,
  checkSchedule,
  MAX_SCHEDULE_GAMES,
  moveGame,
  roundRobinRounds,
  scheduleDates,
  scheduleInputsProblem,
  swapGames,
  type ProposedGame,
  type ScheduleInputs,
  type WeeklySlot,
} from './schedule-builder.ts';
import { schedulePreviewBody, scheduleSaveBody } from './schedule-requests.ts';
import { MAX_SEASON_DATES } from './schedule-dates.ts';

const teams = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Team ${String.fromCharCode(65 + index)}` }));
const sunday = (locationId: number, time: string): WeeklySlot => ({ locationId, weekday: 0, time });

/** Sundays from Jan 4, 2026 (a Sunday). */
const inputs = (overrides: Partial<ScheduleInputs>): ScheduleInputs => ({
  teams: teams(4),
  meetings: 1,
  slots: [sunday(1, '18:30:00'), sunday(1, '19:45:00')],
  firstDate: '2026-01-04',
  lastDate: '2026-06-30',
  blackoutDates: [],
  unavailable: [],
  ...overrides,
});

function built(
  input: ScheduleInputs,
  ...rest: Parameters<typeof buildSchedule> extends [unknown, ...infer R] ? R : never
) {
  const result = buildSchedule(input, ...rest);
  if (!result.ok) throw new Error(result.problem.message);
  return result.games;
}

const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};
const pair = (game: ProposedGame) => [game.homeTeamId, game.awayTeamId].sort((a, b) => a - b).join('-');
const homeAway = (games: readonly ProposedGame[], teamId: number) => [
  games.filter((game) => game.homeTeamId === teamId).length,
  games.filter((game) => game.awayTeamId === teamId).length,
];

describe('roundRobinRounds', () => {
  it('pairs 4 teams in 3 rounds of 2 games, every pair once, and swaps home and away in the second cycle', () => {
    const rounds = roundRobinRounds([1, 2, 3, 4], 2);
    expect(rounds).toHaveLength(6);
    const first = rounds.slice(0, 3).flat();
    expect(new Set(first.map(([a, b]) => [a, b].sort().join('-')))).toEqual(
      new Set(['1-2', '1-3', '1-4', '2-3', '2-4', '3-4']),
    );
    expect(rounds.slice(3).flat()).toEqual(first.map(([home, away]) => [away, home]));
  });

  it('balances home and away within one game for every team, for 2 to 16 teams and 1 to 4 meetings', () => {
    for (let count = 2; count <= 16; count++) {
      for (let meetings = 1; meetings <= 4; meetings++) {
        const games = roundRobinRounds(
          teams(count).map((team) => team.id),
          meetings,
        ).flat();
        expect(games).toHaveLength((meetings * count * (count - 1)) / 2);
        for (const team of teams(count)) {
          const home = games.filter(([h]) => h === team.id).length;
          const away = games.filter(([, a]) => a === team.id).length;
          expect(Math.abs(home - away), `${count} teams, ${meetings} meetings`).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

describe('buildSchedule', () => {
  it('schedules 7 teams once each over 7 Sundays at two gyms, three games a Sunday, one bye each', () => {
    // 7 teams: 21 pairs; 7 rounds of 3 games, each team sitting out one round.
    const slots = [sunday(1, '18:30:00'), sunday(2, '18:30:00'), sunday(1, '19:45:00')];
    const games = built(inputs({ teams: teams(7), slots }));
    expect(games).toHaveLength(21);
    expect([...countBy(games, pair).values()].every((count) => count === 1)).toBe(true);
    expect(countBy(games, pair).size).toBe(21);
    const dates = [...new Set(games.map((game) => game.date))];
    expect(dates).toEqual([
      '2026-01-04',
      '2026-01-11',
      '2026-01-18',
      '2026-01-25',
      '2026-02-01',
      '2026-02-08',
      '2026-02-15',
    ]);
    // The first Sunday: 18:30 at gym 1, 18:30 at gym 2, 19:45 at gym 1, in slot order.
    expect(games.slice(0, 3).map((game) => [game.time, game.locationId])).toEqual([
      ['18:30:00', 1],
      ['18:30:00', 2],
      ['19:45:00', 1],
    ]);
    for (const team of teams(7)) {
      // 6 games, 3 at home and 3 away, and one Sunday off.
      expect(homeAway(games, team.id)).toEqual([3, 3]);
      const playing = new Set(
        games.filter((game) => [game.homeTeamId, game.awayTeamId].includes(team.id)).map((g) => g.date),
      );
      expect(playing.size).toBe(6);
    }
    expect(checkSchedule(games, inputs({ teams: teams(7), slots }))).toEqual({ errors: [], warnings: [] });
  });

  it('schedules 8 teams twice over 14 Sundays with 4 slots, 7 home and 7 away games each', () => {
    const slots = [sunday(1, '18:30:00'), sunday(2, '18:30:00'), sunday(1, '19:45:00'), sunday(2, '19:45:00')];
    const input = inputs({ teams: teams(8), slots, meetings: 2 });
    const games = built(input);
    expect(games).toHaveLength(56);
    expect(new Set(games.map((game) => game.date)).size).toBe(14);
    for (const team of teams(8)) expect(homeAway(games, team.id)).toEqual([7, 7]);
    expect(checkSchedule(games, input)).toEqual({ errors: [], warnings: [] });
  });

  it('skips blackout dates, a team’s unavailable date, booked slots and dates a team already plays', () => {
    const input = inputs({
      teams: teams(2),
      slots: [sunday(1, '18:30:00')],
      blackoutDates: ['2026-01-04'],
      unavailable: [{ teamId: 1, date: '2026-01-11' }],
    });
    // Jan 4 blacked out, Jan 11 team 1 off, Jan 18 booked, Jan 25 team 2 plays elsewhere.
    const games = built(
      input,
      [{ locationId: 1, date: '2026-01-18', time: '18:30:00' }],
      [{ teamId: 2, date: '2026-01-25' }],
    );
    expect(games).toEqual([{ date: '2026-02-01', time: '18:30:00', locationId: 1, homeTeamId: 1, awayTeamId: 2 }]);
  });

  it('refuses what it cannot build, saying why', () => {
    const problem = (input: ScheduleInputs) => {
      const result = buildSchedule(input);
      return result.ok ? null : result.problem.message;
    };
    expect(problem(inputs({ teams: teams(1) }))).toBe('A schedule needs at least two teams.');
    expect(problem(inputs({ slots: [] }))).toBe('Add at least one weekly slot.');
    expect(problem(inputs({ meetings: 5 }))).toBe('Each pair meets 1 to 4 times.');
    expect(problem(inputs({ firstDate: '2026-07-01' }))).toBe(
      "The first date must be on or before the league's end date.",
    );
    // 4 teams once: 6 games; one slot a Sunday for three Sundays fits 3.
    expect(problem(inputs({ slots: [sunday(1, '18:30:00')], lastDate: '2026-01-18' }))).toBe(
      "Not enough slots before the league's end date (Jan 18, 2026): 3 games fit, 6 are needed.",
    );
  });

  it('builds a 16-team double round robin over 4 gyms and 2 times: 240 games on 30 Sundays, nothing to say', () => {
    const slots = [1, 2, 3, 4].flatMap((gym) => [sunday(gym, '18:30:00'), sunday(gym, '19:45:00')]);
    const input = inputs({ teams: teams(16), slots, meetings: 2, lastDate: '2026-12-31' });
    const games = built(input);
    expect(games).toHaveLength(240);
    expect(new Set(games.map((game) => game.date)).size).toBe(30);
    expect(checkSchedule(games, input)).toEqual({ errors: [], warnings: [] });
  });

  it('proposes schedules its own checks find nothing wrong with', () => {
    const date = fc
      .integer({ min: 0, max: 120 })
      .map((day) => new Date(Date.UTC(2026, 0, 4) + day * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        fc.uniqueArray(
          fc.record({
            locationId: fc.integer({ min: 1, max: 3 }),
            weekday: fc.integer({ min: 0, max: 2 }),
            time: fc.constantFrom('18:00:00', '19:15:00', '20:30:00'),
          }),
          { minLength: 1, maxLength: 8, selector: (slot) => `${slot.locationId}|${slot.weekday}|${slot.time}` },
        ),
        fc.array(date, { maxLength: 4 }),
        fc.array(fc.record({ teamId: fc.integer({ min: 1, max: 12 }), date }), { maxLength: 6 }),
        (count, meetings, slots, blackoutDates, unavailable) => {
          const input = inputs({
            teams: teams(count),
            meetings,
            slots,
            blackoutDates,
            unavailable,
            lastDate: '2027-12-31',
          });
          const result = buildSchedule(input);
          if (!result.ok) return;
          const { errors, warnings } = checkSchedule(result.games, input);
          expect(errors).toEqual([]);
          expect(
            warnings.filter((warning) =>
              ['blackout', 'unavailable', 'meetings', 'home and away'].includes(warning.kind),
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('checkSchedule', () => {
  const slots = [sunday(1, '18:30:00'), sunday(2, '18:30:00')];
  const input = inputs({ teams: teams(4), slots });
  const games = built(input);

  it('finds a team twice on a date and a slot used twice after a hand edit, naming who and when', () => {
    // Game 2 (the second Sunday's first) moved onto game 0's slot: same gym and time, and a team twice.
    const moved = moveGame(games, 2, { date: games[0]!.date, time: games[0]!.time, locationId: games[0]!.locationId });
    const { errors } = checkSchedule(moved, input);
    expect(errors.map((error) => error.kind).sort()).toContain('slot twice');
    expect(errors.find((error) => error.kind === 'slot twice')).toEqual({
      kind: 'slot twice',
      message: 'Two games at the same gym at 6:30 PM on Sun, Jan 4, 2026.',
      gameIndexes: [0, 2],
    });
    expect(
      errors.some(
        (error) => error.kind === 'team twice' && /^Team [A-D] play twice on Sun, Jan 4, 2026\.$/.test(error.message),
      ),
    ).toBe(true);
  });

  it('finds a booked slot, a date outside the league and teams not chosen', () => {
    const booked = [{ locationId: 1, date: games[0]!.date, time: games[0]!.time }];
    expect(checkSchedule(games, input, booked).errors).toEqual([
      { kind: 'slot booked', message: 'That gym already has a game at 6:30 PM on Sun, Jan 4, 2026.', gameIndexes: [0] },
    ]);
    const late = moveGame(games, 0, { date: '2026-07-05', time: '18:30:00', locationId: 1 });
    expect(checkSchedule(late, input).errors.map((error) => error.message)).toContain(
      "Games must be between the first date and the league's end date.",
    );
    const stranger = games.map((game, index) => (index === 0 ? { ...game, homeTeamId: 99 } : game));
    expect(checkSchedule(stranger, input).errors.map((error) => error.message)).toContain(
      "Every game's teams must be among the chosen teams.",
    );
    const itself = games.map((game, index) => (index === 0 ? { ...game, awayTeamId: game.homeTeamId } : game));
    expect(checkSchedule(itself, input).errors.map((error) => error.message)).toContain(
      'Home team and away team cannot be the same.',
    );
  });

  it('warns of blackout and unavailable dates, unbalanced home and away, uneven byes and missing meetings', () => {
    const last = games.length - 1;
    // Two games of one Sunday trade gyms: nothing wrong. Across Sundays, their teams would play twice.
    const swapped = swapGames(games, 0, 1);
    expect([swapped[0]!.locationId, swapped[1]!.locationId]).toEqual([2, 1]);
    expect(checkSchedule(swapped, input)).toEqual({ errors: [], warnings: [] });
    const onBlackout = checkSchedule(games, { ...input, blackoutDates: [games[0]!.date] });
    expect(onBlackout.warnings.map((warning) => warning.message)).toContain('Sun, Jan 4, 2026 is a blackout date.');
    const off = checkSchedule(games, {
      ...input,
      unavailable: [{ teamId: games[0]!.homeTeamId, date: games[0]!.date }],
    });
    expect(off.warnings.map((warning) => warning.message)).toContain(
      `Team ${String.fromCharCode(64 + games[0]!.homeTeamId)} cannot play on Sun, Jan 4, 2026.`,
    );
    // Team A at home in all three of its games.
    const allHome = games.map((game) =>
      game.awayTeamId === 1 ? { ...game, homeTeamId: 1, awayTeamId: game.homeTeamId } : game,
    );
    expect(checkSchedule(allHome, input).warnings.map((warning) => warning.message)).toContain(
      'Team A have 3 home games and 0 away games.',
    );
    // Without the last game: its pair never meets, and its teams sit out one more Sunday than the rest... of one Sunday.
    const fewer = checkSchedule(games.slice(0, last), input).warnings.map((warning) => warning.message);
    const [home, away] = [games[last]!.homeTeamId, games[last]!.awayTeamId].sort((a, b) => a - b);
    expect(fewer).toContain(
      `Team ${String.fromCharCode(64 + home!)} and Team ${String.fromCharCode(64 + away!)} meet 0 times; 1 was asked.`,
    );
  });

  it('warns of byes uneven by more than one', () => {
    // Five Sundays of one game between A and B: C and D sit out all five, A and B none.
    const lopsided = ['2026-01-04', '2026-01-11', '2026-01-18'].map((date) => ({
      date,
      time: '18:30:00',
      locationId: 1,
      homeTeamId: 1,
      awayTeamId: 2,
    }));
    expect(checkSchedule(lopsided, input).warnings.map((warning) => warning.message)).toContain(
      'Byes are uneven: Team C have 3, Team A 0.',
    );
  });
});

describe('the builder’s bounds', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Every day the builder walks is one `dateOf`, one `toISOString`: their count is the days walked. */
  const daysWalked = (work: () => unknown) => {
    const walk = vi.spyOn(Date.prototype, 'toISOString');
    work();
    const count = walk.mock.calls.length;
    walk.mockRestore();
    return count;
  };
  const everyDay = Array.from({ length: 7 }, (_, weekday) => ({ locationId: 1, weekday, time: '18:30:00' }));
  const day = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);

  it('refuses a span over two years without walking it, whatever the league’s dates', () => {
    const endless = inputs({ firstDate: '0001-01-01', lastDate: '9999-12-31', slots: everyDay });
    let result: ReturnType<typeof buildSchedule> | undefined;
    expect(daysWalked(() => (result = buildSchedule(endless)))).toBeLessThan(10);
    expect(result).toEqual({
      ok: false,
      problem: {
        kind: 'too long',
        message: 'A schedule spans at most two years: the first date must be on or after Dec 31, 9997.',
      },
    });
    // Asked directly, the dates stop after a season's worth.
    expect(scheduleDates(endless)).toHaveLength(MAX_SEASON_DATES);
    expect(scheduleInputsProblem(inputs({ firstDate: '2026-01-04', lastDate: '2028-01-05' }))?.kind).toBe('too long');
    expect(scheduleInputsProblem(inputs({ firstDate: '2026-01-04', lastDate: '2028-01-04' }))).toBeNull();
  });

  it('refuses more than 1,000 games, 64 teams, 50 slots, 366 blackout and 1,000 unavailable dates', () => {
    const problem = (input: Partial<ScheduleInputs>) => scheduleInputsProblem(inputs(input))?.message ?? null;
    expect(problem({ teams: teams(46) })).toBe('A schedule has at most 1,000 games: 46 teams meeting once need 1,035.');
    expect(problem({ teams: teams(24), meetings: 4 })).toBe(
      'A schedule has at most 1,000 games: 24 teams meeting 4 times need 1,104.',
    );
    expect(problem({ teams: teams(33), meetings: 2 })).toBe(
      'A schedule has at most 1,000 games: 33 teams meeting twice need 1,056.',
    );
    expect(problem({ teams: teams(45) })).toBeNull();
    expect(problem({ teams: teams(65) })).toBe('A schedule has at most 64 teams.');
    expect(problem({ slots: Array.from({ length: 51 }, (_, index) => sunday(index + 1, '18:30:00')) })).toBe(
      'At most 50 weekly slots.',
    );
    expect(problem({ blackoutDates: Array.from({ length: 367 }, (_, index) => day(index)) })).toBe(
      'At most 366 blackout dates.',
    );
    expect(
      problem({ unavailable: Array.from({ length: 1001 }, (_, index) => ({ teamId: 1, date: day(index) })) }),
    ).toBe('At most 1,000 unavailable dates.');
  });

  it('walks at most two years of dates and makes at most 1,000 games on the largest inputs it takes', () => {
    // 45 teams once (990 games), 50 slots over every weekday, 366 blackout dates, 1,000 dates off.
    const largest = inputs({
      teams: teams(45),
      slots: Array.from({ length: 50 }, (_, index) => ({
        locationId: 1 + Math.floor(index / 7),
        weekday: index % 7,
        time: '18:30:00',
      })),
      firstDate: '2027-03-01',
      lastDate: '2029-03-01',
      blackoutDates: Array.from({ length: 366 }, (_, index) => day(425 + index * 2)),
      unavailable: Array.from({ length: 1000 }, (_, index) => ({ teamId: 1 + (index % 45), date: day(425 + index) })),
    });
    let result: ReturnType<typeof buildSchedule> | undefined;
    const walked = daysWalked(() => (result = buildSchedule(largest)));
    expect(walked).toBeGreaterThan(700);
    expect(walked).toBeLessThanOrEqual(MAX_SEASON_DATES);
    if (!result?.ok) throw new Error('the largest inputs were refused');
    expect(result.games.length).toBe(990);
    expect(result.games.length).toBeLessThanOrEqual(MAX_SCHEDULE_GAMES);
    expect(checkSchedule(result.games, largest).errors).toEqual([]);

    // One slot a week cannot hold them: every game that does not fit looks at each date once.
    const cramped = { ...largest, slots: [sunday(1, '18:30:00')] };
    const refusedWalk = daysWalked(() => (result = buildSchedule(cramped)));
    expect(refusedWalk).toBeLessThanOrEqual(MAX_SEASON_DATES);
    expect(result).toMatchObject({ ok: false, problem: { kind: 'not enough slots', needed: 990 } });
  });

  it('counts a weekly slot listed twice once', () => {
    const games = built(
      inputs({ teams: teams(2), slots: [sunday(1, '18:30:00'), sunday(1, '18:30:00')], meetings: 2 }),
    );
    expect(games.map((game) => game.date)).toEqual(['2026-01-04', '2026-01-11']);
  });

  it('has request schemas that refuse lists over the builder’s limits, with its messages', () => {
    const base = { meetings: 1, slots: [{ locationId: 1, weekday: 0, time: '18:30' }], firstDate: '2026-01-04' };
    const game = { date: '2026-01-04', time: '18:30', locationId: 1, homeTeamId: 1, awayTeamId: 2 };
    const message = (schema: typeof schedulePreviewBody | typeof scheduleSaveBody, change: object) => {
      const parsed = schema.safeParse({ ...base, games: [game], ...change });
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    for (const schema of [schedulePreviewBody, scheduleSaveBody]) {
      expect(message(schema, { teamIds: Array.from({ length: 65 }, (_, index) => index + 1) })).toBe(
        'A schedule has at most 64 teams.',
      );
      expect(message(schema, { slots: Array.from({ length: 51 }, () => base.slots[0]) })).toBe(
        'At most 50 weekly slots.',
      );
      expect(message(schema, { blackoutDates: Array.from({ length: 367 }, (_, index) => day(index)) })).toBe(
        'At most 366 blackout dates.',
      );
      expect(
        message(schema, { unavailable: Array.from({ length: 1001 }, (_, index) => ({ teamId: 1, date: day(index) })) }),
      ).toBe('At most 1,000 unavailable dates.');
      expect(message(schema, { games: Array.from({ length: 1001 }, () => game) })).toBe('At most 1000 games at once.');
      // Every date of a schedule is a league's: in the years 1900 to 2200.
      expect(message(schema, { firstDate: '0001-01-01' })).toBe('The first date must be in the years 1900 to 2200.');
      expect(message(schema, { blackoutDates: ['9999-12-31'] })).toBe(
        'A blackout date must be in the years 1900 to 2200.',
      );
      expect(message(schema, { unavailable: [{ teamId: 1, date: '1899-12-31' }] })).toBe(
        'An unavailable date must be in the years 1900 to 2200.',
      );
      expect(message(schema, { games: [{ ...game, date: '2201-01-01' }] })).toBe(
        "A game's date must be in the years 1900 to 2200.",
      );
      expect(message(schema, {})).toBeNull();
    }
  });
});
