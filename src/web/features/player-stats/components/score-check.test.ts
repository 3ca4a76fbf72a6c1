import { describe, expect, it } from 'vitest';
import { tieQuestion } from '#domain/games.ts';
import { questionBeforeSaving, scoreWarnings } from './score-check.ts';

const names = { home: 'Hawks', away: 'Owls' };
const score = (home: number | null, away: number | null) => ({ homeTeamScore: home, awayTeamScore: away });

describe('scoreWarnings', () => {
  it('names each team whose lines do not add up to its score', () => {
    expect(scoreWarnings(score(52, 47), { home: 50, away: 47 }, names, 6)).toEqual([
      "Hawks's players add up to 50 points, but its score is 52.",
    ]);
  });

  it('has none while no line is entered', () => {
    expect(scoreWarnings(score(52, 47), { home: 0, away: 0 }, names, 0)).toEqual([]);
  });

  it('counts a score not entered as 0', () => {
    expect(scoreWarnings(score(null, null), { home: 1, away: 0 }, names, 1)).toEqual([
      "Hawks's players add up to 1 point, but its score is 0.",
    ]);
  });
});

describe('questionBeforeSaving', () => {
  it('asks nothing when the lines add up to the score', () => {
    expect(questionBeforeSaving(score(52, 47), { home: 52, away: 47 }, names, 10)).toBeNull();
  });

  it('asks nothing of a score whose lines are still to come', () => {
    expect(questionBeforeSaving(score(52, 47), { home: 0, away: 0 }, names, 0)).toBeNull();
  });

  it('asks to save lines that do not add up', () => {
    expect(questionBeforeSaving(score(52, 47), { home: 52, away: 45 }, names, 10)).toBe(
      "Owls's players add up to 45 points, but its score is 47. Save anyway?",
    );
  });

  it('asks about a tie, after any warning', () => {
    expect(questionBeforeSaving(score(48, 48), { home: 48, away: 48 }, names, 10)).toBe(tieQuestion(score(48, 48)));
    expect(questionBeforeSaving(score(48, 48), { home: 46, away: 48 }, names, 10)).toBe(
      `Hawks's players add up to 46 points, but its score is 48. ${tieQuestion(score(48, 48))}`,
    );
  });
});
