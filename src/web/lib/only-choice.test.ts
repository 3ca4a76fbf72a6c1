import { describe, expect, it } from 'vitest';
import { onlyChoice, withOnlyChoice } from './only-choice.ts';

describe('the only choice', () => {
  it('fills a blank choice when there is one option, and leaves it otherwise', () => {
    const blank = { name: '', LeagueId: '' };
    expect(withOnlyChoice(blank, 'LeagueId', [{ id: 7 }])).toEqual({ name: '', LeagueId: '7' });
    expect(withOnlyChoice(blank, 'LeagueId', [{ id: 7 }, { id: 8 }])).toBe(blank);
    expect(withOnlyChoice(blank, 'LeagueId', [])).toBe(blank);
    // A value already chosen stays.
    expect(withOnlyChoice({ name: '', LeagueId: '3' }, 'LeagueId', [{ id: 7 }])).toEqual({ name: '', LeagueId: '3' });
    expect(onlyChoice([{ id: 4 }])).toBe('4');
    expect(onlyChoice([{ id: 4 }, { id: 5 }])).toBe('');
  });
});
