import { eq } from 'drizzle-orm';
import { todayIn } from '#domain/schedule.ts';
import { points as pointsOf, totalLines } from '#domain/stats.ts';
import type { Database, Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { scoreValues } from '../games/scorekeeping.ts';

export type DemoOptions = {
  timezone: string;
  /** `YYYY-MM-DD` in the league time zone; by default today's date there. */
  today?: string;
};

/** Small, fast, seedable: the same numbers on every machine. */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = ReturnType<typeof mulberry32>;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
/** Successes in `tries` attempts that each succeed with probability `p`. */
const made = (random: Random, tries: number, p: number) => {
  let count = 0;
  for (let i = 0; i < tries; i++) if (random() < p) count++;
  return count;
};

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The first Sunday on or after `date`. */
const sundayFrom = (date: string) => addDays(date, (7 - weekday(date)) % 7);

// The seed's callers name today's date from here too.
export { todayIn };

function seasonName(startDate: string): string {
  const month = Number(startDate.slice(5, 7));
  const year = Number(startDate.slice(0, 4));
  if (month === 12) return `Winter ${year + 1}`;
  if (month <= 2) return `Winter ${year}`;
  if (month <= 5) return `Spring ${year}`;
  if (month <= 8) return `Summer ${year}`;
  return `Fall ${year}`;
}

const TEAMS = [
  ['Harlem Hawks', 'harlem-hawks'],
  ['Bronx Bombers', 'bronx-bombers'],
  ['Brooklyn Bridges', 'brooklyn-bridges'],
  ['Queens Royals', 'queens-royals'],
  ['Staten Island Ferries', 'staten-island-ferries'],
  ['Midtown Metros', 'midtown-metros'],
  ['Uptown Knights', 'uptown-knights'],
  ['Downtown Dribblers', 'downtown-dribblers'],
] as const;

const FIRST_NAMES = [
  'Marcus',
  'Andre',
  'Luis',
  'Kevin',
  'Darnell',
  'Tomás',
  'Jamal',
  'Ethan',
  'Raj',
  'Malik',
  'Owen',
  'Diego',
  'Chris',
  'Terrence',
  'Sam',
  'Hiro',
  'Devon',
  'Isaiah',
  'Nate',
  'Victor',
  'Kwame',
  'Liam',
  'Omar',
  'Brandon',
  'Jordan',
  'Felix',
  'Tyrone',
  'Mateo',
  'Aaron',
  'Dmitri',
  'Elijah',
  'Noah',
  'Xavier',
  'Ravi',
  'Caleb',
  'Julian',
  'Moses',
  'Gabe',
  'Andrés',
  'Kofi',
];
const LAST_NAMES = [
  'Johnson',
  'Rivera',
  'Chen',
  'Williams',
  'Okafor',
  'Patel',
  'García',
  'Brooks',
  'Kim',
  'Thompson',
  'Nguyen',
  'Murphy',
  'Washington',
  'Santos',
  'Cohen',
  'Adeyemi',
  'Morales',
  'Park',
  'Jackson',
  'Rossi',
  'Diallo',
  'Hughes',
  'Ortiz',
  'Levy',
  'Mensah',
  'Walker',
  'Reyes',
  'Singh',
  'Campbell',
  'Novak',
  'Bailey',
  'Torres',
  'Yamamoto',
  'Price',
  'Ibrahim',
  'Foster',
  'Castillo',
  'Greene',
  'Kowalski',
  'Boateng',
];
const POSITIONS = ['Point Guard', 'Shooting Guard', 'Small Forward', 'Power Forward', 'Center'] as const;
/** Height range in inches by position, so no centre is shorter than his point guard. */
const HEIGHTS: Record<string, [number, number]> = {
  'Point Guard': [68, 74],
  'Shooting Guard': [70, 76],
  'Small Forward': [73, 78],
  'Power Forward': [75, 80],
  Center: [77, 83],
};
const JERSEYS = [
  0, 1, 2, 3, 4, 5, 7, 8, 10, 11, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25, 30, 32, 33, 34, 35, 44, 45, 50, 55,
];
/** A realistic team score for two 25-minute halves of amateur ball. */
const SCORE_RANGE = { min: 40, max: 90 };

const LOCATIONS = [
  {
    name: 'Rucker Park Community Gym',
    address: '280 W 155th St, New York, NY 10039',
    website: 'https://www.nycgovparks.org/parks/holcombe-rucker-park',
    notes: 'Enter from the 155th Street side. Street parking only.',
  },
  {
    name: 'Chelsea Recreation Center',
    address: '430 W 25th St, New York, NY 10001',
    website: 'https://www.nycgovparks.org/facilities/recreationcenters/M259',
    notes: 'Bring a photo ID for the front desk. Lockers available.',
  },
  {
    name: 'St. John’s Recreation Center',
    address: '1251 Prospect Pl, Brooklyn, NY 11213',
    website: 'https://www.nycgovparks.org/facilities/recreationcenters/B126',
    notes: 'Court 2 is the league court. Closest subway: Kingston Av (3).',
  },
  {
    name: 'Roy Wilkins Recreation Center',
    address: '177-01 Baisley Blvd, Jamaica, NY 11434',
    website: 'https://www.nycgovparks.org/facilities/recreationcenters/Q184',
    notes: 'Free parking lot on Baisley Blvd.',
  },
];
const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const GAME_TIMES = ['18:30:00', '19:45:00'] as const;

type PlayerRow = typeof t.players.$inferInsert;
type StatLine = Omit<typeof t.playerStats.$inferInsert, 'id'>;

function makePlayers(random: Random, count: number): (PlayerRow & { position: string })[] {
  const used = new Set<string>();
  const players: (PlayerRow & { position: string })[] = [];
  while (players.length < count) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    if (used.has(`${firstName} ${lastName}`)) continue;
    used.add(`${firstName} ${lastName}`);
    const position = POSITIONS[players.length % POSITIONS.length] as string;
    const tall = position === 'Center' || position === 'Power Forward';
    const heightInches = between(random, ...(HEIGHTS[position] ?? [68, 80]));
    const ascii = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    players.push({
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}@example.com`,
      phoneNumber: `(${pick(random, ['212', '347', '646', '718', '917'])}) 555-${String(100 + players.length).padStart(4, '0')}`,
      position,
      age: between(random, 22, 45),
      height: `${Math.floor(heightInches / 12)}'${heightInches % 12}''`,
      weight: between(random, tall ? 200 : 160, tall ? 260 : 210),
      // Set per roster afterwards, so that numbers never repeat within a team.
      jerseyNumber: null,
      isCaptain: false,
    });
  }
  return players;
}

/** Gives each roster's players distinct numbers, keeping any number a player already wears. */
function assignJerseys(random: Random, roster: PlayerRow[]) {
  const taken = new Set(roster.map((player) => player.jerseyNumber));
  const free = JERSEYS.filter((number) => !taken.has(number));
  for (const player of roster) {
    if (player.jerseyNumber != null) continue;
    const [number] = free.splice(Math.floor(random() * free.length), 1);
    player.jerseyNumber = number ?? null;
  }
}

/** One player's line in a played game; some sit out (all zeros). */
function playedLine(random: Random, position: string): Omit<StatLine, 'gameId' | 'playerId' | 'teamId'> {
  if (random() < 0.08) return zeroLine();
  const guard = position.endsWith('Guard');
  const big = position === 'Center' || position === 'Power Forward';
  const fga = between(random, 1, 8);
  const threepa = between(random, 0, guard ? 6 : big ? 1 : 4);
  const fta = between(random, 0, 5);
  return {
    fga,
    fgm: made(random, fga, big ? 0.52 : 0.45),
    threepa,
    threepm: made(random, threepa, 0.34),
    fta,
    ftm: made(random, fta, 0.7),
    rebounds: between(random, 0, big ? 8 : 4),
    offensiveRebounds: between(random, 0, big ? 3 : 1),
    assists: between(random, 0, guard ? 7 : 3),
    steals: between(random, 0, guard ? 3 : 1),
    blocks: between(random, 0, big ? 3 : 1),
    turnovers: between(random, 0, 4),
    personalFouls: between(random, 0, 5),
  };
}

/** A line of a player who sat out: every count 0. */
const zeroLine = (): Omit<StatLine, 'gameId' | 'playerId' | 'teamId'> => totalLines([]);

const points = (line: StatLine) => pointsOf({ ftm: line.ftm ?? 0, fgm: line.fgm ?? 0, threepm: line.threepm ?? 0 });

/** Each team plays each other team once a round (the circle method); `rounds` may exceed one cycle. */
function roundRobin(teamIds: number[], rounds: number): [number, number][][] {
  const ids = [...teamIds];
  const schedule: [number, number][][] = [];
  for (let round = 0; round < rounds; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < ids.length / 2; i++) {
      const a = ids[i] as number;
      const b = ids[ids.length - 1 - i] as number;
      // Alternate home and away between cycles.
      pairs.push(Math.floor(round / (ids.length - 1)) % 2 === 0 ? [a, b] : [b, a]);
    }
    schedule.push(pairs);
    ids.splice(1, 0, ids.pop() as number);
  }
  return schedule;
}

type Roster = { teamId: number; players: { id: number; position: string }[] };

/**
 * One side's lines. A played side is drawn again (deterministically, from the same stream)
 * until its score is realistic; the bound only guards against an endless loop.
 */
function teamLines(
  random: Random,
  gameId: number,
  teamId: number,
  roster: Roster['players'],
  played: boolean,
): StatLine[] {
  const draw = () =>
    roster.map((player) => ({
      gameId,
      playerId: player.id,
      teamId,
      ...(played ? playedLine(random, player.position) : zeroLine()),
    }));
  let lines = draw();
  for (let attempt = 0; played && attempt < 100; attempt++) {
    const score = lines.reduce((sum, line) => sum + points(line), 0);
    if (score >= SCORE_RANGE.min && score <= SCORE_RANGE.max) break;
    lines = draw();
  }
  return lines;
}

/** Games of a league, weekly on Sundays from `firstSunday`; played ones get box scores that add up. */
async function scheduleLeague(
  tx: Executor,
  random: Random,
  options: {
    leagueId: number;
    rosters: Roster[];
    rounds: number;
    firstSunday: string;
    today: string;
    locationIds: number[];
  },
) {
  const rosterOf = new Map(options.rosters.map((roster) => [roster.teamId, roster.players]));
  const rounds = roundRobin(
    options.rosters.map((roster) => roster.teamId),
    options.rounds,
  );
  const games = rounds.flatMap((pairs, week) =>
    pairs.map(([homeTeamId, awayTeamId], slot) => ({
      leagueId: options.leagueId,
      homeTeamId,
      awayTeamId,
      date: addDays(options.firstSunday, 7 * week),
      time: GAME_TIMES[Math.floor(slot / 2) % GAME_TIMES.length] as string,
      locationId: options.locationIds[(week + slot) % options.locationIds.length] as number,
    })),
  );
  const inserted = await tx.insert(t.games).values(games).returning({ id: t.games.id });

  const lines: StatLine[] = [];
  const scores: { id: number; home: number; away: number }[] = [];
  games.forEach((game, index) => {
    const gameId = (inserted[index] as { id: number }).id;
    const played = game.date < options.today;
    const sides = [game.homeTeamId, game.awayTeamId].map((teamId) =>
      teamLines(random, gameId, teamId, rosterOf.get(teamId) ?? [], played),
    );
    const [home = [], away = []] = sides;
    if (played) {
      const score = (side: StatLine[]) => side.reduce((sum, line) => sum + points(line), 0);
      if (score(home) === score(away)) {
        // No ties: a home scorer makes one more free throw, or at the top of the range an
        // away free throw becomes a miss, so the score stays realistic.
        const shooter = score(home) >= SCORE_RANGE.max && away.find((line) => (line.ftm ?? 0) > 0);
        if (shooter) {
          shooter.ftm = (shooter.ftm ?? 0) - 1;
        } else {
          const scorer = home.find((line) => points(line) > 0) ?? (home[0] as StatLine);
          scorer.fta = (scorer.fta ?? 0) + 1;
          scorer.ftm = (scorer.ftm ?? 0) + 1;
        }
      }
      scores.push({ id: gameId, home: score(home), away: score(away) });
    }
    lines.push(...home, ...away);
  });

  // Scores first: the records' sums (kept by triggers) then take each batch of lines once.
  for (const score of scores) {
    await tx
      .update(t.games)
      .set(scoreValues({ homeTeamScore: score.home, awayTeamScore: score.away }))
      .where(eq(t.games.id, score.id));
  }
  for (let start = 0; start < lines.length; start += 500) {
    await tx.insert(t.playerStats).values(lines.slice(start, start + 500));
  }
}

/**
 * Loads a realistic city league into an empty database: a past league and an active one
 * with registration open, whose dates sit around `today` so the demo always has games
 * played and games to come. Everything else comes from a fixed seed.
 */
export async function seedDemoLeague(db: Database, options: DemoOptions): Promise<void> {
  const today = options.today ?? todayIn(options.timezone);
  const random = mulberry32(20261121);

  await db.transaction(async (tx) => {
    // Eight of twelve weeks played, four to come.
    const activeStart = addDays(today, -56);
    const pastStart = addDays(activeStart, -182);
    const [past, active] = await tx
      .insert(t.leagues)
      .values([
        {
          name: seasonName(pastStart),
          startDate: pastStart,
          endDate: addDays(pastStart, 63),
          isActive: false,
          isRegistrationOpen: false,
        },
        {
          name: seasonName(activeStart),
          startDate: activeStart,
          endDate: addDays(activeStart, 84),
          isActive: true,
          isRegistrationOpen: true,
        },
      ])
      .returning({ id: t.leagues.id });
    if (!past || !active) throw new Error('the demo leagues were not created');

    const locationIds = (
      await tx
        .insert(t.locations)
        .values(LOCATIONS.map((location) => ({ ...location, mapsLink: mapsLink(location.address) })))
        .returning({ id: t.locations.id })
    ).map((row) => row.id);

    const activeTeams = await tx
      .insert(t.teams)
      .values(TEAMS.map(([name, slug]) => ({ name, logoUrl: `/logos/${slug}.svg`, leagueId: active.id })))
      .returning({ id: t.teams.id });
    const pastTeams = await tx
      .insert(t.teams)
      .values(TEAMS.slice(0, 4).map(([name, slug]) => ({ name, logoUrl: `/logos/${slug}.svg`, leagueId: past.id })))
      .returning({ id: t.teams.id });

    // Ten per active team, then eight who played last season and have since left.
    const people = makePlayers(random, 88);
    // One captain per active team: the first of each ten.
    people.forEach((person, index) => (person.isCaptain = index < 80 && index % 10 === 0));
    for (let team = 0; team < TEAMS.length; team++) assignJerseys(random, people.slice(team * 10, team * 10 + 10));
    // A departed player's number is free only among his old teammates (the first six of the franchise).
    for (let team = 0; team < 4; team++) {
      assignJerseys(random, [...people.slice(team * 10, team * 10 + 6), ...people.slice(80 + team * 2, 82 + team * 2)]);
    }
    const players = await tx.insert(t.players).values(people).returning({ id: t.players.id });
    const withPosition = players.map((row, index) => ({
      id: row.id,
      position: (people[index] as { position: string }).position,
    }));

    const activeRosters: Roster[] = activeTeams.map((team, index) => ({
      teamId: team.id,
      players: withPosition.slice(index * 10, index * 10 + 10),
    }));
    // Past rosters: six of today's players of the same franchise and two who have since left.
    const pastRosters: Roster[] = pastTeams.map((team, index) => ({
      teamId: team.id,
      players: [
        ...withPosition.slice(index * 10, index * 10 + 6),
        ...withPosition.slice(80 + index * 2, 82 + index * 2),
      ],
    }));
    await tx
      .insert(t.playerTeams)
      .values([
        ...activeRosters.flatMap((roster) =>
          roster.players.map((p) => ({ playerId: p.id, teamId: roster.teamId, isCurrentTeam: true })),
        ),
        ...pastRosters.flatMap((roster) =>
          roster.players.map((p) => ({ playerId: p.id, teamId: roster.teamId, isCurrentTeam: false })),
        ),
      ]);

    await scheduleLeague(tx, random, {
      leagueId: past.id,
      rosters: pastRosters,
      rounds: 6,
      firstSunday: sundayFrom(pastStart),
      today,
      locationIds,
    });
    await scheduleLeague(tx, random, {
      leagueId: active.id,
      rosters: activeRosters,
      rounds: 12,
      firstSunday: sundayFrom(activeStart),
      today,
      locationIds,
    });

    const idOf = (index: number) => (withPosition[index] as { id: number }).id;
    const awards = [
      { name: 'MVP', leagueId: past.id, isShown: true, players: [idOf(0)] },
      { name: 'Defensive Player of the Year', leagueId: past.id, isShown: true, players: [idOf(14)] },
      { name: 'Sixth Man of the Year', leagueId: past.id, isShown: true, players: [idOf(25)] },
      {
        name: 'All-League First Team',
        leagueId: past.id,
        isShown: true,
        players: [idOf(0), idOf(11), idOf(22), idOf(33), idOf(14)],
      },
      { name: 'Player of the Month', leagueId: active.id, isShown: true, players: [idOf(41)] },
      { name: 'Most Improved (voting open)', leagueId: active.id, isShown: false, players: [idOf(57), idOf(63)] },
    ];
    const awardRows = await tx
      .insert(t.awards)
      .values(awards.map(({ name, leagueId, isShown }) => ({ name, leagueId, isShown })))
      .returning({ id: t.awards.id });
    await tx
      .insert(t.awardPlayers)
      .values(
        awards.flatMap((award, index) =>
          award.players.map((playerId) => ({ awardId: (awardRows[index] as { id: number }).id, playerId })),
        ),
      );

    await tx.insert(t.advertisements).values([
      {
        name: 'Riverside Sports',
        imageUrl: '/ads/riverside-sports.svg',
        targetUrl: 'https://riversidesports.example.com/league',
        isActive: true,
      },
      {
        name: 'Corner Slice Pizza',
        imageUrl: '/ads/corner-slice.svg',
        targetUrl: 'https://cornerslice.example.com',
        isActive: true,
      },
    ]);
  });
}
