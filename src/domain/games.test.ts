import { describe, expect, it } from 'vitest';
import {
  boxScoreStatus,
  disagreementMessage,
  enteredLinesOf,
  linesGoingText,
  isPlayed,
  isTie,
  linesWouldBeLostMessage,
  pointsDisagreements,
  scoreQuestions,
  scoreWarnings,
  scoreText,
  tieQuestion,
} from './games.ts';

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

describe('a tie', () => {
  it('is a played game with equal scores, which the screens ask about', () => {
    expect(isTie({ homeTeamScore: 50, awayTeamScore: 50 })).toBe(true);
    expect(isTie({ homeTeamScore: 0, awayTeamScore: 0 })).toBe(false);
    expect(isTie({ homeTeamScore: null, awayTeamScore: null })).toBe(false);
    expect(isTie({ homeTeamScore: 51, awayTeamScore: 50 })).toBe(false);
    expect(tieQuestion({ homeTeamScore: 50, awayTeamScore: 50 })).toMatch(
      /^50-50 is a tie, and basketball has no ties: .*overtime, then sudden death\. Save the tie anyway\?/,
    );
  });
});

describe("a box score's status", () => {
  const score = { homeTeamScore: 50, awayTeamScore: 45 };
  it('is scheduled until played, then not entered until a line is', () => {
    expect(boxScoreStatus({ homeTeamScore: null, awayTeamScore: null }, { home: 0, away: 0 }, 0)).toBe('scheduled');
    expect(boxScoreStatus({ homeTeamScore: 0, awayTeamScore: 0 }, { home: 4, away: 0 }, 1)).toBe('scheduled');
    expect(boxScoreStatus(score, { home: 0, away: 0 }, 0)).toBe('notEntered');
  });

  it("is complete when both teams' lines add up to their scores, incomplete otherwise", () => {
    expect(boxScoreStatus(score, { home: 50, away: 45 }, 10)).toBe('complete');
    expect(boxScoreStatus(score, { home: 48, away: 45 }, 10)).toBe('incomplete');
    // One team entered, the other not: the totals are incomplete.
    expect(boxScoreStatus(score, { home: 50, away: 0 }, 5)).toBe('incomplete');
  });

  it('names each team whose lines do not add up, with both figures', () => {
    const sides = pointsDisagreements(score, { home: 48, away: 45 }, { home: 'Hawks', away: 'Owls' });
    expect(sides).toEqual([{ team: 'Hawks', score: 50, points: 48 }]);
    expect(disagreementMessage(sides[0]!)).toBe("Hawks' players add up to 48 points, but its score is 50.");
    expect(disagreementMessage({ team: 'Owls', score: 2, points: 1 })).toBe(
      "Owls' players add up to 1 point, but its score is 2.",
    );
    expect(disagreementMessage({ team: 'Lynx', score: 2, points: 0 })).toBe(
      "Lynx's players add up to 0 points, but its score is 2.",
    );
  });
});

describe('taking a team with entered lines out of a game', () => {
  it('says what would be lost', () => {
    expect(linesWouldBeLostMessage([{ name: 'Hawks', lines: 1 }])).toBe(
      'Changing the teams would delete 1 entered stat line of Hawks in this game. ' +
        'Keep Hawks in the game, or clear that line in the box score first.',
    );
    expect(
      linesWouldBeLostMessage([
        { name: 'Hawks', lines: 5 },
        { name: 'Owls', lines: 4 },
      ]),
    ).toBe(
      'Changing the teams would delete 5 entered stat lines of Hawks and 4 entered stat lines of Owls in this game. ' +
        'Keep Hawks and Owls in the game, or clear those lines in the box score first.',
    );
  });
});

describe('the questions before saving a score', () => {
  const names = { home: 'Hawks', away: 'Owls' };
  it('ask about a tie, and about lines that do not add up once some are entered', () => {
    expect(
      scoreQuestions({ homeTeamScore: 50, awayTeamScore: 45 }, { points: { home: 0, away: 0 }, entered: 0 }, names),
    ).toEqual([]);
    expect(
      scoreQuestions({ homeTeamScore: 50, awayTeamScore: 45 }, { points: { home: 50, away: 45 }, entered: 9 }, names),
    ).toEqual([]);
    const [tie, lines] = scoreQuestions(
      { homeTeamScore: 50, awayTeamScore: 50 },
      { points: { home: 50, away: 45 }, entered: 9 },
      names,
    );
    expect(tie).toMatch(/^50-50 is a tie/);
    expect(lines).toBe("Owls' players add up to 45 points, but its score is 50. Save the score anyway?");
  });
});

describe('what a delete takes with it', () => {
  it('counts the lines holding a stat, and says so in the question', () => {
    const game = {
      HomeTeam: { Players: [{ played: true }, { played: false }] },
      AwayTeam: { Players: [{ played: true }, { played: true }] },
    };
    expect(enteredLinesOf(game)).toBe(3);
    expect(linesGoingText(3, 'game')).toBe(' Its 3 entered stat lines go with it.');
    expect(linesGoingText(1, 'game')).toBe(' Its 1 entered stat line goes with it.');
    expect(linesGoingText(12, 'player')).toBe(' Their 12 entered stat lines go with them.');
    expect(linesGoingText(0, 'player')).toBe('');
  });
});

describe('the warnings while a score is typed', () => {
  const names = { home: 'Hawks', away: 'Owls' };
  it('name each team whose lines do not add up, none while no line is entered, a blank score as 0', () => {
    expect(
      scoreWarnings({ homeTeamScore: 52, awayTeamScore: 47 }, { points: { home: 50, away: 47 }, entered: 6 }, names),
    ).toEqual(["Hawks' players add up to 50 points, but its score is 52."]);
    expect(
      scoreWarnings({ homeTeamScore: 52, awayTeamScore: 47 }, { points: { home: 0, away: 0 }, entered: 0 }, names),
    ).toEqual([]);
    expect(
      scoreWarnings({ homeTeamScore: null, awayTeamScore: null }, { points: { home: 1, away: 0 }, entered: 1 }, names),
    ).toEqual(["Hawks' players add up to 1 point, but its score is 0."]);
  });
});
