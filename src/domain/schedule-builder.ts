import { formatGameDate, formatGameTime, formatShortDate } from './format.ts';
import { gymSlotTakenMessage } from './games.ts';
import { dateOf, dayNumber, MAX_SEASON_DATES, seasonStart, withinSeason } from './schedule-dates.ts';

/**
 * The schedule builder (docs/rules/league-data.md#schedule-builder): from a league's teams,
 * how often each pair meets, weekly gym slots and the dates, it proposes every game; and it
 * checks a list of games, proposed or edited by hand, before anything is saved. Its work is
 * bounded by its inputs' limits below (decision 033): at most two years of dates, 50 slots a
 * week and 1,000 games, whatever a league's dates say.
 */

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A gym at a start time on one day of every week. */
export type WeeklySlot = { locationId: number; weekday: number; time: string };
export type BuilderTeam = { id: number; name: string };
export type ScheduleInputs = {
  teams: readonly BuilderTeam[];
  /** How many times each pair meets: 1 to 4. */
  meetings: number;
  slots: readonly WeeklySlot[];
  firstDate: string;
  /** The league's end date: the last date a game may have. */
  lastDate: string;
  blackoutDates: readonly string[];
  unavailable: readonly { teamId: number; date: string }[];
  /** The gyms' names, for the checks' messages; 'That gym' without. */
  gyms?: readonly { id: number; name: string }[];
};
/** A gym slot a game that is not cancelled holds already, in any league. */
export type BookedSlot = { locationId: number; date: string; time: string };
/** A date on which a team has a game already. */
export type TeamDate = { teamId: number; date: string };
export type ProposedGame = { date: string; time: string; locationId: number; homeTeamId: number; awayTeamId: number };

export const MIN_MEETINGS = 1;
export const MAX_MEETINGS = 4;
/** The limits of one schedule's inputs: the request's schema and the builder both hold to them. */
export const MAX_SCHEDULE_TEAMS = 64;
export const MAX_WEEKLY_SLOTS = 50;
export const MAX_BLACKOUT_DATES = 366;
export const MAX_UNAVAILABLE_DATES = 1000;
export const MAX_SCHEDULE_GAMES = 1000;

const count = (value: number) => value.toLocaleString('en-US');

export const TOO_FEW_TEAMS = 'A schedule needs at least two teams.';
export const TOO_MANY_TEAMS = `A schedule has at most ${MAX_SCHEDULE_TEAMS} teams.`;
export const NO_SLOTS = 'Add at least one weekly slot.';
export const TOO_MANY_SLOTS = `At most ${MAX_WEEKLY_SLOTS} weekly slots.`;
export const MEETINGS_OUT_OF_RANGE = 'Each pair meets 1 to 4 times.';
export const TOO_MANY_BLACKOUT_DATES = `At most ${MAX_BLACKOUT_DATES} blackout dates.`;
export const TOO_MANY_UNAVAILABLE_DATES = `At most ${count(MAX_UNAVAILABLE_DATES)} unavailable dates.`;
export const TOO_MANY_GAMES = `At most ${MAX_SCHEDULE_GAMES} games at once.`;
export const FIRST_DATE_AFTER_END = "The first date must be on or before the league's end date.";

/** Why the builder proposes nothing. */
export type BuilderProblem =
  | {
      kind:
        | 'too few teams'
        | 'too many teams'
        | 'no slots'
        | 'too many slots'
        | 'meetings'
        | 'too many blackout dates'
        | 'too many unavailable dates'
        | 'first date after end'
        | 'too long'
        | 'too many games';
      message: string;
    }
  | { kind: 'not enough slots'; message: string; fit: number; needed: number };

export function notEnoughSlotsMessage(lastDate: string, fit: number, needed: number): string {
  return `Not enough slots before the league's end date (${formatShortDate(lastDate)}): ${fit} games fit, ${needed} are needed.`;
}

/** 'A schedule spans at most two years: the first date must be on or after Jan 18, 2024.' */
export function tooLongMessage(lastDate: string): string {
  return `A schedule spans at most two years: the first date must be on or after ${formatShortDate(seasonStart(lastDate))}.`;
}

const meetingTimes = (meetings: number) => (meetings === 1 ? 'once' : meetings === 2 ? 'twice' : `${meetings} times`);

/** 'A schedule has at most 1,000 games: 46 teams meeting once need 1,035.' */
export function tooManyGamesMessage(teams: number, meetings: number): string {
  const needed = gamesNeeded(teams, meetings);
  return `A schedule has at most ${count(MAX_SCHEDULE_GAMES)} games: ${teams} teams meeting ${meetingTimes(meetings)} need ${count(needed)}.`;
}

/** How many games a round robin of `teams` teams meeting `meetings` times has. */
export const gamesNeeded = (teams: number, meetings: number) => ((teams * (teams - 1)) / 2) * meetings;

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const slotKey = (slot: { locationId: number; date: string; time: string }) =>
  `${slot.locationId}|${slot.date}|${slot.time}`;
const teamDateKey = (teamId: number, date: string) => `${teamId}|${date}`;
const pairKey = (a: number, b: number) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Which team of each pair is at home in one cycle, so that every team's home and away games
 * differ by at most one: the complete graph of the teams is walked along an Eulerian circuit
 * (a team count that is even first gets a dummy pairing, which makes every degree even), and
 * each pair is oriented the way the walk crosses it. Keys are `pairKey`s, values the home team.
 */
function balancedHomes(teamIds: readonly number[]): Map<string, number> {
  const n = teamIds.length;
  const edges: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) edges.push([i, j]);
  const real = edges.length;
  if (n % 2 === 0) for (let i = 0; i < n; i += 2) edges.push([i, i + 1]);
  const around: number[][] = Array.from({ length: n }, () => []);
  edges.forEach(([a, b], index) => {
    around[a]!.push(index);
    around[b]!.push(index);
  });
  const used = new Array<boolean>(edges.length).fill(false);
  const next = new Array<number>(n).fill(0);
  const homes = new Map<string, number>();
  // Hierholzer's walk: each edge is crossed once, from the team it leaves.
  const stack = [0];
  while (stack.length > 0) {
    const at = stack.at(-1)!;
    while (next[at]! < around[at]!.length && used[around[at]![next[at]!]!]) next[at]! += 1;
    if (next[at] === around[at]!.length) {
      stack.pop();
      continue;
    }
    const index = around[at]![next[at]!]!;
    used[index] = true;
    const [a, b] = edges[index]!;
    const to = a === at ? b : a;
    if (index < real) homes.set(pairKey(teamIds[at]!, teamIds[to]!), teamIds[at]!);
    stack.push(to);
  }
  return homes;
}

/**
 * The rounds of a round robin by the circle method: one team stays put and the others turn
 * around it; with an odd count a phantom team stands in, and its opponent has the bye. Each
 * round is a list of [home, away]; later cycles repeat the rounds with home and away swapped.
 */
export function roundRobinRounds(teamIds: readonly number[], meetings: number): [number, number][][] {
  const BYE = Number.NaN;
  const circle = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, BYE];
  const n = circle.length;
  const homes = balancedHomes(teamIds);
  const cycle: [number, number][][] = [];
  for (let round = 0; round < n - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i]!;
      const b = circle[n - 1 - i]!;
      if (Number.isNaN(a) || Number.isNaN(b)) continue;
      const home = homes.get(pairKey(a, b))!;
      pairs.push(home === a ? [a, b] : [b, a]);
    }
    cycle.push(pairs);
    // Turn every team but the first one place around the circle.
    circle.splice(1, 0, circle.pop()!);
  }
  const rounds: [number, number][][] = [];
  for (let meeting = 0; meeting < meetings; meeting++) {
    for (const pairs of cycle) {
      rounds.push(meeting % 2 === 0 ? pairs : pairs.map(([home, away]): [number, number] => [away, home]));
    }
  }
  return rounds;
}

/**
 * Why the builder cannot take these inputs, or null: the preview and the save both ask it
 * first (docs/rules/league-data.md#schedule-builder). Every limit on the builder's work is
 * here, so that nothing it walks is longer than two years of dates, 50 slots a week and 1,000
 * games, however large a league or its dates are.
 */
export function scheduleInputsProblem(inputs: ScheduleInputs): BuilderProblem | null {
  const teams = inputs.teams.length;
  if (teams < 2) return { kind: 'too few teams', message: TOO_FEW_TEAMS };
  if (teams > MAX_SCHEDULE_TEAMS) return { kind: 'too many teams', message: TOO_MANY_TEAMS };
  if (inputs.slots.length === 0) return { kind: 'no slots', message: NO_SLOTS };
  if (inputs.slots.length > MAX_WEEKLY_SLOTS) return { kind: 'too many slots', message: TOO_MANY_SLOTS };
  if (!Number.isInteger(inputs.meetings) || inputs.meetings < MIN_MEETINGS || inputs.meetings > MAX_MEETINGS) {
    return { kind: 'meetings', message: MEETINGS_OUT_OF_RANGE };
  }
  if (inputs.blackoutDates.length > MAX_BLACKOUT_DATES) {
    return { kind: 'too many blackout dates', message: TOO_MANY_BLACKOUT_DATES };
  }
  if (inputs.unavailable.length > MAX_UNAVAILABLE_DATES) {
    return { kind: 'too many unavailable dates', message: TOO_MANY_UNAVAILABLE_DATES };
  }
  if (inputs.firstDate > inputs.lastDate) return { kind: 'first date after end', message: FIRST_DATE_AFTER_END };
  // A league saved before its dates were bounded may span more than a season: it is refused, not walked.
  if (!withinSeason(inputs.firstDate, inputs.lastDate)) {
    return { kind: 'too long', message: tooLongMessage(inputs.lastDate) };
  }
  if (gamesNeeded(teams, inputs.meetings) > MAX_SCHEDULE_GAMES) {
    return { kind: 'too many games', message: tooManyGamesMessage(teams, inputs.meetings) };
  }
  return null;
}

/** One date of the schedule with the slots of its weekday, and which of them are taken. */
type DatedSlots = { date: string; slots: WeeklySlot[]; taken: boolean[]; free: number };

/**
 * The dates from `firstDate` to `lastDate` that have slots and are no blackout date, in order,
 * each with its slots by time, then gym; a slot listed twice counts once. Never more than a
 * season's dates (`MAX_SEASON_DATES`), even for inputs nobody checked.
 */
export function scheduleDates(inputs: ScheduleInputs, booked: readonly BookedSlot[] = []): DatedSlots[] {
  const seen = new Set<string>();
  const unique = inputs.slots.filter((slot) => {
    const key = `${slot.locationId}|${slot.weekday}|${slot.time}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const byWeekday = WEEKDAYS.map((_, weekday) =>
    unique
      .filter((slot) => slot.weekday === weekday)
      .sort((a, b) => a.time.localeCompare(b.time) || a.locationId - b.locationId),
  );
  const blackouts = new Set(inputs.blackoutDates);
  const held = new Set(booked.map(slotKey));
  const first = dayNumber(inputs.firstDate);
  const last = Math.min(dayNumber(inputs.lastDate), first + MAX_SEASON_DATES - 1);
  const dates: DatedSlots[] = [];
  for (let day = first; day <= last; day++) {
    const date = dateOf(day);
    const slots = byWeekday[weekdayOf(date)]!;
    if (slots.length === 0 || blackouts.has(date)) continue;
    const taken = slots.map((slot) => held.has(slotKey({ ...slot, date })));
    dates.push({ date, slots, taken, free: taken.filter((isTaken) => !isTaken).length });
  }
  return dates;
}

/**
 * Every game of the schedule, or why there is none. Rounds are placed in order, each game in
 * the earliest free slot where neither team plays yet that date (nor has a game there already,
 * `teamBusy`), neither team is unavailable and the gym is not booked; a round never starts
 * before the last date of the round before it. Each game looks at each date at most once, so
 * the work is at most the games times the dates.
 */
export function buildSchedule(
  inputs: ScheduleInputs,
  booked: readonly BookedSlot[] = [],
  teamBusy: readonly TeamDate[] = [],
): { ok: true; games: ProposedGame[] } | { ok: false; problem: BuilderProblem } {
  const problem = scheduleInputsProblem(inputs);
  if (problem) return { ok: false, problem };
  const teamIds = inputs.teams.map((team) => team.id);
  const rounds = roundRobinRounds(teamIds, inputs.meetings);
  const dates = scheduleDates(inputs, booked);
  // Whether a team plays (or cannot play) on a date: one flag per team and date.
  const dateIndex = new Map(dates.map((entry, index) => [entry.date, index]));
  const teamIndex = new Map(teamIds.map((id, index) => [id, index]));
  const playing = new Uint8Array(teamIds.length * dates.length);
  const at = (teamId: number, index: number) => teamIndex.get(teamId)! * dates.length + index;
  for (const entry of [...teamBusy, ...inputs.unavailable]) {
    const index = dateIndex.get(entry.date);
    if (index !== undefined && teamIndex.has(entry.teamId)) playing[at(entry.teamId, index)] = 1;
  }

  const games: ProposedGame[] = [];
  let needed = 0;
  let from = 0;
  for (const pairs of rounds) {
    let last = from;
    for (const [homeTeamId, awayTeamId] of pairs) {
      needed += 1;
      for (let index = from; index < dates.length; index++) {
        const entry = dates[index]!;
        if (entry.free === 0 || playing[at(homeTeamId, index)] || playing[at(awayTeamId, index)]) continue;
        const free = entry.taken.indexOf(false);
        const slot = entry.slots[free]!;
        entry.taken[free] = true;
        entry.free -= 1;
        playing[at(homeTeamId, index)] = 1;
        playing[at(awayTeamId, index)] = 1;
        games.push({ date: entry.date, time: slot.time, locationId: slot.locationId, homeTeamId, awayTeamId });
        last = Math.max(last, index);
        break;
      }
    }
    from = last;
  }
  if (games.length < needed) {
    const message = notEnoughSlotsMessage(inputs.lastDate, games.length, needed);
    return { ok: false, problem: { kind: 'not enough slots', message, fit: games.length, needed } };
  }
  return { ok: true, games };
}

/** One finding about a schedule, with the games it is about (their places in the list). */
export type ScheduleIssue = { kind: string; message: string; gameIndexes: number[] };
export type ScheduleCheck = { errors: ScheduleIssue[]; warnings: ScheduleIssue[] };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A schedule as its checks read it: the games, the inputs, and the names their messages use. */
type CheckedSchedule = {
  games: readonly ProposedGame[];
  inputs: ScheduleInputs;
  booked: readonly BookedSlot[];
  teamBusy: readonly TeamDate[];
  /** Whether the team is one of the chosen teams. */
  isChosen: (teamId: number) => boolean;
  teamName: (teamId: number) => string;
  /** The gym's name, when the inputs give it. */
  gymName: (locationId: number) => string | undefined;
};

/** A check of the whole schedule: what it finds, in order. */
type Check = (schedule: CheckedSchedule) => ScheduleIssue[];
/** A check of one game at a time, set up once per schedule. */
type GameCheck = (schedule: CheckedSchedule) => (game: ProposedGame, index: number) => ScheduleIssue[];
/** A check of the games that use one gym slot (their places in the list), set up once per schedule. */
type SlotCheck = (schedule: CheckedSchedule) => (slot: string, indexes: number[]) => ScheduleIssue[];

const issue = (kind: string, message: string, gameIndexes: number[]): ScheduleIssue => ({ kind, message, gameIndexes });
const when = (game: ProposedGame) => `${formatGameTime(game.time)} on ${formatGameDate(game.date)}`;

/** The places of the games under each key that `key` gives a game, keys in the order the games first give them. */
function groupGames<K>(games: readonly ProposedGame[], key: (game: ProposedGame) => K[]): Map<K, number[]> {
  const groups = new Map<K, number[]>();
  games.forEach((game, index) => {
    for (const k of key(game)) {
      const group = groups.get(k);
      if (group) group.push(index);
      else groups.set(k, [index]);
    }
  });
  return groups;
}

/** Game checks run game by game: a game's findings together, the games in the list's order. */
function eachGame(...checks: GameCheck[]): Check {
  return (schedule) => {
    const ready = checks.map((check) => check(schedule));
    return schedule.games.flatMap((game, index) => ready.flatMap((check) => check(game, index)));
  };
}

/** Slot checks run slot by slot: a gym slot's findings together, in the order the games first use the slots. */
function eachGymSlot(...checks: SlotCheck[]): Check {
  return (schedule) => {
    const ready = checks.map((check) => check(schedule));
    const slots = groupGames(schedule.games, (game) => [slotKey(game)]);
    return [...slots].flatMap(([slot, indexes]) => ready.flatMap((check) => check(slot, indexes)));
  };
}

const sameTeam: GameCheck = () => (game, index) =>
  game.homeTeamId === game.awayTeamId
    ? [issue('same team', 'Home team and away team cannot be the same.', [index])]
    : [];

const teamNotChosen: GameCheck =
  ({ isChosen }) =>
  (game, index) =>
    game.homeTeamId !== game.awayTeamId && (!isChosen(game.homeTeamId) || !isChosen(game.awayTeamId))
      ? [issue('other team', "Every game's teams must be among the chosen teams.", [index])]
      : [];

const outsideLeagueDates: GameCheck =
  ({ inputs }) =>
  (game, index) =>
    game.date < inputs.firstDate || game.date > inputs.lastDate
      ? [issue('outside dates', "Games must be between the first date and the league's end date.", [index])]
      : [];

/** A team twice on one date (and so twice in one slot), among the new games or beside a game it has. */
const teamTwiceOnADate: Check = ({ games, teamBusy, teamName }) => {
  const busy = new Set(teamBusy.map((entry) => teamDateKey(entry.teamId, entry.date)));
  const teamDates = groupGames(games, (game) => [
    teamDateKey(game.homeTeamId, game.date),
    teamDateKey(game.awayTeamId, game.date),
  ]);
  return [...teamDates]
    .filter(([key, indexes]) => indexes.length > 1 || busy.has(key))
    .map(([key, indexes]) => {
      const [teamId] = key.split('|');
      const game = games[indexes[0]!]!;
      return issue('team twice', `${teamName(Number(teamId))} play twice on ${formatGameDate(game.date)}.`, indexes);
    });
};

const gymSlotTwice: SlotCheck =
  ({ games, gymName }) =>
  (_slot, indexes) => {
    if (indexes.length < 2) return [];
    const game = games[indexes[0]!]!;
    return [
      issue('slot twice', `Two games at ${gymName(game.locationId) ?? 'the same gym'} at ${when(game)}.`, indexes),
    ];
  };

/** A gym slot a game of this or another league holds already. */
const gymSlotBooked: SlotCheck = ({ games, booked, gymName }) => {
  const held = new Set(booked.map(slotKey));
  return (slot, indexes) => {
    if (!held.has(slot)) return [];
    const game = games[indexes[0]!]!;
    const gym = gymName(game.locationId) ?? 'That gym';
    return [issue('slot booked', gymSlotTakenMessage({ gym, date: game.date, time: game.time }), indexes)];
  };
};

const onBlackoutDate: GameCheck = ({ inputs }) => {
  const blackouts = new Set(inputs.blackoutDates);
  return (game, index) =>
    blackouts.has(game.date) ? [issue('blackout', `${formatGameDate(game.date)} is a blackout date.`, [index])] : [];
};

/** Each team of the game that said it cannot play on its date. */
const teamCannotPlay: GameCheck = ({ inputs, teamName }) => {
  const off = new Set(inputs.unavailable.map((entry) => teamDateKey(entry.teamId, entry.date)));
  return (game, index) =>
    [game.homeTeamId, game.awayTeamId]
      .filter((teamId) => off.has(teamDateKey(teamId, game.date)))
      .map((teamId) =>
        issue('unavailable', `${teamName(teamId)} cannot play on ${formatGameDate(game.date)}.`, [index]),
      );
};

/** A team whose home and away games differ by more than one. */
const homeAndAwayUneven: Check = ({ games, inputs }) => {
  const homeGames = groupGames(games, (game) => [game.homeTeamId]);
  const awayGames = groupGames(games, (game) => [game.awayTeamId]);
  return inputs.teams.flatMap((team) => {
    const home = homeGames.get(team.id) ?? [];
    const away = awayGames.get(team.id) ?? [];
    if (Math.abs(home.length - away.length) <= 1) return [];
    const message = `${team.name} have ${plural(home.length, 'home game', 'home games')} and ${plural(away.length, 'away game', 'away games')}.`;
    return [
      issue(
        'home and away',
        message,
        [...new Set([...home, ...away])].sort((a, b) => a - b),
      ),
    ];
  });
};

/** Byes (dates with games on which a team does not play) that differ by more than one between two teams. */
const byesUneven: Check = ({ games, inputs }) => {
  const dates = new Set(games.map((game) => game.date));
  const datesPlayed = new Map<number, Set<string>>();
  for (const game of games) {
    for (const teamId of [game.homeTeamId, game.awayTeamId]) {
      const played = datesPlayed.get(teamId);
      if (played) played.add(game.date);
      else datesPlayed.set(teamId, new Set([game.date]));
    }
  }
  const byes = inputs.teams.map((team) => ({ team, count: dates.size - (datesPlayed.get(team.id)?.size ?? 0) }));
  if (byes.length === 0) return [];
  const most = byes.reduce((a, b) => (b.count > a.count ? b : a));
  const fewest = byes.reduce((a, b) => (b.count < a.count ? b : a));
  if (most.count - fewest.count <= 1) return [];
  const message = `Byes are uneven: ${most.team.name} have ${most.count}, ${fewest.team.name} ${fewest.count}.`;
  return [issue('byes', message, [])];
};

/** Each pair of chosen teams that does not meet as many times as asked. */
const meetingsNotAsAsked: Check = ({ games, inputs }) => {
  const meetings = groupGames(games, (game) => [pairKey(game.homeTeamId, game.awayTeamId)]);
  const { teams } = inputs;
  const issues: ScheduleIssue[] = [];
  for (let i = 0; i < teams.length; i++) {
    for (let j = i + 1; j < teams.length; j++) {
      const indexes = meetings.get(pairKey(teams[i]!.id, teams[j]!.id)) ?? [];
      if (indexes.length === inputs.meetings) continue;
      const message = `${teams[i]!.name} and ${teams[j]!.name} meet ${plural(indexes.length, 'time', 'times')}; ${inputs.meetings} ${inputs.meetings === 1 ? 'was' : 'were'} asked.`;
      issues.push(issue('meetings', message, indexes));
    }
  }
  return issues;
};

/** What stops a schedule from being saved, in the order the findings are listed. */
const ERROR_CHECKS: readonly Check[] = [
  eachGame(sameTeam, teamNotChosen, outsideLeagueDates),
  teamTwiceOnADate,
  eachGymSlot(gymSlotTwice, gymSlotBooked),
];

/** What the admin may want to look at before saving, in the order the findings are listed. */
const WARNING_CHECKS: readonly Check[] = [
  eachGame(onBlackoutDate, teamCannotPlay),
  homeAndAwayUneven,
  byesUneven,
  meetingsNotAsAsked,
];

/**
 * The checks of a schedule before it is saved. Errors (it cannot be saved): a team twice on a
 * date, a gym slot used twice or already booked, a game of teams not chosen or of one team,
 * a game outside the dates. Warnings (the admin's call): home and away not balanced within one
 * game, byes not spread evenly, a game on a blackout date or on a date its team cannot play,
 * and pairs that do not meet as often as asked.
 */
export function checkSchedule(
  games: readonly ProposedGame[],
  inputs: ScheduleInputs,
  booked: readonly BookedSlot[] = [],
  teamBusy: readonly TeamDate[] = [],
): ScheduleCheck {
  const names = new Map(inputs.teams.map((team) => [team.id, team.name]));
  const gymNames = new Map((inputs.gyms ?? []).map((gym) => [gym.id, gym.name]));
  const schedule: CheckedSchedule = {
    games,
    inputs,
    booked,
    teamBusy,
    isChosen: (teamId) => names.has(teamId),
    teamName: (teamId) => names.get(teamId) ?? `Team ${teamId}`,
    gymName: (locationId) => gymNames.get(locationId),
  };
  const run = (checks: readonly Check[]) => checks.flatMap((check) => check(schedule));
  return { errors: run(ERROR_CHECKS), warnings: run(WARNING_CHECKS) };
}

/** The game at `index` moved to another date, time or gym. */
export function moveGame(
  games: readonly ProposedGame[],
  index: number,
  to: Pick<ProposedGame, 'date' | 'time' | 'locationId'>,
): ProposedGame[] {
  return games.map((game, at) => (at === index ? { ...game, ...to } : game));
}

/** Two games trade their dates, times and gyms; their teams stay. */
export function swapGames(games: readonly ProposedGame[], first: number, second: number): ProposedGame[] {
  const slot = (game: ProposedGame) => ({ date: game.date, time: game.time, locationId: game.locationId });
  const a = games[first];
  const b = games[second];
  if (!a || !b) return [...games];
  return games.map((game, at) =>
    at === first ? { ...game, ...slot(b) } : at === second ? { ...game, ...slot(a) } : game,
  );
}
