import { describe, expect, it } from 'vitest';
import { isPlayed, scoreText } from './games.ts';

describe('a played game', () => {
  it('has a score above 0 on either side', () => {
    expect(isPlayed({ homeTeamScore: null, awayTeamScore: null })).toBe(false);
    expect(isPlayed({ homeTeamScore: 0, awayTeamScore: 0 })).toBe(false);
    expect(isPlayed({ homeTeamScore: 0, awayTeamScore: 2 })).toBe(true);
    expect(isPlayed({ homeTeamScore: 45, awayTeamScore: null })).toBe(true);
  });
});

describe('a score as shown', () => {
  it('is N/A when not entered, blank for 0-0, the number otherwise', () => {
    expect(scoreText(null, { homeTeamScore: null, awayTeamScore: null })).toBe('N/A');
    const nil = { homeTeamScore: 0, awayTeamScore: 0 };
    expect(scoreText(0, nil)).toBe('');
    const played = { homeTeamScore: 52, awayTeamScore: 0 };
    expect(scoreText(52, played)).toBe('52');
    expect(scoreText(0, played)).toBe('0');
  });
});
