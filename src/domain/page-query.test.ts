import { describe, expect, it } from 'vitest';
import { pageQuery, sortParams } from './page-query.ts';

describe("a page's query", () => {
  it('keeps the league, tab, phase and sorts, in one order', () => {
    expect(String(pageQuery('?dir=asc&sort=points&league=12&tab=totals&phase=playoffs'))).toBe(
      'league=12&tab=totals&phase=playoffs&sort=points&dir=asc',
    );
    expect(String(pageQuery('standings-sort=wins&averages-dir=asc&averages-sort=rebounds'))).toBe(
      'averages-sort=rebounds&standings-sort=wins&averages-dir=asc',
    );
  });

  it('drops other parameters and values no page reads', () => {
    expect(String(pageQuery('?fbclid=abc&sort=%3Cscript%3E&league=abc&dir=up&phase=finals&tab=a%20b'))).toBe('');
    expect(String(pageQuery('?league=0&league=7'))).toBe('');
    expect(String(pageQuery('?league=7&league=8'))).toBe('league=7');
    expect(String(pageQuery('?league=9999999999'))).toBe('');
  });

  it('names the sort parameters after the table, where a page has several', () => {
    expect(sortParams()).toEqual({ sort: 'sort', dir: 'dir' });
    expect(sortParams('totals')).toEqual({ sort: 'totals-sort', dir: 'totals-dir' });
  });
});
