import { describe, expect, it } from 'vitest';
import { compareNames, nextSort, sortRows } from './sorting.ts';

describe('nextSort', () => {
  it('toggles the active column and starts another one descending', () => {
    expect(nextSort({ key: 'wins', direction: 'desc' }, 'wins')).toEqual({ key: 'wins', direction: 'asc' });
    expect(nextSort({ key: 'wins', direction: 'asc' }, 'wins')).toEqual({ key: 'wins', direction: 'desc' });
    expect(nextSort<'wins' | 'losses'>({ key: 'wins', direction: 'asc' }, 'losses')).toEqual({
      key: 'losses',
      direction: 'desc',
    });
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'b', wins: 2 },
    { name: 'a', wins: 3 },
    { name: 'c', wins: 2 },
  ];
  it('sorts numbers by value and keeps level rows in their order', () => {
    expect(sortRows(rows, { key: 'wins', direction: 'desc' }).map((r) => r.name)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, { key: 'wins', direction: 'asc' }).map((r) => r.name)).toEqual(['b', 'c', 'a']);
  });
  it('sorts text alphabetically', () => {
    expect(sortRows(rows, { key: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, { key: 'name', direction: 'desc' }).map((r) => r.name)).toEqual(['c', 'b', 'a']);
  });
  it('leaves the given list alone', () => {
    sortRows(rows, { key: 'name', direction: 'asc' });
    expect(rows[0]!.name).toBe('b');
  });
});

describe('compareNames', () => {
  it('puts names in alphabetical order, case aside, and the same name in either case one way', () => {
    const names = ['harbor Seals', 'Bay Gulls', 'Dock Rats', 'Harbor Seals', 'bay gulls', 'Pier 40 Five'];
    expect([...names].sort(compareNames)).toEqual([
      'Bay Gulls',
      'bay gulls',
      'Dock Rats',
      'Harbor Seals',
      'harbor Seals',
      'Pier 40 Five',
    ]);
    expect(compareNames('Owls', 'Owls')).toBe(0);
  });
});
