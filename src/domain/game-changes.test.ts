import { describe, expect, it } from 'vitest';
import { describeChange } from './game-changes.ts';
import { EMPTY_LINE } from './player-stats.ts';

describe('a change to a game in words', () => {
  it('gives the score, and the box score figures of each line that moved', () => {
    const before = { ...EMPTY_LINE, fgm: 2, fga: 3, threepm: 1, threepa: 2, ftm: 1, fta: 2, rebounds: 3 };
    // One more three of one more attempt: 8 points become 11, FGM-FGA 3-5 becomes 4-6, 3PM 1 becomes 2.
    const after = { ...before, threepm: 2, threepa: 3 };
    const sentences = describeChange(
      {
        before: { score: { homeTeamScore: null, awayTeamScore: null }, lines: { 11: before, 12: EMPTY_LINE } },
        after: {
          score: { homeTeamScore: 52, awayTeamScore: 45 },
          lines: { 11: after, 12: { ...EMPTY_LINE, assists: 1 } },
        },
      },
      (id) => (id === 11 ? 'Ann Able' : null),
    );
    expect(sentences).toEqual([
      'Score: N/A-N/A → 52-45',
      'Ann Able: PTS 8 → 11, FGM-FGA 3-5 → 4-6, 3PM-3PA 1-2 → 2-3',
      'A removed player: AST 0 → 1',
    ]);
  });
});
