import { describe, expect, it } from 'vitest';
import {
  columnOfHeader,
  IMPORT_COLUMNS,
  IMPORT_KIND_KEYS,
  importTemplate,
  mapColumns,
  STAT_COLUMNS,
} from './imports.ts';
import { comparable } from './import-values.ts';
import { STORED_STATS } from './stat-catalogue.ts';

describe('columns of each kind', () => {
  it('has one column for each stored stat, headed by its abbreviation', () => {
    expect(STAT_COLUMNS.map((column) => column.key).sort()).toEqual(STORED_STATS.map((stat) => stat.key).sort());
    expect(STAT_COLUMNS.map((column) => column.header)).toEqual([
      'MIN',
      'FGM',
      'FGA',
      '3PM',
      '3PA',
      'FTM',
      'FTA',
      'REB',
      'OREB',
      'AST',
      'STL',
      'BLK',
      'TO',
      'PF',
    ]);
  });

  it('never lets one header mean two columns of a kind, nor lists a name twice', () => {
    for (const kind of IMPORT_KIND_KEYS) {
      const names = IMPORT_COLUMNS[kind].flatMap((column) => [column.header, ...column.aliases]);
      const seen = names.map((name) => comparable(name));
      expect(new Set(seen).size, kind).toBe(seen.length);
      for (const column of IMPORT_COLUMNS[kind]) {
        for (const name of [column.header, ...column.aliases]) expect(columnOfHeader(kind, name)).toBe(column.key);
      }
    }
  });

  it("recognises each kind's own template headers", () => {
    for (const kind of IMPORT_KIND_KEYS) {
      const { header } = importTemplate(kind);
      expect(
        mapColumns(kind, header).every((key) => key !== null),
        kind,
      ).toBe(true);
    }
  });
});

describe("SportsPress's headers", () => {
  it('matches its player columns and sets aside those the site does not keep', () => {
    const headers = [
      'Squad Number',
      'Name',
      'Positions',
      'Teams',
      'Leagues',
      'Seasons',
      'Nationality',
      'Date of Birth',
    ];
    expect(headers.map((header) => columnOfHeader('players', header))).toEqual([
      'jerseyNumber',
      'fullName',
      'position',
      'team',
      'ignored',
      'ignored',
      'ignored',
      'ignored',
    ]);
  });

  it('matches its fixtures and its events with their performance columns', () => {
    expect(
      ['Date', 'Time', 'Venue', 'Home', 'Away', 'Match Day', 'Event'].map((header) =>
        columnOfHeader('schedule', header),
      ),
    ).toEqual(['date', 'time', 'gym', 'home', 'away', 'ignored', 'ignored']);
    const events = [
      'Date',
      'Time',
      'Venue',
      'Teams',
      'Results',
      'Outcome',
      'Players',
      'Points',
      'Rebounds',
      'OFF',
      'DEF',
      'Three Pointers Made',
    ];
    expect(events.map((header) => columnOfHeader('box-scores', header))).toEqual([
      'date',
      'time',
      'gym',
      'team',
      'results',
      'ignored',
      'player',
      'points',
      'rebounds',
      'offensiveRebounds',
      'defensiveRebounds',
      'threepm',
    ]);
  });
});

describe('mapColumns', () => {
  it("takes the admin's choice over the header, and uses a column once", () => {
    expect(mapColumns('gyms', ['Place', 'Street', 'Gym'], { Place: 'name', Street: 'address' })).toEqual([
      'name',
      'address',
      null,
    ]);
    expect(mapColumns('gyms', ['Gym', 'Address'], { Address: '' })).toEqual(['name', null]);
    expect(mapColumns('gyms', ['Gym', 'Name'])).toEqual(['name', null]);
    expect(mapColumns('gyms', ['Gym'], { Gym: 'not-a-column' })).toEqual([null]);
  });
});
