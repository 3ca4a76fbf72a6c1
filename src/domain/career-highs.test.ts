import { describe, expect, it } from 'vitest';
import { careerHighs } from './career-highs.ts';

const game = (gameId: number, gameDate: string, points: number, rebounds: number) => ({
  gameId,
  gameDate,
  points,
  rebounds,
  assists: 0,
  steals: 0,
  blocks: 0,
  threepm: 0,
});

describe('careerHighs', () => {
  it('finds the best game per category, the first one on a tie', () => {
    // Newest first, as the game log comes.
    const log = [game(3, '2026-10-20', 18, 7), game(2, '2026-10-13', 24, 9), game(1, '2026-10-06', 24, 4)];
    const highs = Object.fromEntries(careerHighs(log).map((high) => [high.stat, high]));
    expect(highs.points).toMatchObject({ value: 24, game: { gameId: 1 } });
    expect(highs.rebounds).toMatchObject({ value: 9, game: { gameId: 2 } });
    expect(highs.assists).toEqual({ stat: 'assists', value: 0, game: null });
  });
});
