import { describe, expect, it } from 'vitest';
import { leagueFileNames } from './csv-files.ts';

describe("a league's file name in the zip", () => {
  it('is its name in lower case, other characters as hyphens, accents dropped', () => {
    const names = leagueFileNames([
      { id: 7, name: 'Fall 2026' },
      { id: 8, name: 'Été / Summer League (Co-ed)' },
    ]);
    expect([...names.values()]).toEqual(['fall-2026', 'ete-summer-league-co-ed']);
  });

  it('adds the id when two leagues would share one, or a name leaves nothing', () => {
    const names = leagueFileNames([
      { id: 3, name: 'Fall 2026' },
      { id: 4, name: 'FALL  2026!' },
      { id: 5, name: '***' },
      { id: 6, name: 'Without team' },
    ]);
    expect([...names.values()]).toEqual(['fall-2026', 'fall-2026-4', 'league-5', 'without-team-6']);
  });
});
