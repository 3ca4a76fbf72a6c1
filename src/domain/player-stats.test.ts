import { describe, expect, it } from 'vitest';
import { FGA_BELOW_3PA, FGM_BELOW_3PM, statLineBody, statLineForm } from './player-stats.ts';

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
