import { describe, expect, it } from 'vitest';
import { statLineBody, statLineForm, storedStatLine, derivedLine } from './player-stats.ts';
import {
  formatColumn,
  formatStat,
  headingOf,
  RECORD_STATS,
  SHOWN_STATS,
  shownStat,
  statColumns,
  statKeys,
  STORED_STATS,
} from './stat-catalogue.ts';
import {
  averageLine,
  deriveLine,
  hasPlayed,
  showAverages,
  showLine,
  storedLine,
  totalLines,
  type StoredLine,
} from './stats.ts';

const zero: StoredLine = totalLines([]);
const withMinutes = (minutes: number | null, line: Partial<StoredLine> = {}): StoredLine => ({
  ...zero,
  ...line,
  minutes,
});

describe('the stat catalogue', () => {
  it('declares each stat once', () => {
    const stored = STORED_STATS.map((stat) => stat.key);
    const shown = SHOWN_STATS.map((stat) => stat.key);
    expect(new Set(stored).size).toBe(stored.length);
    expect(new Set(shown).size).toBe(shown.length);
    expect(new Set(STORED_STATS.map((stat) => stat.column)).size).toBe(stored.length);
    expect(new Set(STORED_STATS.map((stat) => stat.field.order)).size).toBe(stored.length);
  });

  it('gives every made stat its attempts, stored and shown', () => {
    const stored = STORED_STATS.map((stat) => stat.key as string);
    const shown = SHOWN_STATS.map((stat) => stat.key as string);
    expect(STORED_STATS.flatMap((stat) => ('attempts' in stat ? [[stat.key, stat.attempts]] : []))).toEqual([
      ['ftm', 'fta'],
      ['fgm', 'fga'],
      ['threepm', 'threepa'],
    ]);
    for (const stat of STORED_STATS) if ('attempts' in stat) expect(stored).toContain(stat.attempts);
    for (const stat of SHOWN_STATS) if ('attempts' in stat) expect(shown).toContain(stat.attempts);
  });

  it('makes the box score columns, made and attempted as one column', () => {
    expect(statColumns('boxScore').map((column) => column.abbreviation)).toEqual([
      'MIN',
      'PTS',
      'REB',
      'OREB',
      'AST',
      'STL',
      'BLK',
      'FGM-FGA',
      'FG%',
      '3PM-3PA',
      '3P%',
      'FTM-FTA',
      'FT%',
      'TO',
      'PF',
      'eFG%',
      'TS%',
      'GmSc',
    ]);
    const fieldGoals = statColumns('boxScore').find((column) => column.key === 'fgm');
    expect(fieldGoals).toMatchObject({ title: 'Field goals made and attempted', stats: ['fgm', 'fga'] });
    expect(
      statColumns('boxScore')
        .filter((column) => column.optional)
        .map((column) => column.key),
    ).toEqual(['minutes']);
    expect(
      statColumns('boxScore')
        .filter((column) => column.playerOnly)
        .map((column) => column.key),
    ).toEqual(['gameScore']);
  });

  it('splits made and attempted where tables sort on each', () => {
    expect(statColumns('leaders').map((column) => column.abbreviation)).toEqual([
      'PTS',
      'REB',
      'AST',
      'STL',
      'BLK',
      'FGM',
      'FGA',
      'FG%',
      '3PM',
      '3PA',
      '3P%',
      'FTM',
      'FTA',
      'FT%',
      'TO',
      'PF',
      'eFG%',
      'TS%',
      'GmSc',
    ]);
    expect(statKeys('leadersCompact')).toEqual(['points', 'rebounds', 'assists']);
    expect(RECORD_STATS.map((stat) => stat.key)).toEqual([
      'points',
      'rebounds',
      'assists',
      'steals',
      'blocks',
      'ftm',
      'fgm',
      'threepm',
    ]);
    expect(statKeys('careerHighs')).toEqual(['points', 'rebounds', 'assists', 'steals', 'blocks', 'threepm']);
  });

  it('writes counts whole in totals and to one decimal per game; percentages always to one decimal', () => {
    expect(formatStat('count', 7, false)).toBe('7');
    expect(formatStat('count', 7, true)).toBe('7.0');
    expect(formatStat('percentage', 50, false)).toBe('50.0');
    expect(formatStat('rating', 14, false)).toBe('14.0');
    expect(formatStat('count', null, false)).toBe('-');
    const line = showLine({ ...zero, fgm: 3, fga: 6, threepm: 1, threepa: 3 });
    const fieldGoals = statColumns('gameLog').find((column) => column.key === 'fgm')!;
    // 3 two-pointers and 1 three made, of 6 and 3 tried: 4-9.
    expect(formatColumn(fieldGoals, line, false)).toBe('4-9');
  });

  it('writes a stat as a heading', () => {
    expect(headingOf(shownStat('threepm'))).toBe('Three-Pointers Made');
    expect(headingOf(shownStat('ftm'))).toBe('Free Throws Made');
    expect(headingOf(shownStat('points'))).toBe('Points');
  });
});

describe('minutes played', () => {
  it('alone never make a game played', () => {
    expect(hasPlayed(withMinutes(12))).toBe(false);
    expect(hasPlayed(withMinutes(12, { personalFouls: 1 }))).toBe(true);
  });

  it('sum what was entered, and stay blank when nobody entered them', () => {
    expect(totalLines([withMinutes(null), withMinutes(null)]).minutes).toBeNull();
    // 30 + 25, the blank line adds nothing.
    expect(totalLines([withMinutes(30), withMinutes(null), withMinutes(25)]).minutes).toBe(55);
    expect(deriveLine(withMinutes(30)).minutes).toBe(30);
    expect(deriveLine(zero).minutes).toBeNull();
  });

  it('average per game played, to one decimal (MPG)', () => {
    // 30 + 25 + 18 = 73 minutes over 3 games: 24.333 -> 24.3.
    const total = totalLines([withMinutes(30), withMinutes(25), withMinutes(18)]);
    expect(averageLine(total, 3).minutes).toBe(24.3);
    expect(showAverages(total, 3).minutes).toBe(24.3);
    expect(showAverages(zero, 3).minutes).toBeNull();
  });

  it('average over the games they were entered in, when a league starts entering them late', () => {
    // 30 + 25 = 55 minutes entered in 2 of 3 games played: 27.5 a game, not 55 / 3.
    const total = totalLines([withMinutes(30), withMinutes(null), withMinutes(25)]);
    expect(total.minutesGames).toBe(2);
    expect(averageLine(total, 3).minutes).toBe(27.5);
    // The database's sums carry the same count.
    expect(showAverages(storedLine({ ...zero, minutes: 34, minutesGames: 1 }), 7).minutes).toBe(34);
  });

  it('count nowhere else: points, Game Score and shooting ignore them', () => {
    const line = { ...zero, ftm: 2, fta: 2 };
    expect(showLine(withMinutes(40, line))).toEqual({ ...showLine(line), minutes: 40 });
  });

  it('come from a database row as a number or as blank', () => {
    expect(storedLine({ ...zero, minutes: '31' }).minutes).toBe(31);
    expect(storedLine({ ...zero, minutes: null }).minutes).toBeNull();
    expect(storedLine({ ...zero }).minutes).toBeNull();
  });

  it('are a whole number from 0 to 60 on the wire, and may be left out or cleared', () => {
    const counts = Object.fromEntries(
      Object.keys(zero)
        .filter((key) => key !== 'minutes')
        .map((key) => [key, 0]),
    );
    expect(statLineBody.parse({ ...counts, minutes: 36 }).minutes).toBe(36);
    expect(statLineBody.parse({ ...counts, minutes: 0 }).minutes).toBe(0);
    expect(statLineBody.parse({ ...counts, minutes: null }).minutes).toBeNull();
    expect(statLineBody.parse(counts).minutes).toBeUndefined();
    for (const minutes of [61, -1, 12.5, 'ten']) {
      expect(statLineBody.safeParse({ ...counts, minutes }).error?.issues[0]).toMatchObject({
        path: ['minutes'],
        message: 'Minutes played must be a whole number from 0 to 60.',
      });
    }
  });

  it('are optional on the form: blank clears them', () => {
    const form = Object.fromEntries(Object.keys(zero).map((key) => [key, '0']));
    expect(statLineForm.parse({ ...form, minutes: '' }).minutes).toBeNull();
    expect(statLineForm.parse({ ...form, minutes: '28' }).minutes).toBe(28);
  });

  it('are null in the answers until entered', () => {
    expect(storedStatLine.shape.minutes.safeParse(null).success).toBe(true);
    expect(derivedLine.shape.minutes.safeParse(null).success).toBe(true);
    expect(derivedLine.shape.points.safeParse(null).success).toBe(false);
  });
});
