import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookState,
  CLOCK_OUT_OF_RANGE,
  CLOCK_RUNS_BACKWARDS,
  correctPlay,
  CORRECTION_CHANGES_PERIOD,
  COURT_FULL,
  deletePlay,
  DUPLICATE_ENTRY,
  ENTRY_OUT_OF_ORDER,
  entryProblem,
  GAME_OVER,
  INCOMING_NOT_ON_BENCH,
  LEAGUE_GAME_SETTINGS,
  LINEUP_NOT_KEPT,
  nextSeq,
  NO_CLOCK_IN_SUDDEN_DEATH,
  NO_PERIOD_IN_PLAY,
  NO_TIMEOUTS_LEFT,
  ONLY_UNDO_STRUCTURE,
  OUTGOING_NOT_ON_COURT,
  PERIOD_OUT_OF_ORDER,
  periodLabel,
  periodSeconds,
  PLAY_KIND_KEYS,
  PLAY_KINDS,
  PLAY_NOT_STANDING,
  PLAYER_DISQUALIFIED,
  PLAYER_NOT_ON_COURT,
  PLAYER_NOT_ON_ROSTER,
  playKind,
  SPOT_OFF_COURT,
  standingPlays,
  STARTING_FIVE_ONCE,
  STARTING_FIVE_SIZE,
  statLines,
  SUBSTITUTION_EMPTY,
  SUDDEN_DEATH_HAS_NO_END,
  undoLast,
  WRONG_PERIOD,
  type Book,
  type BookEntry,
  type Play,
  type PlayContent,
  type PlayerId,
  type Rosters,
  type Side,
} from './play-by-play.ts';
import { points } from './stat-formulas.ts';

const rosters: Rosters = { home: [1, 2, 3, 4, 5, 6, 7], away: [11, 12, 13, 14, 15, 16, 17] };

/** The play as the scorer's device sends it: its id and seq follow the book's entries. */
const entryOf = (book: Book, play: PlayContent): Play =>
  ({ ...play, id: `entry-${nextSeq(book)}`, seq: nextSeq(book) }) as Play;

/** Adds each play as the scorer's screen would: refused plays fail the test with their message. */
function add(book: Book, ...plays: PlayContent[]): BookEntry[] {
  let result = [...book];
  for (const play of plays) {
    const entry = entryOf(result, play);
    const problem = entryProblem(result, entry, rosters);
    if (problem) throw new Error(`${play.kind}: ${problem}`);
    result = [...result, entry];
  }
  return result;
}

/** Adds an undo, deletion or correction, failing the test when it is refused. */
function amend(book: Book, entry: BookEntry | null): BookEntry[] {
  if (!entry) throw new Error('Nothing to amend');
  const problem = entryProblem(book, entry, rosters);
  if (problem) throw new Error(`${entry.kind}: ${problem}`);
  return [...book, entry];
}

const refusal = (book: Book, play: PlayContent) => entryProblem(book, entryOf(book, play), rosters);

const startingFives: PlayContent[] = [
  { kind: 'startingFive', side: 'home', players: [1, 2, 3, 4, 5], period: 1 },
  { kind: 'startingFive', side: 'away', players: [11, 12, 13, 14, 15], period: 1 },
];
const tipOff = add([], ...startingFives, { kind: 'periodStart', period: 1, clock: 1500 });

describe('the declaration of plays', () => {
  it('scores each kind as the points formula scores the stats it adds', () => {
    for (const kind of PLAY_KIND_KEYS) {
      const line = { ftm: 0, fgm: 0, threepm: 0 };
      for (const key of playKind(kind).stats) if (key in line) line[key as keyof typeof line] += 1;
      expect(points(line), kind).toBe(PLAY_KINDS[kind].points);
    }
  });

  it('counts personal, shooting, offensive and unsportsmanlike fouls as personal fouls, and technicals on their own', () => {
    const personal = PLAY_KIND_KEYS.filter((kind) => playKind(kind).stats.includes('personalFouls'));
    expect(personal).toEqual(['personalFoul', 'shootingFoul', 'offensiveFoul', 'unsportsmanlikeFoul']);
    expect(playKind('technicalFoul').foul).toEqual({ team: false, technical: true });
  });

  it('names the halves, the overtime and sudden death, and times them', () => {
    const settings = LEAGUE_GAME_SETTINGS;
    expect([1, 2, 3, 4].map((period) => periodLabel(period, settings))).toEqual([
      '1st half',
      '2nd half',
      'Overtime',
      'Sudden death',
    ]);
    expect([1, 2, 3, 4].map((period) => periodSeconds(period, settings))).toEqual([1500, 1500, 180, null]);
  });
});

describe('a short game worked by hand', () => {
  // Home starts 1-5, away 11-15; halves of 1500 seconds, the overtime 180.
  const firstHalf = add(
    tipOff,
    { kind: 'twoMade', side: 'home', playerId: 1, period: 1, clock: 1450, spot: { x: 0.5, y: 0.2 } }, // 2-0
    { kind: 'threeMade', side: 'away', playerId: 11, period: 1, clock: 1400 }, // 2-3
    { kind: 'personalFoul', side: 'home', playerId: 2, period: 1, clock: 1300 }, // home team foul 1
    { kind: 'timeout', side: 'home', period: 1, clock: 1300 }, // home 2 timeouts left
    { kind: 'substitution', side: 'home', playerIn: 6, playerOut: 1, period: 1, clock: 1200 }, // 1 played 300 s
    { kind: 'threeMade', side: 'home', playerId: 6, period: 1, clock: 1100 }, // 5-3
    { kind: 'assist', side: 'home', playerId: 2, period: 1, clock: 1100 },
    { kind: 'periodEnd', period: 1 },
  );
  const secondHalf = add(
    firstHalf,
    { kind: 'periodStart', period: 2, clock: 1500 },
    { kind: 'twoMade', side: 'away', playerId: 12, period: 2, clock: 1000 }, // 5-5
    { kind: 'shootingFoul', side: 'home', playerId: 3, period: 2, clock: 900 }, // home team foul 1 of the half
    { kind: 'freeThrowMade', side: 'away', playerId: 12, period: 2, clock: 900 }, // 5-6
    { kind: 'freeThrowMissed', side: 'away', playerId: 12, period: 2, clock: 900 },
    { kind: 'defensiveRebound', side: 'home', period: 2, clock: 900 }, // a team rebound
    { kind: 'substitution', side: 'home', playerIn: 1, playerOut: 6, period: 2, clock: 600 }, // 6 played 900 s
    { kind: 'freeThrowMade', side: 'home', playerId: 1, period: 2, clock: 300 }, // 6-6
    { kind: 'periodEnd', period: 2 },
  );
  const overtime = add(
    secondHalf,
    { kind: 'periodStart', period: 3, clock: 180 }, // each team gets a 4th timeout
    { kind: 'timeout', side: 'home', period: 3, clock: 120 },
    { kind: 'twoMade', side: 'home', playerId: 2, period: 3, clock: 100 }, // 8-6
    { kind: 'periodEnd', period: 3 },
  );

  it('stands at 5-3 after the first half, with one home foul and one home timeout used', () => {
    const state = bookState(firstHalf);
    expect(state).toMatchObject({
      period: 1,
      periodLabel: '1st half',
      inPlay: false,
      over: false,
      score: { home: 5, away: 3 },
      teamFouls: { home: 1, away: 0 },
      inBonus: { home: false, away: false },
      timeoutsLeft: { home: 2, away: 3 },
      onCourt: { home: [2, 3, 4, 5, 6], away: [11, 12, 13, 14, 15] },
    });
  });

  it('goes to overtime tied 6-6, the first half fouls forgotten and the second half fouls kept', () => {
    const tied = bookState(secondHalf);
    expect(tied).toMatchObject({ period: 2, over: false, winner: null, score: { home: 6, away: 6 } });
    expect(tied.teamFouls).toEqual({ home: 1, away: 0 });
    const started = bookState(add(secondHalf, { kind: 'periodStart', period: 3 }));
    expect(started).toMatchObject({ period: 3, overtime: true, suddenDeath: false, periodLabel: 'Overtime' });
    expect(started.teamFouls).toEqual({ home: 1, away: 0 });
    // 3 for regulation and 1 more for the overtime, less the one home used.
    expect(started.timeoutsLeft).toEqual({ home: 3, away: 4 });
  });

  it('ends 8-6 for home, with the score by period, timeouts, plus/minus and minutes', () => {
    const state = bookState(overtime);
    expect(state).toMatchObject({ over: true, winner: 'home', score: { home: 8, away: 6 } });
    expect(state.scoreByPeriod).toEqual([
      { period: 1, label: '1st half', home: 5, away: 3 },
      { period: 2, label: '2nd half', home: 1, away: 3 },
      { period: 3, label: 'Overtime', home: 2, away: 0 },
    ]);
    expect(state.timeoutsLeft).toEqual({ home: 2, away: 4 });
    const player = (playerId: PlayerId) => state.players.get(playerId);
    // On the court for every basket: 2-5 and 11-15 end at the final margin.
    expect([2, 3, 4, 5].map((id) => player(id)?.plusMinus)).toEqual([2, 2, 2, 2]);
    expect([11, 12, 13, 14, 15].map((id) => player(id)?.plusMinus)).toEqual([-2, -2, -2, -2, -2]);
    // 1: +2 (1450), -3 (1400), then back for +1 (300) and +2 (overtime) = +2.
    expect(player(1)?.plusMinus).toBe(2);
    // 6: +3 (1100), -2 (1000), -1 (900) = 0.
    expect(player(6)?.plusMinus).toBe(0);
    // 1: 300 + 600 + 180 = 1080 s; 6: 1200 + 900 = 2100 s; the rest 1500 + 1500 + 180 = 3180 s.
    expect(player(1)?.seconds).toBe(1080);
    expect(player(6)?.seconds).toBe(2100);
    expect(player(2)?.seconds).toBe(3180);
    expect(player(7)).toBeUndefined();
    expect(player(1)?.points).toBe(3);
    expect(player(12)?.points).toBe(3);
  });

  it('makes stat lines in the catalogue stored keys, minutes rounded, the team rebound to the team', () => {
    const { players, team } = statLines(overtime);
    expect(players.map((line) => line.playerId)).toEqual([1, 2, 3, 4, 5, 11, 12, 13, 14, 15, 6]);
    const lineOf = (playerId: PlayerId) => players.find((line) => line.playerId === playerId)?.line;
    const empty = {
      fta: 0,
      ftm: 0,
      fga: 0,
      fgm: 0,
      threepa: 0,
      threepm: 0,
      rebounds: 0,
      offensiveRebounds: 0,
      assists: 0,
      steals: 0,
      blocks: 0,
      turnovers: 0,
      personalFouls: 0,
    };
    // 1080 s = 18 min, 2100 s = 35 min, 3180 s = 53 min.
    expect(lineOf(1)).toEqual({ ...empty, fgm: 1, fga: 1, ftm: 1, fta: 1, minutes: 18 });
    expect(lineOf(2)).toEqual({ ...empty, fgm: 1, fga: 1, assists: 1, personalFouls: 1, minutes: 53 });
    expect(lineOf(3)).toEqual({ ...empty, personalFouls: 1, minutes: 53 });
    expect(lineOf(6)).toEqual({ ...empty, threepm: 1, threepa: 1, minutes: 35 });
    expect(lineOf(11)).toEqual({ ...empty, threepm: 1, threepa: 1, minutes: 53 });
    expect(lineOf(12)).toEqual({ ...empty, fgm: 1, fga: 1, ftm: 1, fta: 2, minutes: 53 });
    expect(team).toEqual({ home: { ...empty, rebounds: 1 }, away: empty });
  });

  it('refuses anything but corrections once the game is over', () => {
    expect(refusal(overtime, { kind: 'periodStart', period: 4 })).toBe(GAME_OVER);
    const lastBasket = standingPlays(overtime).findLast((play) => play.kind === 'twoMade')!;
    const corrected = amend(
      overtime,
      correctPlay(
        overtime,
        lastBasket.id,
        { kind: 'twoMade', side: 'home', playerId: 3, period: 3, clock: 100 },
        'fix-1',
      ),
    );
    expect(bookState(corrected).players.get(3)?.points).toBe(2);
    expect(bookState(corrected).players.get(2)?.points).toBe(0);
  });
});

describe('minutes and plus/minus without clocks or lineups', () => {
  it('leaves minutes unknown for players moved by a substitution without a clock, and keeps the others', () => {
    const book = add(
      tipOff,
      { kind: 'substitution', side: 'home', playerIn: 6, playerOut: 1, period: 1 },
      { kind: 'periodEnd', period: 1 },
    );
    const lines = statLines(book).players;
    const minutesOf = (playerId: PlayerId) => lines.find((line) => line.playerId === playerId)?.line.minutes;
    expect(minutesOf(1)).toBeNull();
    expect(minutesOf(6)).toBeNull();
    expect(minutesOf(2)).toBe(25);
  });

  it('counts an open stint up to the latest clock of the period in play', () => {
    const book = add(tipOff, { kind: 'twoMissed', side: 'home', playerId: 1, period: 1, clock: 1380 });
    expect(bookState(book).players.get(1)?.seconds).toBe(120);
  });

  it('has no plus/minus or minutes for a team whose starting five was not recorded', () => {
    const book = add(
      [],
      { kind: 'periodStart', period: 1 },
      { kind: 'twoMade', side: 'home', playerId: 1, period: 1, clock: 1400 },
    );
    expect(bookState(book).players.get(1)).toMatchObject({ points: 2, plusMinus: null, seconds: null });
    expect(refusal(book, { kind: 'substitution', side: 'home', playerIn: 2, playerOut: 1, period: 1 })).toBe(
      LINEUP_NOT_KEPT,
    );
  });
});

describe('team fouls and the bonus', () => {
  const fouls = (side: Side, players: PlayerId[], period: number): PlayContent[] =>
    players.map((playerId) => ({ kind: 'personalFoul', side, playerId, period }));

  it('puts a team in the bonus once the other has 6 team fouls in the half, its 7th being shot', () => {
    const five = add(tipOff, ...fouls('home', [1, 2, 3, 4, 5], 1));
    expect(bookState(five)).toMatchObject({ teamFouls: { home: 5, away: 0 }, inBonus: { home: false, away: false } });
    const six = add(five, ...fouls('home', [1], 1));
    expect(bookState(six)).toMatchObject({ teamFouls: { home: 6, away: 0 }, inBonus: { home: false, away: true } });
  });

  it('starts the second half at 0 and carries the second half into overtime', () => {
    const firstHalf = add(tipOff, ...fouls('home', [1, 2, 3, 4, 5, 1], 1), { kind: 'periodEnd', period: 1 });
    const secondHalf = add(firstHalf, { kind: 'periodStart', period: 2 });
    expect(bookState(secondHalf)).toMatchObject({ teamFouls: { home: 0, away: 0 }, inBonus: { away: false } });
    const tied = add(secondHalf, ...fouls('away', [11, 12, 13, 14, 15, 11], 2), { kind: 'periodEnd', period: 2 });
    const overtime = add(tied, { kind: 'periodStart', period: 3 });
    expect(bookState(overtime)).toMatchObject({ teamFouls: { home: 0, away: 6 }, inBonus: { home: true } });
  });

  it('counts neither technical fouls nor a bench technical among team fouls', () => {
    const book = add(
      tipOff,
      { kind: 'technicalFoul', side: 'home', playerId: 1, period: 1 },
      { kind: 'technicalFoul', side: 'home', period: 1 },
    );
    expect(bookState(book).teamFouls).toEqual({ home: 0, away: 0 });
    expect(bookState(book).players.get(1)).toMatchObject({ technicals: 1, personalFouls: 0 });
  });
});

describe('warnings and disqualifications', () => {
  const personal = (playerId: PlayerId): PlayContent => ({ kind: 'personalFoul', side: 'home', playerId, period: 1 });

  it('warns on the 5th personal foul and disqualifies on the 6th', () => {
    const fifth = add(tipOff, ...[1, 1, 1, 1, 1].map(personal));
    expect(bookState(fifth)).toMatchObject({ warnings: [1], disqualified: [] });
    const sixth = add(fifth, personal(1));
    expect(bookState(sixth)).toMatchObject({ warnings: [], disqualified: [1] });
    expect(bookState(sixth).players.get(1)).toMatchObject({ personalFouls: 6, warned: false, disqualified: true });
  });

  it('refuses further plays of a disqualified player but lets him be substituted out', () => {
    const sixth = add(tipOff, ...[1, 1, 1, 1, 1, 1].map(personal));
    expect(refusal(sixth, { kind: 'twoMade', side: 'home', playerId: 1, period: 1 })).toBe(PLAYER_DISQUALIFIED);
    expect(refusal(sixth, { kind: 'technicalFoul', side: 'home', playerId: 1, period: 1 })).toBe(PLAYER_DISQUALIFIED);
    const out = add(sixth, { kind: 'substitution', side: 'home', playerIn: 6, playerOut: 1, period: 1 });
    expect(bookState(out).onCourt.home).toEqual([2, 3, 4, 5, 6]);
    expect(refusal(out, { kind: 'substitution', side: 'home', playerIn: 1, playerOut: 6, period: 1 })).toBe(
      PLAYER_DISQUALIFIED,
    );
  });

  it('lets a disqualified player leave with nobody to replace him', () => {
    const sixth = add(tipOff, ...[1, 1, 1, 1, 1, 1].map(personal));
    const out = add(sixth, { kind: 'substitution', side: 'home', playerIn: null, playerOut: 1, period: 1 });
    expect(bookState(out).onCourt.home).toEqual([2, 3, 4, 5]);
  });

  it('disqualifies on the 2nd technical, which counts no personal foul', () => {
    const technical: PlayContent = { kind: 'technicalFoul', side: 'away', playerId: 16, period: 1 };
    const book = add(tipOff, technical, technical);
    expect(bookState(book).players.get(16)).toMatchObject({ technicals: 2, personalFouls: 0, disqualified: true });
    expect(bookState(book).disqualified).toEqual([16]);
  });

  it('counts an unsportsmanlike foul as a personal and team foul, and disqualifies on the 2nd', () => {
    const unsportsmanlike: PlayContent = { kind: 'unsportsmanlikeFoul', side: 'away', playerId: 12, period: 1 };
    const first = add(tipOff, unsportsmanlike);
    expect(bookState(first).players.get(12)).toMatchObject({ personalFouls: 1, disqualified: false });
    const second = add(first, unsportsmanlike);
    expect(bookState(second).players.get(12)).toMatchObject({ unsportsmanlikeFouls: 2, disqualified: true });
    expect(bookState(second).teamFouls.away).toBe(2);
  });
});

describe('undo, corrections and deletions', () => {
  const book = add(
    tipOff,
    { kind: 'twoMade', side: 'home', playerId: 1, period: 1, clock: 1400 },
    { kind: 'steal', side: 'away', playerId: 11, period: 1, clock: 1350 },
    { kind: 'threeMade', side: 'away', playerId: 11, period: 1, clock: 1340 },
  );
  const idOf = (kind: Play['kind']) => standingPlays(book).find((play) => play.kind === kind)!.id;

  it('undoes the latest play still standing, one after the other', () => {
    const once = amend(book, undoLast(book, 'undo-1'));
    expect(bookState(once).score).toEqual({ home: 2, away: 0 });
    const twice = amend(once, undoLast(once, 'undo-2'));
    expect(
      standingPlays(twice)
        .map((play) => play.kind)
        .at(-1),
    ).toBe('twoMade');
    expect(statLines(twice).players.find((line) => line.playerId === 11)?.line.steals).toBe(0);
    expect(undoLast([], 'undo-3')).toBeNull();
  });

  it('corrects an earlier play in its place', () => {
    const target = idOf('twoMade');
    const corrected = amend(
      book,
      correctPlay(book, target, { kind: 'threeMade', side: 'home', playerId: 1, period: 1, clock: 1400 }, 'fix'),
    );
    expect(bookState(corrected).score).toEqual({ home: 3, away: 3 });
    const plays = standingPlays(corrected);
    expect(plays.map((play) => play.id)).toEqual(standingPlays(book).map((play) => play.id));
    expect(plays.find((play) => play.id === target)?.kind).toBe('threeMade');
  });

  it('deletes an earlier play, and refuses to amend it again', () => {
    const target = idOf('steal');
    const deleted = amend(book, deletePlay(book, target, 'gone'));
    expect(standingPlays(deleted).some((play) => play.id === target)).toBe(false);
    expect(bookState(deleted).score).toEqual({ home: 2, away: 3 });
    expect(entryProblem(deleted, deletePlay(deleted, target, 'again'), rosters)).toBe(PLAY_NOT_STANDING);
  });

  it('undoes lineups and periods only while they are the latest play, and never corrects them', () => {
    const subbed = add(book, { kind: 'substitution', side: 'home', playerIn: 6, playerOut: 1, period: 1, clock: 1300 });
    const substitution = standingPlays(subbed).at(-1)!.id;
    expect(bookState(amend(subbed, undoLast(subbed, 'undo'))).onCourt.home).toEqual([1, 2, 3, 4, 5]);
    const later = add(subbed, { kind: 'block', side: 'home', playerId: 6, period: 1, clock: 1200 });
    expect(entryProblem(later, deletePlay(later, substitution, 'gone'), rosters)).toBe(ONLY_UNDO_STRUCTURE);
    const intoSubstitution = correctPlay(
      later,
      idOf('steal'),
      { kind: 'substitution', side: 'away', playerIn: 16, playerOut: 11, period: 1 },
      'fix',
    );
    expect(entryProblem(later, intoSubstitution, rosters)).toBe(ONLY_UNDO_STRUCTURE);
  });

  it('keeps a corrected play in its period and on its roster', () => {
    const target = idOf('twoMade');
    const elsewhere = correctPlay(book, target, { kind: 'twoMade', side: 'home', playerId: 1, period: 2 }, 'fix');
    expect(entryProblem(book, elsewhere, rosters)).toBe(CORRECTION_CHANGES_PERIOD);
    const stranger = correctPlay(book, target, { kind: 'twoMade', side: 'home', playerId: 12, period: 1 }, 'fix');
    expect(entryProblem(book, stranger, rosters)).toBe(PLAYER_NOT_ON_ROSTER);
  });
});

describe('what the book refuses', () => {
  it('refuses an entry already in the book or not after its last one', () => {
    const last = tipOff.at(-1)!;
    expect(entryProblem(tipOff, { ...last, seq: 99 }, rosters)).toBe(DUPLICATE_ENTRY);
    expect(entryProblem(tipOff, { kind: 'periodEnd', period: 1, id: 'new', seq: 2 }, rosters)).toBe(ENTRY_OUT_OF_ORDER);
  });

  it('keeps the periods in order and plays inside them', () => {
    expect(refusal([], { kind: 'twoMade', side: 'home', playerId: 1, period: 1 })).toBe(NO_PERIOD_IN_PLAY);
    expect(refusal([], { kind: 'periodStart', period: 2 })).toBe(PERIOD_OUT_OF_ORDER);
    expect(refusal(tipOff, { kind: 'periodStart', period: 2 })).toBe(PERIOD_OUT_OF_ORDER);
    expect(refusal(tipOff, { kind: 'assist', side: 'home', playerId: 1, period: 2 })).toBe(WRONG_PERIOD);
  });

  it('checks the clock against the period and the plays before', () => {
    expect(refusal(tipOff, { kind: 'steal', side: 'home', playerId: 1, period: 1, clock: 1501 })).toBe(
      CLOCK_OUT_OF_RANGE,
    );
    const later = add(tipOff, { kind: 'steal', side: 'home', playerId: 1, period: 1, clock: 1000 });
    expect(refusal(later, { kind: 'steal', side: 'home', playerId: 1, period: 1, clock: 1100 })).toBe(
      CLOCK_RUNS_BACKWARDS,
    );
  });

  it('checks rosters, the court and the bench', () => {
    expect(refusal(tipOff, { kind: 'block', side: 'home', playerId: 11, period: 1 })).toBe(PLAYER_NOT_ON_ROSTER);
    expect(refusal(tipOff, { kind: 'block', side: 'home', playerId: 6, period: 1 })).toBe(PLAYER_NOT_ON_COURT);
    const substitution = (playerIn: PlayerId | null, playerOut: PlayerId | null): PlayContent => ({
      kind: 'substitution',
      side: 'home',
      playerIn,
      playerOut,
      period: 1,
    });
    expect(refusal(tipOff, substitution(2, 1))).toBe(INCOMING_NOT_ON_BENCH);
    expect(refusal(tipOff, substitution(7, 6))).toBe(OUTGOING_NOT_ON_COURT);
    expect(refusal(tipOff, substitution(6, null))).toBe(COURT_FULL);
    expect(refusal(tipOff, substitution(null, null))).toBe(SUBSTITUTION_EMPTY);
    expect(refusal(tipOff, substitution(null, 1))).toBeNull();
  });

  it('takes each starting five once, before the game, with 1 to 5 players', () => {
    expect(refusal([], { kind: 'startingFive', side: 'home', players: [1, 2, 3, 4, 5, 6], period: 1 })).toBe(
      STARTING_FIVE_SIZE,
    );
    expect(refusal([], { kind: 'startingFive', side: 'home', players: [1, 1, 2], period: 1 })).toBe(STARTING_FIVE_SIZE);
    expect(refusal([], { kind: 'startingFive', side: 'home', players: [1, 2, 3, 4], period: 1 })).toBeNull();
    expect(refusal(tipOff, startingFives[0]!)).toBe(STARTING_FIVE_ONCE);
  });

  it('refuses a timeout when none are left, and a shot spot off the court', () => {
    const timeout: PlayContent = { kind: 'timeout', side: 'away', period: 1 };
    const used = add(tipOff, timeout, timeout, timeout);
    expect(bookState(used).timeoutsLeft.away).toBe(0);
    expect(refusal(used, timeout)).toBe(NO_TIMEOUTS_LEFT);
    expect(refusal(tipOff, { kind: 'twoMissed', side: 'home', playerId: 1, period: 1, spot: { x: 1.2, y: 0 } })).toBe(
      SPOT_OFF_COURT,
    );
  });

  it('plays sudden death after a tied overtime: no clock, no end, the first score wins', () => {
    const tiedOvertime = add(
      tipOff,
      { kind: 'periodEnd', period: 1 },
      { kind: 'periodStart', period: 2 },
      { kind: 'periodEnd', period: 2 },
      { kind: 'periodStart', period: 3 },
      { kind: 'periodEnd', period: 3 },
      { kind: 'periodStart', period: 4 },
    );
    expect(bookState(tiedOvertime)).toMatchObject({ period: 4, suddenDeath: true, over: false, clock: null });
    expect(refusal(tiedOvertime, { kind: 'periodEnd', period: 4 })).toBe(SUDDEN_DEATH_HAS_NO_END);
    expect(refusal(tiedOvertime, { kind: 'steal', side: 'away', playerId: 11, period: 4, clock: 10 })).toBe(
      NO_CLOCK_IN_SUDDEN_DEATH,
    );
    const won = add(tiedOvertime, { kind: 'freeThrowMade', side: 'away', playerId: 11, period: 4 });
    expect(bookState(won)).toMatchObject({ over: true, winner: 'away', score: { home: 0, away: 1 } });
    // The players' minutes leave sudden death out: 1500 + 1500 + 180 seconds.
    expect(bookState(won).players.get(11)?.seconds).toBe(3180);
  });
});

describe('stat lines from any book', () => {
  const PLAYERS: Record<Side, PlayerId[]> = { home: [1, 2, 3], away: [11, 12, 13] };
  const PLAYER_KINDS = [
    'twoMade',
    'twoMissed',
    'threeMade',
    'threeMissed',
    'freeThrowMade',
    'freeThrowMissed',
    'assist',
    'steal',
    'block',
    'personalFoul',
    'shootingFoul',
    'offensiveFoul',
    'unsportsmanlikeFoul',
  ] as const;
  /** Plays that may name no player: the team's. */
  const TEAM_KINDS = ['offensiveRebound', 'defensiveRebound', 'turnover', 'technicalFoul'] as const;

  const play: fc.Arbitrary<PlayContent> = fc.oneof(
    fc
      .record({
        kind: fc.constantFrom(...PLAYER_KINDS),
        side: fc.constantFrom<Side>('home', 'away'),
        pick: fc.integer({ min: 0, max: 2 }),
        period: fc.integer({ min: 1, max: 3 }),
      })
      .map(({ kind, side, pick, period }) => ({ kind, side, playerId: PLAYERS[side][pick]!, period })),
    fc
      .record({
        kind: fc.constantFrom(...TEAM_KINDS),
        side: fc.constantFrom<Side>('home', 'away'),
        pick: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
        period: fc.integer({ min: 1, max: 3 }),
      })
      .map(({ kind, side, pick, period }) => ({
        kind,
        side,
        playerId: pick === null ? null : PLAYERS[side][pick]!,
        period,
      })),
    fc.record({
      kind: fc.constant('timeout' as const),
      side: fc.constantFrom<Side>('home', 'away'),
      period: fc.constant(1),
    }),
  );

  type Action =
    | { type: 'play'; play: PlayContent }
    | { type: 'delete'; pick: number }
    | { type: 'correct'; pick: number; play: PlayContent }
    | { type: 'undo' };
  const action: fc.Arbitrary<Action> = fc.oneof(
    { weight: 5, arbitrary: play.map((content) => ({ type: 'play' as const, play: content })) },
    { weight: 1, arbitrary: fc.nat().map((pick) => ({ type: 'delete' as const, pick })) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.nat(), play).map(([pick, content]) => ({ type: 'correct' as const, pick, play: content })),
    },
    { weight: 1, arbitrary: fc.constant({ type: 'undo' as const }) },
  );

  /** The book the actions make, and the plays that should stand, kept by the test itself. */
  function replay(actions: Action[]) {
    let book: BookEntry[] = [];
    const standing: { id: string; play: PlayContent }[] = [];
    for (const [index, next] of actions.entries()) {
      const id = `device-${index}`;
      if (next.type === 'play') {
        book = [...book, { ...next.play, id, seq: nextSeq(book) } as Play];
        standing.push({ id, play: next.play });
      } else if (standing.length > 0 && next.type === 'delete') {
        const [gone] = standing.splice(next.pick % standing.length, 1);
        book = [...book, deletePlay(book, gone!.id, id)];
      } else if (standing.length > 0 && next.type === 'correct') {
        const target = standing[next.pick % standing.length]!;
        book = [...book, correctPlay(book, target.id, next.play, id)];
        target.play = next.play;
      } else if (standing.length > 0 && next.type === 'undo') {
        standing.pop();
        book = [...book, undoLast(book, id)!];
      }
    }
    return { book, standing: standing.map((entry) => entry.play) };
  }

  const zeroLine = () => ({
    fta: 0,
    ftm: 0,
    fga: 0,
    fgm: 0,
    threepa: 0,
    threepm: 0,
    rebounds: 0,
    offensiveRebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    personalFouls: 0,
  });
  type Line = ReturnType<typeof zeroLine>;

  /** The stat lines and score as a scorer would add them up with pencil and paper. */
  function tallyByHand(plays: PlayContent[]) {
    const players = new Map<PlayerId, { side: Side; line: Line }>();
    const team: Record<Side, Line> = { home: zeroLine(), away: zeroLine() };
    const score: Record<Side, number> = { home: 0, away: 0 };
    for (const play of plays) {
      if (!('side' in play)) continue;
      const playerId = 'playerId' in play ? play.playerId : null;
      let line = team[play.side];
      if (playerId != null) {
        if (!players.has(playerId)) players.set(playerId, { side: play.side, line: zeroLine() });
        line = players.get(playerId)!.line;
      }
      switch (play.kind) {
        case 'twoMade':
          line.fgm += 1;
          line.fga += 1;
          score[play.side] += 2;
          break;
        case 'twoMissed':
          line.fga += 1;
          break;
        case 'threeMade':
          line.threepm += 1;
          line.threepa += 1;
          score[play.side] += 3;
          break;
        case 'threeMissed':
          line.threepa += 1;
          break;
        case 'freeThrowMade':
          line.ftm += 1;
          line.fta += 1;
          score[play.side] += 1;
          break;
        case 'freeThrowMissed':
          line.fta += 1;
          break;
        case 'offensiveRebound':
          line.offensiveRebounds += 1;
          break;
        case 'defensiveRebound':
          line.rebounds += 1;
          break;
        case 'assist':
          line.assists += 1;
          break;
        case 'steal':
          line.steals += 1;
          break;
        case 'block':
          line.blocks += 1;
          break;
        case 'turnover':
          line.turnovers += 1;
          break;
        case 'personalFoul':
        case 'shootingFoul':
        case 'unsportsmanlikeFoul':
          line.personalFouls += 1;
          break;
        case 'offensiveFoul':
          line.personalFouls += 1;
          line.turnovers += 1;
          break;
        default:
          // Technical fouls and timeouts add to no stat line.
          break;
      }
    }
    return { players, team, score };
  }

  it('equal the plays that stand, added up by hand, whatever was undone, corrected or deleted', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const { book, standing } = replay(actions);
        const expected = tallyByHand(standing);
        const lines = statLines(book);
        const byPlayer = new Map(lines.players.map(({ playerId, side, line }) => [playerId, { side, line }]));
        expect([...byPlayer.keys()].sort()).toEqual([...expected.players.keys()].sort());
        for (const [playerId, { side, line }] of expected.players) {
          expect(byPlayer.get(playerId)).toEqual({ side, line: { ...line, minutes: null } });
        }
        expect(lines.team).toEqual(expected.team);
        expect(bookState(book).score).toEqual(expected.score);
        // The book's order is its seq, not the order its entries arrive in.
        expect(statLines([...book].reverse())).toEqual(lines);
      }),
    );
  });
});
