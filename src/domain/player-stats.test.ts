import { describe, expect, it } from 'vitest';
import {
  boxScoreLineBody,
  boxScoresEntered,
  boxScoreRow,
  EMPTY_LINE,
  FGA_BELOW_3PA,
  FGM_BELOW_3PM,
  formFromStored,
  scoresPerGame,
  statLineBody,
  statLineForm,
} from './player-stats.ts';

const form = {
  fta: '4',
  ftm: '3',
  fga: '12',
  fgm: '6',
  threepa: '5',
  threepm: '2',
  rebounds: '7',
  offensiveRebounds: '2',
  assists: '3',
  steals: '1',
  blocks: '0',
  turnovers: '2',
  personalFouls: '4',
};

describe('the player stats form', () => {
  it('shows field goals with threes and stores them without', () => {
    // 6 made of 12 including 2 of 5 threes: 4 of 7 two-pointers are stored.
    expect(statLineForm.parse(form)).toMatchObject({ fgm: 4, fga: 7, threepm: 2, threepa: 5, ftm: 3, blocks: 0 });
  });

  it('needs FGM >= 3PM and FGA >= 3PA, with the inline texts', () => {
    const result = statLineForm.safeParse({ ...form, fgm: '1', fga: '4' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['fgm', FGM_BELOW_3PM],
      ['fga', FGA_BELOW_3PA],
    ]);
  });

  it('takes total rebounds, as scorebooks keep them, and stores the defensive ones', () => {
    // 7 rebounds in all, 2 of them offensive: 5 defensive are stored.
    expect(statLineForm.parse(form)).toMatchObject({ rebounds: 5, offensiveRebounds: 2 });
    expect(formFromStored({ ...EMPTY_LINE, rebounds: 5, offensiveRebounds: 2 })).toMatchObject({
      rebounds: 7,
      offensiveRebounds: 2,
    });
    const fewer = statLineForm.safeParse({ ...form, rebounds: '1' });
    expect(fewer.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['rebounds', 'REB must be greater than or equal to OREB'],
    ]);
  });

  it('requires every field', () => {
    const result = statLineForm.safeParse({ ...form, steals: '' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['steals'], message: 'Steals is required.' });
  });
});

describe('a stored stat line', () => {
  const stored = {
    ...Object.fromEntries(Object.entries(form).map(([key, value]) => [key, Number(value)])),
    fgm: 4,
    fga: 7,
  };

  it('takes whole numbers of 0 or more', () => {
    expect(statLineBody.parse(stored)).toMatchObject({ fgm: 4, fga: 7 });
    expect(statLineBody.safeParse({ ...stored, assists: -1 }).error?.issues[0]?.message).toBe(
      'Assists must be a whole number of 0 or more.',
    );
    expect(statLineBody.safeParse({ ...stored, assists: 1.5 }).error?.issues[0]?.message).toBe(
      'Assists must be a whole number of 0 or more.',
    );
  });

  it('never makes more than it tried', () => {
    expect(statLineBody.safeParse({ ...stored, ftm: 5 }).error?.issues[0]?.message).toBe(
      'Free throws made cannot be more than attempted.',
    );
    expect(statLineBody.safeParse({ ...stored, fgm: 8 }).error?.issues[0]?.message).toBe(
      'Two-point field goals made cannot be more than attempted.',
    );
    expect(statLineBody.safeParse({ ...stored, threepm: 6 }).error?.issues[0]?.message).toBe(
      '3-pointers made cannot be more than attempted.',
    );
  });
});

describe('a row of the whole-game grid', () => {
  it("stores what the scorer entered, checked per row with the form's messages", () => {
    // 5 field goals of 9 including 2 of 4 threes, 3 of 4 free throws: 3 twos x 2 + 2 x 3 + 3 = 15 points.
    const row = { ...form, fgm: '5', fga: '9', threepm: '2', threepa: '4', ftm: '3', fta: '4' };
    expect(boxScoreRow.parse({ id: 7, didNotPlay: false, ...row })).toMatchObject({
      id: 7,
      fgm: 3,
      fga: 5,
      threepm: 2,
      threepa: 4,
      rebounds: 5,
      offensiveRebounds: 2,
    });
    const wrong = boxScoreRow.safeParse({ id: 7, didNotPlay: false, ...row, threepm: '6', threepa: '6' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['fgm', FGM_BELOW_3PM]]);
  });

  it('stores an empty line, minutes cleared, for a player who did not play, whatever was typed', () => {
    expect(boxScoreRow.parse({ id: 7, didNotPlay: true, ...form, threepm: 'x' })).toEqual({ id: 7, ...EMPTY_LINE });
    expect(EMPTY_LINE).toMatchObject({ fgm: 0, rebounds: 0, minutes: null });
  });

  it('is sent as a stored line with its id', () => {
    const line = { ...EMPTY_LINE, fgm: 1, fga: 1 };
    expect(boxScoreLineBody.parse({ id: 3, ...line })).toEqual({ id: 3, ...line });
    expect(boxScoreLineBody.safeParse({ ...line }).error?.issues[0]?.message).toBe(
      'Each line needs the id of its stat line.',
    );
  });
});

describe('figures over part of the box scores', () => {
  it('say how many played games have a box score', () => {
    expect(boxScoresEntered(1, 7)).toBe('Box scores entered for 1 of 7 games.');
    expect(boxScoresEntered(0, 1)).toBe('Box scores entered for 0 of 1 game.');
  });

  it('give points for and against a game from the scores, one decimal', () => {
    // 74 + 70 + 78 = 222 for, 60 + 68 + 76 = 204 against, over 3 games: 74.0 and 68.0.
    expect(scoresPerGame({ gamesPlayed: 3, pointsFor: 222, pointsAgainst: 204 })).toBe(
      'From the scores: 74.0 points for and 68.0 against a game.',
    );
    // 200 / 3 = 66.67 -> 66.7; 101 / 3 = 33.67 -> 33.7.
    expect(scoresPerGame({ gamesPlayed: 3, pointsFor: 200, pointsAgainst: 101 })).toBe(
      'From the scores: 66.7 points for and 33.7 against a game.',
    );
  });
});
