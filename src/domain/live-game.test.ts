import { describe, expect, it } from 'vitest';
import { clockText, liveGame, liveGameOf, type ScoredLiveGame } from './live-game.ts';
import { entryProblem, nextSeq, type Book, type BookEntry, type PlayContent, type Rosters } from './play-by-play.ts';

const roster = (ids: number[], prefix: string) =>
  ids.map((id) => ({ id, name: `${prefix} ${id}`, number: id % 10 === 0 ? null : id }));
const players = { home: roster([1, 2, 3, 4, 5, 6, 7], 'Home'), away: roster([11, 12, 13, 14, 15, 16, 17], 'Away') };
const rosters: Rosters = { home: players.home.map((p) => p.id), away: players.away.map((p) => p.id) };
const game = { gameId: 40, leagueId: 7 };

/** Adds each entry as the scorer's screen does: a refused one fails the test with its message. */
function add(book: Book, ...entries: (PlayContent | ((book: Book) => BookEntry))[]): BookEntry[] {
  let result = [...book];
  for (const made of entries) {
    const seq = nextSeq(result);
    const entry = typeof made === 'function' ? made(result) : ({ ...made, id: `p${seq}`, seq } as BookEntry);
    const problem = entryProblem(result, entry, rosters);
    if (problem) throw new Error(`${entry.kind}: ${problem}`);
    result = [...result, entry];
  }
  return result;
}
const remove = (target: string) => (book: Book) =>
  ({ kind: 'delete', id: `d${nextSeq(book)}`, seq: nextSeq(book), target }) as BookEntry;
const correct = (target: string, play: PlayContent) => (book: Book) =>
  ({ kind: 'replace', id: `c${nextSeq(book)}`, seq: nextSeq(book), target, play }) as BookEntry;

/**
 * Two halves worked by hand (seq: play; score after it):
 *
 * 1st half: 4 home 1 two (2-0), 5 away 11 three (2-3), 6 away 12 shooting foul, 7 home 2 free
 * throw made (3-3), 8 home 2 free throw missed, 9 home 3 two missed, 10 home 6 in for 1 at
 * 20:00, 11 home 6 two at 18:20 (5-3), 12 end: 5-3.
 * 2nd half: 14 home 6 three (8-3), 15 away 13 two deleted by 16, 17 home 3 foul, 18 away 14 two
 * corrected by 19 into a three (8-6), 20 away timeout.
 */
function twoHalves(): BookEntry[] {
  return add(
    [],
    { kind: 'startingFive', period: 1, side: 'home', players: [1, 2, 3, 4, 5] },
    { kind: 'startingFive', period: 1, side: 'away', players: [11, 12, 13, 14, 15] },
    { kind: 'periodStart', period: 1 },
    { kind: 'twoMade', period: 1, clock: 1480, side: 'home', playerId: 1, spot: { x: 0.5, y: 0.2 } },
    { kind: 'threeMade', period: 1, clock: 1450, side: 'away', playerId: 11, spot: { x: 0.1, y: 0.3 } },
    { kind: 'shootingFoul', period: 1, clock: 1400, side: 'away', playerId: 12 },
    { kind: 'freeThrowMade', period: 1, clock: 1400, side: 'home', playerId: 2 },
    { kind: 'freeThrowMissed', period: 1, clock: 1400, side: 'home', playerId: 2 },
    { kind: 'twoMissed', period: 1, clock: 1300, side: 'home', playerId: 3, spot: { x: 0.4, y: 0.1 } },
    { kind: 'substitution', period: 1, clock: 1200, side: 'home', playerIn: 6, playerOut: 1 },
    { kind: 'twoMade', period: 1, clock: 1100, side: 'home', playerId: 6 },
    { kind: 'periodEnd', period: 1, clock: 0 },
    { kind: 'periodStart', period: 2 },
    { kind: 'threeMade', period: 2, clock: 1400, side: 'home', playerId: 6, spot: { x: 0.95, y: 0.1 } },
    { kind: 'twoMade', period: 2, clock: 1350, side: 'away', playerId: 13 },
    remove('p15'),
    { kind: 'personalFoul', period: 2, clock: 1320, side: 'home', playerId: 3 },
    { kind: 'twoMade', period: 2, clock: 1300, side: 'away', playerId: 14, spot: { x: 0.6, y: 0.15 } },
    correct('p18', {
      kind: 'threeMade',
      period: 2,
      clock: 1300,
      side: 'away',
      playerId: 14,
      spot: { x: 0.9, y: 0.25 },
    }),
    { kind: 'timeout', period: 2, clock: 1300, side: 'away' },
  );
}

const scored = (answer: ReturnType<typeof liveGameOf>): ScoredLiveGame => {
  if (!answer.scoredLive) throw new Error('not scored live');
  return answer;
};

describe('liveGameOf', () => {
  it('is a game not scored live while the book has no entry', () => {
    expect(liveGameOf(game, { entries: [], closed: false }, players)).toEqual({
      scoredLive: false,
      gameId: 40,
      leagueId: 7,
    });
  });

  it('gives every standing play latest first, with the score after it', () => {
    const live = scored(liveGameOf(game, { entries: twoHalves(), closed: false }, players));
    expect(live.plays.map((play) => [play.id, play.score.home, play.score.away])).toEqual([
      ['p20', 8, 6],
      // The correction took the two's place: a three, by the same player.
      ['p18', 8, 6],
      ['p17', 8, 3],
      // p15 was deleted: it is not there, nor in the score.
      ['p14', 8, 3],
      ['p13', 5, 3],
      ['p12', 5, 3],
      ['p11', 5, 3],
      ['p10', 3, 3],
      ['p9', 3, 3],
      ['p8', 3, 3],
      ['p7', 3, 3],
      ['p6', 2, 3],
      ['p5', 2, 3],
      ['p4', 2, 0],
      ['p3', 0, 0],
      ['p2', 0, 0],
      ['p1', 0, 0],
    ]);
    expect(live.plays[1]).toEqual({
      id: 'p18',
      kind: 'threeMade',
      label: 'Three-pointer made',
      side: 'away',
      playerId: 14,
      playerName: 'Away 14',
      detail: null,
      points: 3,
      period: 2,
      periodLabel: '2nd half',
      clock: 1300,
      score: { home: 8, away: 6 },
    });
    const byId = new Map(live.plays.map((play) => [play.id, play]));
    expect(byId.get('p10')).toMatchObject({ label: 'Substitution', side: 'home', detail: 'Home 6 in, Home 1 out' });
    expect(byId.get('p1')?.detail).toBe('Home 1, Home 2, Home 3, Home 4, Home 5');
    expect(byId.get('p12')).toMatchObject({ label: 'End of period', side: null, periodLabel: '1st half', clock: 0 });
    expect(byId.get('p20')).toMatchObject({ label: 'Timeout', side: 'away', playerId: null, playerName: null });
  });

  it('gives the state of the game: score by period, team fouls, bonus, timeouts and clock', () => {
    const live = scored(liveGameOf(game, { entries: twoHalves(), closed: false }, players));
    expect(live.on).toBe(true);
    expect(live.closed).toBe(false);
    expect(live.state).toEqual({
      score: { home: 8, away: 6 },
      period: 2,
      periodLabel: '2nd half',
      inPlay: true,
      // 1st half: 2 + 1 + 2 = 5 to 3; 2nd half: 3 to 3.
      scoreByPeriod: [
        { period: 1, label: '1st half', home: 5, away: 3 },
        { period: 2, label: '2nd half', home: 3, away: 3 },
      ],
      // The away shooting foul was in the 1st half; only home's personal foul counts in the 2nd.
      teamFouls: { home: 1, away: 0 },
      inBonus: { home: false, away: false },
      timeoutsLeft: { home: 3, away: 2 },
      over: false,
      winner: null,
      clock: 1300,
    });
  });

  it("gives each player's points, fouls, plus/minus, seconds and line", () => {
    const live = scored(liveGameOf(game, { entries: twoHalves(), closed: false }, players));
    const player = (id: number) => live.players.find((candidate) => candidate.playerId === id);
    // On for 2-0, 2-3 and 3-3, then out at 20:00: +2 - 3 + 1 = 0, 25:00 - 20:00 = 300 seconds.
    expect(player(1)).toMatchObject({ points: 2, plusMinus: 0, seconds: 300, onCourt: false, name: 'Home 1' });
    // On throughout: +2 - 3 + 1 + 2 + 3 - 3 = +2; 1500 + (1500 - 1300) = 1700 seconds.
    expect(player(2)).toMatchObject({ points: 1, plusMinus: 2, seconds: 1700, number: 2 });
    expect(player(2)?.line).toMatchObject({ ftm: 1, fta: 2, fgm: 0, minutes: 28 });
    // In at 20:00 of the 1st half: +2, then +3 - 3; 1200 + 200 = 1400 seconds.
    expect(player(6)).toMatchObject({ points: 5, plusMinus: 2, seconds: 1400, onCourt: true });
    expect(player(6)?.line).toMatchObject({ fgm: 1, fga: 1, threepm: 1, threepa: 1 });
    expect(player(3)).toMatchObject({ points: 0, personalFouls: 1 });
    expect(player(12)).toMatchObject({ personalFouls: 1, plusMinus: -2 });
    // The deleted two counts nowhere.
    expect(player(13)).toMatchObject({ points: 0 });
    expect(player(14)?.line).toMatchObject({ fgm: 0, fga: 0, threepm: 1, threepa: 1 });
    expect(live.players.map((p) => p.playerId)).toEqual([1, 2, 3, 4, 5, 11, 12, 13, 14, 15, 6]);
  });

  it('gives the spots of shots, the corrected play with its own spot', () => {
    const live = scored(liveGameOf(game, { entries: twoHalves(), closed: false }, players));
    expect(live.shots).toEqual([
      { id: 'p4', x: 0.5, y: 0.2, made: true, points: 2, side: 'home', playerId: 1 },
      { id: 'p5', x: 0.1, y: 0.3, made: true, points: 3, side: 'away', playerId: 11 },
      { id: 'p9', x: 0.4, y: 0.1, made: false, points: 0, side: 'home', playerId: 3 },
      { id: 'p14', x: 0.95, y: 0.1, made: true, points: 3, side: 'home', playerId: 6 },
      { id: 'p18', x: 0.9, y: 0.25, made: true, points: 3, side: 'away', playerId: 14 },
    ]);
  });

  it('is over and closed once the scorekeeper closes the book, and names players off the rosters by id', () => {
    const entries = add(twoHalves(), { kind: 'periodEnd', period: 2, clock: 0 });
    const live = scored(liveGameOf(game, { entries, closed: true }, { home: players.home, away: [] }));
    expect(live).toMatchObject({ on: false, closed: true });
    expect(live.state).toMatchObject({ over: true, winner: 'home', inPlay: false, score: { home: 8, away: 6 } });
    expect(live.plays[0]).toMatchObject({ label: 'End of period', score: { home: 8, away: 6 } });
    expect(live.players.find((player) => player.playerId === 14)).toMatchObject({ name: 'Player 14', number: null });
    // The answer is what the schema says it is.
    expect(liveGame.parse(live)).toEqual(live);
  });
});

describe('clockText', () => {
  it('shows minutes and two-digit seconds', () => {
    expect([clockText(1500), clockText(1265), clockText(9), clockText(0)]).toEqual(['25:00', '21:05', '0:09', '0:00']);
  });
});
