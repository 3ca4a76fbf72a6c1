import { describe, expect, it } from 'vitest';
import { counted, countInWords } from './counts.ts';
import { GAMES_MINIMUM_NOTE } from './leaders.ts';
import { ELIGIBILITY_RULE } from './playoffs.ts';

describe('counts in texts', () => {
  it('writes counts below ten in words and the rest in figures', () => {
    expect([0, 1, 3, 9, 10, 12].map(countInWords)).toEqual(['zero', 'one', 'three', 'nine', '10', '12']);
  });

  it('puts the noun in the plural unless the count is one', () => {
    expect(counted(3, 'game', 'words')).toBe('three games');
    expect(counted(1, 'game', 'words')).toBe('one game');
    expect(counted(3, 'regular-season game')).toBe('3 regular-season games');
    expect(counted(0, 'game')).toBe('0 games');
  });

  it("builds the league's messages from their rules' numbers, worded as the spec has them", () => {
    expect(GAMES_MINIMUM_NOTE).toBe('Averages only include people that played in at least three games');
    expect(ELIGIBILITY_RULE).toBe('Playoff eligibility needs 3 regular-season games.');
  });
});
