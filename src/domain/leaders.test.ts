import { describe, expect, it } from 'vitest';
import { LEADER_STATS, leagueLeaders, type LeaderStat } from './leaders.ts';

const zero = Object.fromEntries(LEADER_STATS.map((stat) => [stat, 0])) as Record<LeaderStat, number>;
const row = (id: number, gamesPlayed: number, stats: Partial<Record<LeaderStat, number>>) => ({
  id,
  gamesPlayed,
  ...zero,
  ...stats,
});

describe('leagueLeaders', () => {
  const rows = [
    row(1, 5, { points: 12.5, assists: 1 }),
    row(2, 2, { points: 30, assists: 4 }),
    row(3, 4, {}),
    row(4, 3, { points: 12.5, assists: 6 }),
  ];

  it('hides all-zero rows and sorts by points, highest first', () => {
    expect(leagueLeaders(rows, { key: 'points', direction: 'desc' }, false).map((r) => r.id)).toEqual([2, 1, 4]);
  });

  it('drops players under three games when the minimum applies', () => {
    expect(leagueLeaders(rows, { key: 'points', direction: 'desc' }, true).map((r) => r.id)).toEqual([1, 4]);
  });

  it('sorts by any column either way', () => {
    expect(leagueLeaders(rows, { key: 'assists', direction: 'asc' }, false).map((r) => r.id)).toEqual([1, 2, 4]);
  });

  it('keeps the top 10', () => {
    const many = Array.from({ length: 15 }, (_, index) => row(index + 1, 5, { points: index + 1 }));
    const top = leagueLeaders(many, { key: 'points', direction: 'desc' }, true);
    expect(top).toHaveLength(10);
    expect(top[0]!.points).toBe(15);
    expect(top[9]!.points).toBe(6);
  });
});
