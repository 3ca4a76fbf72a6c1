import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('fills the ids of a page into its address, in order', () => {
    expect(paths.team(12)).toBe('/teams/12');
    expect(paths.boxScore(7)).toBe('/games/7/box-score');
    expect(paths.admin.gamesBoxScore(3)).toBe('/admin/games/update/3/box-score');
    expect(paths.admin.playerStatsEdit(3, 41)).toBe('/admin/games/update/3/player-stats/41');
  });

  it('gives the router a pattern that matches the address it links to', () => {
    expect(matchPath(paths.admin.playerStatsEdit.pattern, paths.admin.playerStatsEdit(5, 9))?.params).toEqual({
      gameId: '5',
      playerId: '9',
    });
    expect(matchPath(paths.player.pattern, paths.player(88))?.params).toEqual({ id: '88' });
    expect(matchPath(paths.team.pattern, paths.player(88))).toBeNull();
  });
});
