import { describe, expect, it } from 'vitest';
import { rankStandings, type TeamResults } from './standings.ts';

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
