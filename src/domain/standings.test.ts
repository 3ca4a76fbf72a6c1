import { describe, expect, it } from 'vitest';
import { formatWinShare } from './standings-rule.ts';
import { rankStandings, resultFor, teamResults, type DecidedGame, type TeamResults } from './standings.ts';

const team = (partial: Partial<TeamResults> & Pick<TeamResults, 'teamId' | 'teamName'>): TeamResults => ({
  logoUrl: null,
  wins: 0,
  losses: 0,
  ties: 0,
  forfeits: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  recent: [],
  versus: {},
  ...partial,
});

describe('rankStandings', () => {
  const a = team({
    teamId: 1,
    teamName: 'Aces',
    wins: 2,
    losses: 1,
    pointsFor: 150,
    pointsAgainst: 140,
    recent: [1, 1, -1],
    versus: { 2: { wins: 1, losses: 0 }, 3: { wins: 0, losses: 1 }, 4: { wins: 1, losses: 0 } },
  });
  // Better differential (+20 against +10) but lost to the Aces: head-to-head comes first.
  const b = team({
    teamId: 2,
    teamName: 'Bears',
    wins: 2,
    losses: 1,
    pointsFor: 160,
    pointsAgainst: 140,
    recent: [-1, 1, 1],
    versus: { 1: { wins: 0, losses: 1 } },
  });
  // Level with the Dukes and never met them: differential -5 beats -10.
  const c = team({
    teamId: 3,
    teamName: 'Comets',
    wins: 1,
    losses: 2,
    pointsFor: 130,
    pointsAgainst: 135,
    recent: [-1, -1, 1],
  });
  const d = team({
    teamId: 4,
    teamName: 'Dukes',
    wins: 1,
    losses: 2,
    pointsFor: 140,
    pointsAgainst: 150,
    recent: [1, -1, -1],
  });
  const e = team({ teamId: 5, teamName: 'Eagles' });
  const rows = rankStandings([e, d, c, b, a]);

  it('orders by wins, then head-to-head, then point differential', () => {
    expect(rows.map((row) => row.teamName)).toEqual(['Aces', 'Bears', 'Comets', 'Dukes', 'Eagles']);
  });

  it('works out win %, games behind, differential and streak', () => {
    expect(rows[0]).toMatchObject({
      winPercentage: 66.7,
      gamesBehind: 0,
      pointDifferential: 10,
      streak: 'W2',
      gamesPlayed: 3,
    });
    expect(rows[1]).toMatchObject({ gamesBehind: 0, pointDifferential: 20, streak: 'L1' });
    // (2 - 1 + 2 - 1) / 2 = 1 game behind the Aces.
    expect(rows[2]).toMatchObject({ winPercentage: 33.3, gamesBehind: 1, pointDifferential: -5, streak: 'L2' });
    expect(rows[3]).toMatchObject({ streak: 'W1' });
    // No results yet: 0 %, (2 - 0 + 0 - 1) / 2 = 0.5 behind, no streak.
    expect(rows[4]).toMatchObject({
      wins: 0,
      losses: 0,
      winPercentage: 0,
      gamesBehind: 0.5,
      streak: '',
      gamesPlayed: 0,
    });
  });

  it('counts a tie as played but for neither side, and it ends a streak', () => {
    const [row] = rankStandings([team({ teamId: 9, teamName: 'Tied', wins: 1, ties: 1, recent: [0, 1] })]);
    expect(row).toMatchObject({ gamesPlayed: 2, wins: 1, losses: 0, winPercentage: 100, streak: '' });
  });

  it('falls back to points scored, then the name', () => {
    const x = team({ teamId: 10, teamName: 'Zebras', wins: 1, pointsFor: 60, pointsAgainst: 50 });
    const y = team({ teamId: 11, teamName: 'Yaks', wins: 1, pointsFor: 70, pointsAgainst: 60 });
    const z = team({ teamId: 12, teamName: 'Xylos', wins: 1, pointsFor: 70, pointsAgainst: 60 });
    expect(rankStandings([x, y, z]).map((row) => row.teamName)).toEqual(['Xylos', 'Yaks', 'Zebras']);
  });
});

describe('the results of decided games, forfeits included', () => {
  const game = (homeTeamId: number, awayTeamId: number, partial: Partial<DecidedGame>): DecidedGame => ({
    homeTeamId,
    awayTeamId,
    homeTeamScore: null,
    awayTeamScore: null,
    forfeitedBy: null,
    ...partial,
  });

  it('gives a forfeit to the other team, without points, and a double forfeit to neither', () => {
    const awayForfeits = game(1, 2, { forfeitedBy: 'away' });
    expect(resultFor(awayForfeits, 'home')).toEqual({
      opponentId: 2,
      outcome: 1,
      forfeited: false,
      pointsFor: 0,
      pointsAgainst: 0,
    });
    expect(resultFor(awayForfeits, 'away')).toMatchObject({ opponentId: 1, outcome: -1, forfeited: true });
    const both = game(1, 2, { forfeitedBy: 'both' });
    expect([resultFor(both, 'home'), resultFor(both, 'away')]).toMatchObject([
      { outcome: -1, forfeited: true },
      { outcome: -1, forfeited: true },
    ]);
    expect(resultFor(game(1, 2, { homeTeamScore: 45, awayTeamScore: 50 }), 'home')).toMatchObject({
      outcome: -1,
      forfeited: false,
      pointsFor: 45,
      pointsAgainst: 50,
    });
  });

  it("counts each team's wins, losses, ties, forfeits, points, outcomes and head-to-head", () => {
    const teams = [
      { teamId: 1, teamName: 'Aces', logoUrl: null },
      { teamId: 2, teamName: 'Bears', logoUrl: null },
      { teamId: 3, teamName: 'Comets', logoUrl: 'https://example.org/comets.png' },
      { teamId: 4, teamName: 'Dukes', logoUrl: null },
    ];
    // Newest first: Comets and Aces both forfeit; the Bears forfeit to the Aces; Bears 48,
    // Comets 48; Aces 50, Comets 45. The Dukes have not played.
    const games = [
      game(3, 1, { forfeitedBy: 'both' }),
      game(1, 2, { forfeitedBy: 'away' }),
      game(2, 3, { homeTeamScore: 48, awayTeamScore: 48 }),
      game(1, 3, { homeTeamScore: 50, awayTeamScore: 45 }),
    ];
    expect(teamResults(teams, games)).toEqual([
      // L (double forfeit), W (forfeit), W 50-45: 2-1, one forfeit, 50 points for and 45 against.
      {
        ...teams[0],
        wins: 2,
        losses: 1,
        ties: 0,
        forfeits: 1,
        pointsFor: 50,
        pointsAgainst: 45,
        recent: [-1, 1, 1],
        versus: { 2: { wins: 1, losses: 0 }, 3: { wins: 1, losses: 1 } },
      },
      // L (forfeit), T 48-48.
      {
        ...teams[1],
        wins: 0,
        losses: 1,
        ties: 1,
        forfeits: 1,
        pointsFor: 48,
        pointsAgainst: 48,
        recent: [-1, 0],
        versus: { 1: { wins: 0, losses: 1 }, 3: { wins: 0, losses: 0 } },
      },
      // L (double forfeit), T 48-48, L 45-50: 0 + 48 + 45 = 93 for, 0 + 48 + 50 = 98 against.
      {
        ...teams[2],
        wins: 0,
        losses: 2,
        ties: 1,
        forfeits: 1,
        pointsFor: 93,
        pointsAgainst: 98,
        recent: [-1, 0, -1],
        versus: { 1: { wins: 0, losses: 2 }, 2: { wins: 0, losses: 0 } },
      },
      {
        ...teams[3],
        wins: 0,
        losses: 0,
        ties: 0,
        forfeits: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        recent: [],
        versus: {},
      },
    ]);
  });

  it('leaves out the side of a team that is not listed', () => {
    const [aces] = teamResults([{ teamId: 1, teamName: 'Aces', logoUrl: null }], [game(9, 1, { forfeitedBy: 'home' })]);
    expect(aces).toMatchObject({ wins: 1, losses: 0, recent: [1], versus: { 9: { wins: 1, losses: 0 } } });
  });
});

describe('formatWinShare', () => {
  it('prints the share of games won to three places, without the leading zero', () => {
    // 7 of 8: 87.5% is .875; 2 of 3: 66.7% is .667; 1 of 3: .333; unbeaten 1.000; winless .000.
    expect(formatWinShare(87.5)).toBe('.875');
    expect(formatWinShare(66.7)).toBe('.667');
    expect(formatWinShare(33.3)).toBe('.333');
    expect(formatWinShare(100)).toBe('1.000');
    expect(formatWinShare(0)).toBe('.000');
    expect(formatWinShare(14.3)).toBe('.143');
  });
});
