import { describe, expect, it } from 'vitest';
import {
  allMatchups,
  bracketPlan,
  earlyBracketWarning,
  gameWinner,
  isPlayoffEligible,
  matchupRoundName,
  notEnoughTeamsMessage,
  resolveBracket,
  roundName,
  seedOrder,
  type MatchupResult,
} from './playoffs.ts';

const describePlan = (teams: number, third = false) =>
  bracketPlan(teams, third).rounds.map((round) => ({
    name: round.name,
    games: round.matchups.map((matchup) =>
      [matchup.home, matchup.away]
        .map((side) => ('seed' in side ? side.seed : 'winnerOf' in side ? `W ${side.winnerOf}` : `L ${side.loserOf}`))
        .join(' v '),
    ),
  }));

describe('bracketPlan', () => {
  it('orders seeds so that 1 and 2 can only meet in the final', () => {
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it('gives the top seeds the byes: 6 teams, seeds 1 and 2 straight into the semifinals', () => {
    expect(describePlan(6)).toEqual([
      { name: 'Quarterfinals', games: ['4 v 5', '3 v 6'] },
      { name: 'Semifinals', games: ['1 v W r1-m0', '2 v W r1-m1'] },
      { name: 'Final', games: ['W r2-m0 v W r2-m1'] },
    ]);
    expect(describePlan(5)[0]).toEqual({ name: 'Quarterfinals', games: ['4 v 5'] });
    expect(describePlan(3)).toEqual([
      { name: 'Semifinals', games: ['2 v 3'] },
      { name: 'Final', games: ['1 v W r1-m0'] },
    ]);
    expect(describePlan(2)).toEqual([{ name: 'Final', games: ['1 v 2'] }]);
  });

  it('plays N - 1 games, one more with a third-place game once there are semifinals', () => {
    for (const [teams, games] of [
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 4],
      [6, 5],
      [8, 7],
      [12, 11],
      [16, 15],
    ] as const) {
      expect(allMatchups(bracketPlan(teams, false))).toHaveLength(games);
      // Three teams have one semifinal: its loser is third without a game.
      expect(allMatchups(bracketPlan(teams, true))).toHaveLength(teams >= 4 ? games + 1 : games);
    }
    expect(bracketPlan(4, true).thirdPlace).toEqual({
      key: 'third',
      round: 2,
      position: 1,
      home: { loserOf: 'r1-m0' },
      away: { loserOf: 'r1-m1' },
    });
  });

  it('names rounds from the final back', () => {
    expect([1, 2, 3, 4].map((round) => roundName(round, 4))).toEqual([
      'Round of 16',
      'Quarterfinals',
      'Semifinals',
      'Final',
    ]);
    expect(roundName(1, 1)).toBe('Final');
    expect(roundName(1, 5)).toBe('First round');
  });

  it("names one game's round in the singular, the third-place game and an unknown key too", () => {
    // 6 teams: a bracket of 8, seeds 1 and 2 byed; r1 holds 2 games (3 v 6, 4 v 5), r2 the semifinals.
    expect(matchupRoundName(6, true, 'r1-m0')).toBe('Quarterfinal');
    expect(matchupRoundName(6, true, 'r1-m1')).toBe('Quarterfinal');
    expect(matchupRoundName(6, true, 'r2-m1')).toBe('Semifinal');
    expect(matchupRoundName(6, true, 'r3-m0')).toBe('Final');
    expect(matchupRoundName(6, true, 'third')).toBe('Third place');
    expect(matchupRoundName(16, false, 'r1-m7')).toBe('Round of 16');
    expect(matchupRoundName(2, false, 'r1-m0')).toBe('Final');
    expect(matchupRoundName(4, false, 'r3-m0')).toBe('Playoffs');
  });

  it('warns of a bracket made before the regular season is over, with the games left', () => {
    expect(earlyBracketWarning(24)).toBe(
      "24 regular-season games are not played yet. The seeds come from today's standings and do not change once the bracket is made.",
    );
    expect(earlyBracketWarning(1)).toMatch(/^1 regular-season game is not played yet\./);
  });

  it('refuses fewer than 2 or more than 16 teams', () => {
    expect(() => bracketPlan(1, false)).toThrow('A bracket has 2 to 16 teams.');
    expect(() => bracketPlan(17, false)).toThrow('A bracket has 2 to 16 teams.');
    expect(notEnoughTeamsMessage(5)).toBe('The league has only 5 teams.');
  });
});

describe('resolveBracket', () => {
  // Seeds 1 to 6 are teams 11 to 16.
  const seeds = [11, 12, 13, 14, 15, 16];
  const plan = bracketPlan(6, true);
  const won = (home: number, away: number, winner: number): MatchupResult => ({
    homeTeamId: home,
    awayTeamId: away,
    winnerTeamId: winner,
  });

  it('fills each round from the one before, the better seed at home, to the champion and third place', () => {
    const before = resolveBracket(plan, seeds, new Map());
    expect(before.matchups.find((m) => m.key === 'r2-m0')).toMatchObject({
      home: { teamId: 11, seed: 1 },
      away: null,
      winnerTeamId: null,
    });
    // Quarterfinals: 5 upsets 4, 3 beats 6.
    const results = new Map([
      ['r1-m0', won(14, 15, 15)],
      ['r1-m1', won(13, 16, 13)],
    ]);
    const semis = resolveBracket(plan, seeds, results).matchups;
    expect(semis.find((m) => m.key === 'r2-m0')).toMatchObject({
      home: { teamId: 11, seed: 1 },
      away: { teamId: 15, seed: 5 },
    });
    // Seed 2 is at home against seed 3.
    expect(semis.find((m) => m.key === 'r2-m1')).toMatchObject({
      home: { teamId: 12, seed: 2 },
      away: { teamId: 13, seed: 3 },
    });
    // Semifinals: 5 beats 1, 2 beats 3. Final: 2 beats 5; third place: 3 beats 1.
    results.set('r2-m0', won(11, 15, 15));
    results.set('r2-m1', won(12, 13, 12));
    const finals = resolveBracket(plan, seeds, results);
    expect(finals.matchups.find((m) => m.key === 'r3-m0')).toMatchObject({
      home: { teamId: 12 },
      away: { teamId: 15 },
    });
    expect(finals.matchups.find((m) => m.key === 'third')).toMatchObject({
      home: { teamId: 11 },
      away: { teamId: 13 },
    });
    expect(finals.championTeamId).toBeNull();
    results.set('r3-m0', won(12, 15, 12));
    results.set('third', won(11, 13, 13));
    const done = resolveBracket(plan, seeds, results);
    expect(done.championTeamId).toBe(12);
    expect(done.thirdPlaceTeamId).toBe(13);
  });

  it('ignores a winner who is not one of the matchup’s teams', () => {
    const resolved = resolveBracket(plan, seeds, new Map([['r1-m0', won(14, 15, 99)]]));
    expect(resolved.matchups.find((m) => m.key === 'r1-m0')?.winnerTeamId).toBeNull();
  });
});

describe('gameWinner and eligibility', () => {
  const game = { homeTeamId: 1, awayTeamId: 2, homeTeamScore: null, awayTeamScore: null, forfeitedBy: null };
  it('reads the winner from a final score or a forfeit, and none otherwise', () => {
    expect(gameWinner({ ...game, status: 'final', homeTeamScore: 50, awayTeamScore: 52 })).toBe(2);
    expect(gameWinner({ ...game, status: 'final', homeTeamScore: 50, awayTeamScore: 50 })).toBeNull();
    expect(gameWinner({ ...game, status: 'forfeit', forfeitedBy: 'home' })).toBe(2);
    expect(gameWinner({ ...game, status: 'forfeit', forfeitedBy: 'away' })).toBe(1);
    expect(gameWinner({ ...game, status: 'forfeit', forfeitedBy: 'both' })).toBeNull();
    expect(gameWinner({ ...game, status: 'postponed' })).toBeNull();
    expect(gameWinner({ ...game, status: 'scheduled' })).toBeNull();
  });

  it('makes a player eligible with 3 regular-season games', () => {
    expect([0, 2, 3, 7].map(isPlayoffEligible)).toEqual([false, false, true, true]);
  });
});
