import { STORED_STATS, type CountedKey, type OptionalKey } from './stat-catalogue.ts';
import { points } from './stat-formulas.ts';

/**
 * A game's play-by-play (docs/rules/play-by-play.md): the scorer's book of plays, kept on a
 * device and folded into the score, the fouls, the timeouts, who is on the court and each
 * player's stat line. Every kind of play is declared once, in `PLAY_KINDS`; the type of a
 * play and what it adds to a stat line are made from that declaration.
 */

export type Side = 'home' | 'away';
export const SIDES = ['home', 'away'] as const satisfies readonly Side[];
const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export type PlayerId = number;
/** Each team's players who may be recorded in the game. */
export type Rosters = Record<Side, readonly PlayerId[]>;

/** How the league plays a game (docs/rules/play-by-play.md#the-leagues-settings). */
export type GameSettings = {
  /** Regulation periods: the league plays halves. */
  periods: number;
  periodMinutes: number;
  overtimeMinutes: number;
  /** Timed overtimes played before a tie goes to sudden death: the first score wins. */
  overtimesBeforeSuddenDeath: number;
  /** Timeouts for all of regulation, not per period. */
  timeoutsPerGame: number;
  /** Timeouts each overtime period adds to those left. */
  timeoutsPerOvertime: number;
  foulWarningAt: number;
  foulsToDisqualify: number;
  technicalsToDisqualify: number;
  unsportsmanlikeToDisqualify: number;
  /** The team foul of a half from which every foul gives the other team free throws. */
  bonusAt: number;
};

/** The league's rules page: two 25-minute halves, one 3-minute overtime, then sudden death. */
export const LEAGUE_GAME_SETTINGS: Readonly<GameSettings> = {
  periods: 2,
  periodMinutes: 25,
  overtimeMinutes: 3,
  overtimesBeforeSuddenDeath: 1,
  timeoutsPerGame: 3,
  timeoutsPerOvertime: 1,
  foulWarningAt: 5,
  foulsToDisqualify: 6,
  technicalsToDisqualify: 2,
  unsportsmanlikeToDisqualify: 2,
  bonusAt: 7,
};

type PlayKindSpec = {
  /** Its name on the scorer's screen and in the play-by-play. */
  label: string;
  /**
   * Who makes it: a player; a player or, with none named, the team (a team rebound or
   * turnover); the team; or the game itself (a period's start and end).
   */
  by: 'player' | 'playerOrTeam' | 'team' | 'game';
  /** The stored stats it adds one to, on its player's line or, without a player, the team's. */
  stats: readonly CountedKey[];
  points: number;
  /** A shot, which may carry the spot it was taken from. */
  shot?: true;
  /**
   * A foul: whether it counts toward the team fouls of the half, and whether it is a technical
   * or an unsportsmanlike foul. Whether it is a personal foul is whether it adds `personalFouls`.
   */
  foul?: { team: boolean; technical?: true; unsportsmanlike?: true };
  /** May be made by a player who is not on the court. */
  fromBench?: true;
  /** May be recorded while no period is in play. */
  betweenPeriods?: true;
  /** Changes who is on the court. */
  lineup?: 'startingFive' | 'substitution';
  /** Starts or ends a period. */
  period?: 'start' | 'end';
  timeout?: true;
};

/**
 * The kinds of play, in the order the scorer's screen offers them
 * (docs/rules/play-by-play.md#kinds-of-play). Stored `fgm`/`fga` are two-point field goals
 * only and stored `rebounds` the defensive ones, as the stat catalogue keeps them.
 */
export const PLAY_KINDS = {
  twoMade: { label: 'Two-pointer made', by: 'player', stats: ['fgm', 'fga'], points: 2, shot: true },
  twoMissed: { label: 'Two-pointer missed', by: 'player', stats: ['fga'], points: 0, shot: true },
  threeMade: { label: 'Three-pointer made', by: 'player', stats: ['threepm', 'threepa'], points: 3, shot: true },
  threeMissed: { label: 'Three-pointer missed', by: 'player', stats: ['threepa'], points: 0, shot: true },
  freeThrowMade: { label: 'Free throw made', by: 'player', stats: ['ftm', 'fta'], points: 1 },
  freeThrowMissed: { label: 'Free throw missed', by: 'player', stats: ['fta'], points: 0 },
  offensiveRebound: { label: 'Offensive rebound', by: 'playerOrTeam', stats: ['offensiveRebounds'], points: 0 },
  defensiveRebound: { label: 'Defensive rebound', by: 'playerOrTeam', stats: ['rebounds'], points: 0 },
  assist: { label: 'Assist', by: 'player', stats: ['assists'], points: 0 },
  steal: { label: 'Steal', by: 'player', stats: ['steals'], points: 0 },
  block: { label: 'Block', by: 'player', stats: ['blocks'], points: 0 },
  turnover: { label: 'Turnover', by: 'playerOrTeam', stats: ['turnovers'], points: 0 },
  personalFoul: { label: 'Personal foul', by: 'player', stats: ['personalFouls'], points: 0, foul: { team: true } },
  shootingFoul: { label: 'Shooting foul', by: 'player', stats: ['personalFouls'], points: 0, foul: { team: true } },
  // The ball changes hands on an offensive foul: it is the fouler's turnover as well.
  offensiveFoul: {
    label: 'Offensive foul',
    by: 'player',
    stats: ['personalFouls', 'turnovers'],
    points: 0,
    foul: { team: true },
  },
  // Counted on its own, never among personal or team fouls; a coach's or the bench's names no player.
  technicalFoul: {
    label: 'Technical foul',
    by: 'playerOrTeam',
    stats: [],
    points: 0,
    foul: { team: false, technical: true },
    fromBench: true,
    betweenPeriods: true,
  },
  unsportsmanlikeFoul: {
    label: 'Unsportsmanlike foul',
    by: 'player',
    stats: ['personalFouls'],
    points: 0,
    foul: { team: true, unsportsmanlike: true },
  },
  substitution: {
    label: 'Substitution',
    by: 'team',
    stats: [],
    points: 0,
    lineup: 'substitution',
    betweenPeriods: true,
  },
  timeout: { label: 'Timeout', by: 'team', stats: [], points: 0, timeout: true },
  startingFive: {
    label: 'Starting five',
    by: 'team',
    stats: [],
    points: 0,
    lineup: 'startingFive',
    betweenPeriods: true,
  },
  periodStart: { label: 'Start of period', by: 'game', stats: [], points: 0, period: 'start' },
  periodEnd: { label: 'End of period', by: 'game', stats: [], points: 0, period: 'end' },
} as const satisfies Record<string, PlayKindSpec>;

export type PlayKind = keyof typeof PLAY_KINDS;
type SpecOf<Kind extends PlayKind> = (typeof PLAY_KINDS)[Kind];
export const PLAY_KIND_KEYS = Object.keys(PLAY_KINDS) as [PlayKind, ...PlayKind[]];

/** A kind's declaration, read through its optional fields. */
export const playKind = (kind: PlayKind): PlayKindSpec => PLAY_KINDS[kind];

/**
 * Where a shot was taken, on a half court seen from half court facing the basket: `x` from the
 * left sideline (0) to the right one (1), `y` from the baseline (0) to the half-court line (1).
 * Fractions rather than feet, so a spot means the same in every gym.
 */
export type ShotSpot = { x: number; y: number };

type ByFields<Kind extends PlayKind> = SpecOf<Kind>['by'] extends 'player'
  ? { side: Side; playerId: PlayerId }
  : SpecOf<Kind>['by'] extends 'playerOrTeam'
    ? { side: Side; playerId?: PlayerId | null }
    : SpecOf<Kind>['by'] extends 'team'
      ? { side: Side }
      : unknown;
type ShotFields<Kind extends PlayKind> = SpecOf<Kind> extends { shot: true } ? { spot?: ShotSpot | null } : unknown;
/**
 * A substitution names the player coming in and the one going out; either may be missing: a
 * late player joins a short-handed court, a disqualified player leaves with nobody to replace him.
 */
type LineupFields<Kind extends PlayKind> =
  SpecOf<Kind> extends { lineup: 'startingFive' }
    ? { players: readonly PlayerId[] }
    : SpecOf<Kind> extends { lineup: 'substitution' }
      ? { playerIn: PlayerId | null; playerOut: PlayerId | null }
      : unknown;

type PlayOf<Kind extends PlayKind> = {
  kind: Kind;
  /** Made on the device that recorded it, unique in the book. */
  id: string;
  /** The book's order: each entry's is above every earlier one's. */
  seq: number;
  period: number;
  /** Seconds left on the period's clock, as the scoreboard shows them; left out when not kept. */
  clock?: number | null;
} & ByFields<Kind> &
  ShotFields<Kind> &
  LineupFields<Kind>;

/** A play of the game, one of `PLAY_KINDS`. */
export type Play = { [Kind in PlayKind]: PlayOf<Kind> }[PlayKind];
type DistributiveOmit<T, Key extends PropertyKey> = T extends unknown ? Omit<T, Key> : never;
/** A play as a correction gives it: it takes the id and place of the play it replaces. */
export type PlayContent = DistributiveOmit<Play, 'id' | 'seq'>;

/** Takes a play out of the book (docs/rules/play-by-play.md#undo-corrections-and-deletions). */
export type Deletion = { kind: 'delete'; id: string; seq: number; target: string };
/** Puts another play in the place of an earlier one. */
export type Correction = { kind: 'replace'; id: string; seq: number; target: string; play: PlayContent };
export type BookEntry = Play | Deletion | Correction;
/** Everything the scorer entered, corrections included: nothing is ever removed from it. */
export type Book = readonly BookEntry[];

const isAmendment = (entry: BookEntry): entry is Deletion | Correction =>
  entry.kind === 'delete' || entry.kind === 'replace';

/** The seq of the next entry. */
export function nextSeq(book: Book): number {
  return book.reduce((last, entry) => Math.max(last, entry.seq), 0) + 1;
}

/**
 * The plays that stand once deletions and corrections are applied, in the book's order: a
 * corrected play keeps its place; an amendment of a play not standing changes nothing.
 */
export function standingPlays(book: Book): Play[] {
  const standing = new Map<string, Play>();
  for (const entry of [...book].sort((a, b) => a.seq - b.seq)) {
    if (entry.kind === 'delete') {
      standing.delete(entry.target);
    } else if (entry.kind === 'replace') {
      const target = standing.get(entry.target);
      if (target) standing.set(target.id, { ...entry.play, id: target.id, seq: target.seq } as Play);
    } else if (!standing.has(entry.id)) {
      standing.set(entry.id, entry);
    }
  }
  return [...standing.values()];
}

/** Undo: the deletion of the latest play still standing, or null when none stands. */
export function undoLast(book: Book, id: string): Deletion | null {
  const last = standingPlays(book).at(-1);
  return last ? deletePlay(book, last.id, id) : null;
}

/** The deletion of the play `target`, as the next entry of the book. */
export function deletePlay(book: Book, target: string, id: string): Deletion {
  return { kind: 'delete', id, seq: nextSeq(book), target };
}

/** The correction putting `play` in the place of the play `target`, as the next entry of the book. */
export function correctPlay(book: Book, target: string, play: PlayContent, id: string): Correction {
  return { kind: 'replace', id, seq: nextSeq(book), target, play };
}

// Periods (docs/rules/play-by-play.md#periods).

export const isOvertime = (period: number, settings: GameSettings) => period > settings.periods;
export const isSuddenDeath = (period: number, settings: GameSettings) =>
  period > settings.periods + settings.overtimesBeforeSuddenDeath;

/** A period's length in seconds; sudden death has no clock. */
export function periodSeconds(period: number, settings: GameSettings): number | null {
  if (isSuddenDeath(period, settings)) return null;
  return 60 * (isOvertime(period, settings) ? settings.overtimeMinutes : settings.periodMinutes);
}

const ORDINALS = ['1st', '2nd', '3rd', '4th'];
const PERIOD_NAMES: Record<number, string> = { 2: 'half', 4: 'quarter' };

/** "1st half", "Overtime", "Overtime 2", "Sudden death". */
export function periodLabel(period: number, settings: GameSettings): string {
  if (isSuddenDeath(period, settings)) return 'Sudden death';
  if (isOvertime(period, settings)) {
    const overtime = period - settings.periods;
    return settings.overtimesBeforeSuddenDeath === 1 ? 'Overtime' : `Overtime ${overtime}`;
  }
  return `${ORDINALS[period - 1] ?? `${period}th`} ${PERIOD_NAMES[settings.periods] ?? 'period'}`;
}

/** Team fouls count per regulation period; every overtime counts with the last one. */
const foulWindow = (period: number, settings: GameSettings) => Math.min(period, settings.periods);

// The fold.

type Counts = Record<CountedKey, number>;
const COUNTED_KEYS = STORED_STATS.filter((stat) => !('optional' in stat)).map((stat) => stat.key as CountedKey);
const noCounts = (): Counts => Object.fromEntries(COUNTED_KEYS.map((key) => [key, 0])) as Counts;
const bySide = <T>(value: (side: Side) => T): Record<Side, T> => ({ home: value('home'), away: value('away') });

type PlayerTally = {
  playerId: PlayerId;
  side: Side;
  line: Counts;
  technicals: number;
  unsportsmanlike: number;
  plusMinus: number;
  /** Seconds of the stints already closed. */
  seconds: number;
  /** False once a substitution in play moved the player without a clock. */
  clockKept: boolean;
  /** The clock when the player's current timed stint began; null off the court or untimed. */
  stintFrom: number | null;
};

type Fold = {
  /** The latest period started; 0 before the game. */
  period: number;
  inPlay: boolean;
  over: boolean;
  winner: Side | null;
  score: Record<Side, number>;
  scoreByPeriod: Map<number, Record<Side, number>>;
  teamFouls: Map<number, Record<Side, number>>;
  timeoutsUsed: Record<Side, number>;
  onCourt: Record<Side, PlayerId[]>;
  /** A starting five was recorded before the game began: lineups, plus/minus and minutes are kept. */
  lineupKept: Record<Side, boolean>;
  players: Map<PlayerId, PlayerTally>;
  /** What plays naming no player added: team rebounds, team turnovers. */
  team: Record<Side, Counts>;
  /** The period's latest clock: its length at the start, 0 at its end. */
  clock: number | null;
};

function tallyOf(fold: Fold, playerId: PlayerId, side: Side): PlayerTally {
  let tally = fold.players.get(playerId);
  if (!tally) {
    tally = {
      playerId,
      side,
      line: noCounts(),
      technicals: 0,
      unsportsmanlike: 0,
      plusMinus: 0,
      seconds: 0,
      clockKept: true,
      stintFrom: null,
    };
    fold.players.set(playerId, tally);
  }
  return tally;
}

const countOf = (map: Map<number, Record<Side, number>>, key: number) => {
  let counts = map.get(key);
  if (!counts) {
    counts = { home: 0, away: 0 };
    map.set(key, counts);
  }
  return counts;
};

function startPeriod(fold: Fold, period: number, settings: GameSettings) {
  fold.period = period;
  fold.inPlay = true;
  fold.clock = periodSeconds(period, settings);
  for (const side of SIDES) {
    for (const playerId of fold.onCourt[side]) tallyOf(fold, playerId, side).stintFrom = fold.clock;
  }
}

function endPeriod(fold: Fold, period: number, settings: GameSettings) {
  for (const side of SIDES) {
    for (const playerId of fold.onCourt[side]) {
      const tally = tallyOf(fold, playerId, side);
      if (tally.stintFrom !== null) tally.seconds += tally.stintFrom;
      tally.stintFrom = null;
    }
  }
  fold.inPlay = false;
  fold.clock = periodSeconds(period, settings) === null ? null : 0;
  if (period >= settings.periods && fold.score.home !== fold.score.away) {
    fold.over = true;
    fold.winner = fold.score.home > fold.score.away ? 'home' : 'away';
  }
}

function substitute(fold: Fold, play: Extract<Play, { kind: 'substitution' }>, settings: GameSettings) {
  const court = fold.onCourt[play.side];
  const timed = fold.inPlay && periodSeconds(fold.period, settings) !== null;
  const clock = play.clock ?? null;
  if (play.playerOut !== null) {
    const out = tallyOf(fold, play.playerOut, play.side);
    if (timed && clock === null) out.clockKept = false;
    if (timed && clock !== null && out.stintFrom !== null) out.seconds += out.stintFrom - clock;
    out.stintFrom = null;
    const at = court.indexOf(play.playerOut);
    if (at >= 0) court.splice(at, 1);
  }
  if (play.playerIn !== null) {
    const incoming = tallyOf(fold, play.playerIn, play.side);
    if (timed && clock === null) incoming.clockKept = false;
    incoming.stintFrom = timed ? clock : null;
    if (!court.includes(play.playerIn)) court.push(play.playerIn);
  }
}

/** A play that is neither a lineup nor a period marker: its stats, points, fouls and timeouts. */
function record(
  fold: Fold,
  play: Exclude<Play, { kind: 'periodStart' | 'periodEnd' | 'startingFive' | 'substitution' }>,
  settings: GameSettings,
) {
  const spec = playKind(play.kind);
  const playerId = 'playerId' in play ? (play.playerId ?? null) : null;
  const tally = playerId === null ? null : tallyOf(fold, playerId, play.side);
  const line = tally ? tally.line : fold.team[play.side];
  for (const key of spec.stats) line[key] += 1;
  if (spec.points > 0) {
    fold.score[play.side] += spec.points;
    countOf(fold.scoreByPeriod, play.period)[play.side] += spec.points;
    for (const side of SIDES) {
      const change = side === play.side ? spec.points : -spec.points;
      for (const onCourt of fold.onCourt[side]) tallyOf(fold, onCourt, side).plusMinus += change;
    }
    if (fold.inPlay && isSuddenDeath(play.period, settings)) {
      fold.over = true;
      fold.winner = play.side;
    }
  }
  if (spec.foul?.team) countOf(fold.teamFouls, foulWindow(play.period, settings))[play.side] += 1;
  if (tally && spec.foul?.technical) tally.technicals += 1;
  if (tally && spec.foul?.unsportsmanlike) tally.unsportsmanlike += 1;
  if (spec.timeout) fold.timeoutsUsed[play.side] += 1;
}

function fold(plays: readonly Play[], settings: GameSettings): Fold {
  const state: Fold = {
    period: 0,
    inPlay: false,
    over: false,
    winner: null,
    score: { home: 0, away: 0 },
    scoreByPeriod: new Map(),
    teamFouls: new Map(),
    timeoutsUsed: { home: 0, away: 0 },
    onCourt: bySide(() => []),
    lineupKept: bySide(() => false),
    players: new Map(),
    team: bySide(noCounts),
    clock: null,
  };
  for (const play of plays) {
    switch (play.kind) {
      case 'periodStart':
        startPeriod(state, play.period, settings);
        break;
      case 'periodEnd':
        endPeriod(state, play.period, settings);
        break;
      case 'startingFive':
        state.onCourt[play.side] = [...new Set(play.players)];
        state.lineupKept[play.side] = state.period === 0;
        for (const playerId of play.players) tallyOf(state, playerId, play.side);
        break;
      case 'substitution':
        substitute(state, play, settings);
        break;
      default:
        record(state, play, settings);
    }
    if (state.inPlay && play.period === state.period && play.clock != null && state.clock !== null) {
      state.clock = Math.min(state.clock, play.clock);
    }
  }
  return state;
}

// What the book shows.

/** A player's game so far (docs/rules/play-by-play.md#the-state-of-the-game). */
export type PlayerGame = {
  playerId: PlayerId;
  side: Side;
  points: number;
  personalFouls: number;
  technicals: number;
  unsportsmanlikeFouls: number;
  onCourt: boolean;
  /** Reached the warning foul and is not disqualified. */
  warned: boolean;
  disqualified: boolean;
  /** Null when the team's lineup is not kept. */
  plusMinus: number | null;
  /** Null when unknown (docs/rules/play-by-play.md#minutes). */
  seconds: number | null;
};

export type BookState = {
  /** The latest period started; 0 before the game. */
  period: number;
  periodLabel: string | null;
  inPlay: boolean;
  overtime: boolean;
  suddenDeath: boolean;
  over: boolean;
  winner: Side | null;
  score: Record<Side, number>;
  /** Every period started, with the points scored in it. */
  scoreByPeriod: { period: number; label: string; home: number; away: number }[];
  /** Team fouls of the current half, overtime counting with the second. */
  teamFouls: Record<Side, number>;
  /** The other team's next foul gives this team free throws. */
  inBonus: Record<Side, boolean>;
  timeoutsLeft: Record<Side, number>;
  onCourt: Record<Side, PlayerId[]>;
  /** The team's starting five was recorded before the game: its lineup, plus/minus and minutes are kept. */
  lineupKept: Record<Side, boolean>;
  /** The period's latest clock in seconds, when kept. */
  clock: number | null;
  /** In order of first appearance. */
  players: ReadonlyMap<PlayerId, PlayerGame>;
  warnings: PlayerId[];
  disqualified: PlayerId[];
};

function isDisqualified(tally: PlayerTally, settings: GameSettings): boolean {
  return (
    tally.line.personalFouls >= settings.foulsToDisqualify ||
    tally.technicals >= settings.technicalsToDisqualify ||
    tally.unsportsmanlike >= settings.unsportsmanlikeToDisqualify
  );
}

/** Seconds played, counting an open stint up to the period's latest clock; null when unknown. */
function secondsOf(state: Fold, tally: PlayerTally): number | null {
  if (!state.lineupKept[tally.side] || !tally.clockKept) return null;
  const open = state.inPlay && tally.stintFrom !== null && state.clock !== null ? tally.stintFrom - state.clock : 0;
  return tally.seconds + open;
}

function playerGame(state: Fold, tally: PlayerTally, settings: GameSettings): PlayerGame {
  const disqualified = isDisqualified(tally, settings);
  return {
    playerId: tally.playerId,
    side: tally.side,
    points: points(tally.line),
    personalFouls: tally.line.personalFouls,
    technicals: tally.technicals,
    unsportsmanlikeFouls: tally.unsportsmanlike,
    onCourt: state.onCourt[tally.side].includes(tally.playerId),
    warned: !disqualified && tally.line.personalFouls >= settings.foulWarningAt,
    disqualified,
    plusMinus: state.lineupKept[tally.side] ? tally.plusMinus : null,
    seconds: secondsOf(state, tally),
  };
}

function stateOf(state: Fold, settings: GameSettings): BookState {
  const players = new Map([...state.players].map(([id, tally]) => [id, playerGame(state, tally, settings)]));
  const fouls = state.teamFouls.get(foulWindow(state.period, settings)) ?? { home: 0, away: 0 };
  const lastPeriod = Math.max(state.period, ...state.scoreByPeriod.keys());
  const overtimes = Math.max(0, state.period - settings.periods);
  const timeoutsLeft = (side: Side) =>
    settings.timeoutsPerGame + overtimes * settings.timeoutsPerOvertime - state.timeoutsUsed[side];
  const all = [...players.values()];
  return {
    period: state.period,
    periodLabel: state.period === 0 ? null : periodLabel(state.period, settings),
    inPlay: state.inPlay,
    overtime: isOvertime(state.period, settings),
    suddenDeath: isSuddenDeath(state.period, settings),
    over: state.over,
    winner: state.winner,
    score: { ...state.score },
    scoreByPeriod: Array.from({ length: lastPeriod }, (_, index) => {
      const points = state.scoreByPeriod.get(index + 1) ?? { home: 0, away: 0 };
      return { period: index + 1, label: periodLabel(index + 1, settings), ...points };
    }),
    teamFouls: { ...fouls },
    inBonus: bySide((side) => fouls[otherSide(side)] >= settings.bonusAt - 1),
    timeoutsLeft: bySide(timeoutsLeft),
    onCourt: { home: [...state.onCourt.home], away: [...state.onCourt.away] },
    lineupKept: { ...state.lineupKept },
    clock: state.clock,
    players,
    warnings: all.filter((player) => player.warned).map((player) => player.playerId),
    disqualified: all.filter((player) => player.disqualified).map((player) => player.playerId),
  };
}

/** The state of the game after the book's standing plays. */
export function bookState(book: Book, settings: GameSettings = LEAGUE_GAME_SETTINGS): BookState {
  return stateOf(fold(standingPlays(book), settings), settings);
}

/** A stat line made from the book, keyed as the stat catalogue stores it. */
export type GameLine = Counts & Record<OptionalKey, number | null>;
export type PlayerGameLine = { playerId: PlayerId; side: Side; line: GameLine };
export type GameLines = {
  /** Every player a standing play names, in order of first appearance. */
  players: PlayerGameLine[];
  /** What plays naming no player added: team rebounds and team turnovers. */
  team: Record<Side, Counts>;
};

/**
 * The stat lines of the book's standing plays (docs/rules/play-by-play.md#stat-lines): each
 * play adds one to the stats its kind declares; minutes are whole, null when unknown.
 */
export function statLines(book: Book, settings: GameSettings = LEAGUE_GAME_SETTINGS): GameLines {
  const state = fold(standingPlays(book), settings);
  return {
    players: [...state.players.values()].map((tally) => {
      const seconds = secondsOf(state, tally);
      return {
        playerId: tally.playerId,
        side: tally.side,
        line: { ...tally.line, minutes: seconds === null ? null : Math.round(seconds / 60) },
      };
    }),
    team: { home: { ...state.team.home }, away: { ...state.team.away } },
  };
}

// Validation (docs/rules/play-by-play.md#what-the-book-refuses).

export const DUPLICATE_ENTRY = 'This entry is already in the book.';
export const ENTRY_OUT_OF_ORDER = 'An entry must come after every entry already in the book.';
export const GAME_OVER = 'The game is over: only corrections may be added.';
export const PERIOD_OUT_OF_ORDER = 'A period starts after the previous one has ended, one after the other.';
export const NO_PERIOD_IN_PLAY = 'No period is in play: only substitutions and technical fouls may be recorded.';
export const PERIOD_NOT_IN_PLAY = 'Only the period in play can end.';
export const SUDDEN_DEATH_HAS_NO_END = 'Sudden death ends with the first score, not with the clock.';
export const WRONG_PERIOD = 'A play belongs to the period in play, or between periods to the next one.';
export const CLOCK_OUT_OF_RANGE = 'The clock must be a whole number of seconds from 0 to the length of the period.';
export const CLOCK_RUNS_BACKWARDS = 'The clock cannot show more time left than at an earlier play of the period.';
export const NO_CLOCK_IN_SUDDEN_DEATH = 'Sudden death is played without a clock.';
export const SPOT_OFF_COURT = 'A shot spot must lie on the half court: x and y from 0 to 1.';
export const PLAYER_NOT_ON_ROSTER = "The player is not on the team's roster.";
export const PLAYER_NOT_ON_COURT = 'The player is not on the court.';
export const PLAYER_DISQUALIFIED = 'The player is disqualified: only a substitution out may be recorded.';
export const STARTING_FIVE_ONCE = 'A team records its starting five once, before the game starts.';
export const STARTING_FIVE_SIZE = 'A starting five names 1 to 5 different players.';
export const LINEUP_NOT_KEPT = "Record the team's starting five before its substitutions.";
export const SUBSTITUTION_EMPTY = 'A substitution needs a player coming in or a player going out.';
export const INCOMING_NOT_ON_BENCH = 'The player coming in must be on the bench.';
export const OUTGOING_NOT_ON_COURT = 'The player going out must be on the court.';
export const COURT_FULL = 'A team has at most 5 players on the court.';
export const NO_TIMEOUTS_LEFT = 'The team has no timeouts left.';
export const PLAY_NOT_STANDING = 'The play to correct is not in the book, or was deleted.';
export const ONLY_UNDO_STRUCTURE =
  'Starting fives, substitutions and the starts and ends of periods are not corrected: undo them while they are the latest play.';
export const CORRECTION_CHANGES_PERIOD = 'A correction keeps the play in its period.';

const MAX_ON_COURT = 5;

/** Starting fives, substitutions and period markers: later plays depend on them. */
const shapesTheGame = (kind: PlayKind) => {
  const spec = playKind(kind);
  return spec.lineup !== undefined || spec.period !== undefined;
};

/** What the play's own fields get wrong, whatever the state of the game: its clock, spot and players. */
function fieldsProblem(play: Play | PlayContent, rosters: Rosters, settings: GameSettings): string | null {
  if (play.clock != null) {
    const length = periodSeconds(play.period, settings);
    if (length === null) return NO_CLOCK_IN_SUDDEN_DEATH;
    if (!Number.isInteger(play.clock) || play.clock < 0 || play.clock > length) return CLOCK_OUT_OF_RANGE;
  }
  if ('spot' in play && play.spot) {
    const { x, y } = play.spot;
    if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return SPOT_OFF_COURT;
  }
  if ('side' in play) {
    const named = [
      'playerId' in play ? play.playerId : null,
      ...('players' in play ? play.players : []),
      ...('playerIn' in play ? [play.playerIn, play.playerOut] : []),
    ];
    const roster = rosters[play.side];
    if (named.some((playerId) => playerId != null && !roster.includes(playerId))) return PLAYER_NOT_ON_ROSTER;
  }
  return null;
}

function periodProblem(state: BookState, play: Play): string | null {
  const spec = playKind(play.kind);
  if (spec.period === 'start') return state.inPlay || play.period !== state.period + 1 ? PERIOD_OUT_OF_ORDER : null;
  if (spec.period === 'end') {
    if (!state.inPlay || play.period !== state.period) return PERIOD_NOT_IN_PLAY;
    return state.suddenDeath ? SUDDEN_DEATH_HAS_NO_END : null;
  }
  if (!state.inPlay && !spec.betweenPeriods) return NO_PERIOD_IN_PLAY;
  if (play.period !== (state.inPlay ? state.period : state.period + 1)) return WRONG_PERIOD;
  const clockWentBack = state.inPlay && play.clock != null && state.clock !== null && play.clock > state.clock;
  return clockWentBack ? CLOCK_RUNS_BACKWARDS : null;
}

function lineupProblem(state: BookState, play: Play): string | null {
  if (play.kind === 'startingFive') {
    if (state.period > 0 || state.lineupKept[play.side]) return STARTING_FIVE_ONCE;
    const distinct = new Set(play.players).size;
    return distinct === play.players.length && distinct >= 1 && distinct <= MAX_ON_COURT ? null : STARTING_FIVE_SIZE;
  }
  if (play.kind !== 'substitution') return null;
  if (play.playerIn === null && play.playerOut === null) return SUBSTITUTION_EMPTY;
  if (!state.lineupKept[play.side]) return LINEUP_NOT_KEPT;
  const court = state.onCourt[play.side];
  if (play.playerOut !== null && !court.includes(play.playerOut)) return OUTGOING_NOT_ON_COURT;
  if (play.playerIn === null) return null;
  if (state.players.get(play.playerIn)?.disqualified) return PLAYER_DISQUALIFIED;
  if (court.includes(play.playerIn)) return INCOMING_NOT_ON_BENCH;
  return court.length - (play.playerOut === null ? 0 : 1) >= MAX_ON_COURT ? COURT_FULL : null;
}

function playProblem(state: BookState, play: Play, rosters: Rosters, settings: GameSettings): string | null {
  if (state.over) return GAME_OVER;
  const problem = fieldsProblem(play, rosters, settings) ?? periodProblem(state, play);
  if (problem) return problem;
  const playerId = 'playerId' in play ? (play.playerId ?? null) : null;
  if (playerId !== null && 'side' in play) {
    const player = state.players.get(playerId);
    if (player?.disqualified) return PLAYER_DISQUALIFIED;
    if (state.lineupKept[play.side] && !playKind(play.kind).fromBench && !player?.onCourt) return PLAYER_NOT_ON_COURT;
  }
  if (play.kind === 'timeout' && state.timeoutsLeft[play.side] <= 0) return NO_TIMEOUTS_LEFT;
  return lineupProblem(state, play);
}

function amendmentProblem(
  plays: readonly Play[],
  entry: Deletion | Correction,
  rosters: Rosters,
  settings: GameSettings,
): string | null {
  const index = plays.findIndex((play) => play.id === entry.target);
  const target = plays[index];
  if (!target) return PLAY_NOT_STANDING;
  if (entry.kind === 'delete') {
    return shapesTheGame(target.kind) && index !== plays.length - 1 ? ONLY_UNDO_STRUCTURE : null;
  }
  if (shapesTheGame(target.kind) || shapesTheGame(entry.play.kind)) return ONLY_UNDO_STRUCTURE;
  if (entry.play.period !== target.period) return CORRECTION_CHANGES_PERIOD;
  return fieldsProblem(entry.play, rosters, settings);
}

/**
 * Why `entry` may not be added to the book, or null when it may
 * (docs/rules/play-by-play.md#what-the-book-refuses).
 */
export function entryProblem(
  book: Book,
  entry: BookEntry,
  rosters: Rosters,
  settings: GameSettings = LEAGUE_GAME_SETTINGS,
): string | null {
  if (book.some((earlier) => earlier.id === entry.id)) return DUPLICATE_ENTRY;
  if (book.some((earlier) => earlier.seq >= entry.seq)) return ENTRY_OUT_OF_ORDER;
  const plays = standingPlays(book);
  if (isAmendment(entry)) return amendmentProblem(plays, entry, rosters, settings);
  return playProblem(stateOf(fold(plays, settings), settings), entry, rosters, settings);
}
