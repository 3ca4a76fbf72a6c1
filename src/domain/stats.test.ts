import { describe, expect, it } from 'vitest';
import {
  averageLine,
  deriveLine,
  effectiveFgPercentage,
  averageGameScore,
  gameScore,
  hasPlayed,
  percentage,
  points,
  round1,
  totalLines,
  trueShootingPercentage,
  type StoredLine,
} from './stats.ts';

// Stored lines: fga/fgm are two-point field goals only.
const lineA: StoredLine = {
  fta: 5,
  ftm: 4,
  fga: 8,
  fgm: 5,
  threepa: 4,
  threepm: 1,
  rebounds: 6,
  offensiveRebounds: 2,
  assists: 3,
  steals: 2,
  blocks: 1,
  turnovers: 3,
  personalFouls: 4,
};
const lineB: StoredLine = {
  fta: 0,
  ftm: 0,
  fga: 3,
  fgm: 1,
  threepa: 2,
  threepm: 2,
  rebounds: 1,
  offensiveRebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 1,
  personalFouls: 2,
};
const zero: StoredLine = totalLines([]);

describe('rounding and percentages', () => {
  it('rounds to one decimal, halves up', () => {
    expect(round1(1.45)).toBe(1.5);
    expect(round1(2.25)).toBe(2.3);
    expect(round1(0.05)).toBe(0.1);
    expect(round1(8.333333)).toBe(8.3);
  });

  it('divides by 1 when there were no attempts', () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(9, 17)).toBe(52.9);
    expect(percentage(0, 0)).toBe(0);
  });
});

describe('a box score line', () => {
  it('scores free throws 1, two-pointers 2, threes 3', () => {
    // 4 + 2 x 5 + 3 x 1 = 17; 0 + 2 x 1 + 3 x 2 = 8
    expect(points(lineA)).toBe(17);
    expect(points(lineB)).toBe(8);
  });

  it('shows field goals including threes, and rebounds including offensive ones', () => {
    expect(deriveLine(lineA)).toEqual({
      minutes: null, // not entered
      points: 17,
      rebounds: 8,
      offensiveRebounds: 2,
      assists: 3,
      steals: 2,
      blocks: 1,
      fgm: 6,
      fga: 12,
      fgPercentage: 50,
      threepm: 1,
      threepa: 4,
      threePtPercentage: 25,
      ftm: 4,
      fta: 5,
      ftPercentage: 80,
      turnovers: 3,
      personalFouls: 4,
    });
    expect(deriveLine(lineB)).toMatchObject({
      fgm: 3,
      fga: 5,
      fgPercentage: 60,
      threePtPercentage: 100,
      ftPercentage: 0,
    });
  });

  it('counts as a game played only when some stat is not zero', () => {
    expect(hasPlayed(zero)).toBe(false);
    expect(hasPlayed({ ...zero, personalFouls: 1 })).toBe(true);
  });
});

describe('averages', () => {
  it('are per game played, with percentages from the totals', () => {
    const total = totalLines([lineA, lineB]);
    expect(total).toMatchObject({
      fta: 5,
      ftm: 4,
      fga: 11,
      fgm: 6,
      threepa: 6,
      threepm: 3,
      rebounds: 7,
      offensiveRebounds: 2,
    });
    expect(averageLine(total, 2)).toEqual({
      minutes: null, // not entered
      points: 12.5, // (17 + 8) / 2
      rebounds: 4.5, // (8 + 1) / 2
      offensiveRebounds: 1,
      assists: 1.5,
      steals: 1,
      blocks: 0.5,
      fgm: 4.5, // (6 + 3) / 2
      fga: 8.5, // (12 + 5) / 2
      fgPercentage: 52.9, // 9 / 17 from the totals, not (50 + 60) / 2
      threepm: 1.5,
      threepa: 3,
      threePtPercentage: 50, // 3 / 6
      ftm: 2,
      fta: 2.5,
      ftPercentage: 80,
      turnovers: 2,
      personalFouls: 3,
    });
  });

  it('round each figure to one decimal', () => {
    const average = averageLine(totalLines([lineA, lineB]), 3);
    expect(average.points).toBe(8.3); // 25 / 3
    expect(average.fga).toBe(5.7); // 17 / 3
    expect(average.rebounds).toBe(3); // 9 / 3
  });
});

describe('advanced shooting and Game Score', () => {
  it('effective field goal %: (FGM + 0.5 x 3PM) / FGA', () => {
    // (6 + 0.5) / 12 = 54.17 %
    expect(effectiveFgPercentage(deriveLine(lineA))).toBe(54.2);
    expect(effectiveFgPercentage(deriveLine(zero))).toBe(0);
  });

  it('true shooting %: PTS / (2 x (FGA + 0.44 x FTA))', () => {
    // 17 / (2 x (12 + 2.2)) = 17 / 28.4 = 59.86 %
    expect(trueShootingPercentage(deriveLine(lineA))).toBe(59.9);
    // 8 / (2 x 5) = 80 %
    expect(trueShootingPercentage(deriveLine(lineB))).toBe(80);
    expect(trueShootingPercentage(deriveLine(zero))).toBe(0);
  });

  it("Hollinger's Game Score", () => {
    // 17 + 0.4x6 - 0.7x12 - 0.4x1 + 0.7x2 + 0.3x6 + 2 + 0.7x3 + 0.7x1 - 0.4x4 - 3 = 14.0
    expect(gameScore(lineA)).toBe(14);
    // 8 + 1.2 - 3.5 - 0 + 0 + 0.3 + 0 + 0 + 0 - 0.8 - 1 = 4.2
    expect(gameScore(lineB)).toBe(4.2);
  });

  it('Game Score per game: the sum of lines scores the sum of their Game Scores', () => {
    // 14.0 + 4.2 = 18.2 over two games: 9.1.
    const both = totalLines([lineA, lineB]);
    expect(gameScore(both)).toBe(18.2);
    expect(averageGameScore(both, 2)).toBe(9.1);
    // 18.2 / 4 = 4.55, a half: rounded up to 4.6 (not 4.5 from binary noise).
    expect(averageGameScore(both, 4)).toBe(4.6);
    expect(averageGameScore(zero, 0)).toBe(0);
  });
});
