import { describe, expect, it } from 'vitest';
import { affects, decodeChange, encodeChange, EVERYTHING, leaguePartTag, leagueTag, LEAGUES_TAG } from './changes.ts';

const change = (...tags: string[]) => ({ tags });

describe('which answers a change may alter', () => {
  it('alters every answer when everything changed, and an answer that depends on anything whatever changed', () => {
    expect(affects(EVERYTHING, [LEAGUES_TAG])).toBe(true);
    expect(affects(change(LEAGUES_TAG), 'any')).toBe(true);
  });

  it("alters a league's answers, and each part of them, when the league changed as a whole", () => {
    expect(affects(change(leagueTag(5)), [leagueTag(5)])).toBe(true);
    expect(affects(change(leagueTag(5)), [leaguePartTag(5, 'scores')])).toBe(true);
    expect(affects(change(leagueTag(5)), [leaguePartTag('*', 'lines')])).toBe(true);
    expect(affects(change(leagueTag(5)), [leagueTag(6)])).toBe(false);
    expect(affects(change(leagueTag(5)), [leagueTag(50), leaguePartTag(55, 'lines')])).toBe(false);
  });

  it("alters the answers of that part and of the whole league when one part changed, and no other part's", () => {
    const scores = change(leaguePartTag(5, 'scores'));
    expect(affects(scores, [leagueTag(5)])).toBe(true);
    expect(affects(scores, [leaguePartTag(5, 'scores')])).toBe(true);
    expect(affects(scores, [leaguePartTag(5, 'lines')])).toBe(false);
    expect(affects(scores, [leaguePartTag('*', 'lines'), LEAGUES_TAG])).toBe(false);
    expect(affects(scores, [leaguePartTag(6, 'scores')])).toBe(false);
    expect(affects(change(leaguePartTag(5, 'lines')), [leaguePartTag('*', 'lines')])).toBe(true);
    expect(affects(change(leaguePartTag(5, 'lines')), [LEAGUES_TAG, leaguePartTag(5, 'awards')])).toBe(false);
  });

  it('leaves answers of other kinds of data alone', () => {
    expect(affects(change(LEAGUES_TAG), [leagueTag(5)])).toBe(false);
    expect(affects(change(leagueTag(5)), [LEAGUES_TAG])).toBe(false);
  });
});

describe('a change on the change feed', () => {
  it('carries its tags, parts included, and anything unreadable as everything', () => {
    expect(decodeChange(encodeChange(change(leaguePartTag(5, 'lines'), LEAGUES_TAG)))).toEqual(
      change('league:5:lines', 'leagues'),
    );
    expect(decodeChange(encodeChange(EVERYTHING))).toEqual(EVERYTHING);
    expect(decodeChange('not json')).toEqual(EVERYTHING);
  });
});
