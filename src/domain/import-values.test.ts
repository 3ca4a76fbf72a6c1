import { describe, expect, it } from 'vitest';
import {
  comparable,
  readDate,
  readTime,
  readWholeNumber,
  readYesNo,
  sameName,
  splitFullName,
  splitList,
} from './import-values.ts';

describe('readDate', () => {
  it('reads YYYY-MM-DD whatever the order chosen', () => {
    for (const order of ['mdy', 'dmy', 'ymd'] as const)
      expect(readDate('2026-11-27', order)).toEqual({ ok: true, value: '2026-11-27' });
  });

  it('reads slashed, dotted and dashed dates in the order chosen', () => {
    expect(readDate('11/27/2026', 'mdy')).toEqual({ ok: true, value: '2026-11-27' });
    expect(readDate('27/11/2026', 'dmy')).toEqual({ ok: true, value: '2026-11-27' });
    expect(readDate('27.11.2026', 'dmy')).toEqual({ ok: true, value: '2026-11-27' });
    expect(readDate('2026/11/27', 'ymd')).toEqual({ ok: true, value: '2026-11-27' });
    expect(readDate('4/7/19', 'mdy')).toEqual({ ok: true, value: '2019-04-07' });
    // The same cell means another day in the other order.
    expect(readDate('04/07/2019', 'dmy')).toEqual({ ok: true, value: '2019-07-04' });
  });

  it('answers null for a blank cell and a message for a date that does not exist', () => {
    expect(readDate('  ', 'mdy')).toEqual({ ok: true, value: null });
    expect(readDate('02/30/2026', 'mdy')).toEqual({ ok: false, message: '"02/30/2026" is not a date.' });
    expect(readDate('27/11/2026', 'mdy')).toEqual({ ok: false, message: '"27/11/2026" is not a date.' });
    expect(readDate('2024-02-29', 'mdy')).toEqual({ ok: true, value: '2024-02-29' });
    expect(readDate('2023-02-29', 'mdy').ok).toBe(false);
    expect(readDate('next Tuesday', 'mdy').ok).toBe(false);
  });
});

describe('readTime', () => {
  it('reads 24-hour and AM/PM times as HH:mm:ss', () => {
    expect(readTime('19:30')).toEqual({ ok: true, value: '19:30:00' });
    expect(readTime('7:30 PM')).toEqual({ ok: true, value: '19:30:00' });
    expect(readTime('7:30pm')).toEqual({ ok: true, value: '19:30:00' });
    expect(readTime('12:05 AM')).toEqual({ ok: true, value: '00:05:00' });
    expect(readTime('12:05 p.m.')).toEqual({ ok: true, value: '12:05:00' });
    expect(readTime('08:15:30')).toEqual({ ok: true, value: '08:15:30' });
  });

  it('refuses what is not a time of day', () => {
    expect(readTime('24:00').ok).toBe(false);
    expect(readTime('13:00 PM').ok).toBe(false);
    expect(readTime('7 PM').ok).toBe(false);
    expect(readTime('')).toEqual({ ok: true, value: null });
  });
});

describe('readYesNo and readWholeNumber', () => {
  it('reads yes and no as people write them', () => {
    for (const yes of ['yes', 'Y', 'TRUE', '1', 'x'])
      expect(readYesNo(yes, 'Captain')).toEqual({ ok: true, value: true });
    for (const no of ['no', 'n', 'False', '0']) expect(readYesNo(no, 'Captain')).toEqual({ ok: true, value: false });
    expect(readYesNo('maybe', 'Captain')).toEqual({ ok: false, message: 'Captain must be yes or no.' });
  });

  it('reads whole numbers as a spreadsheet writes them', () => {
    expect(readWholeNumber('12', 'PTS')).toEqual({ ok: true, value: 12 });
    expect(readWholeNumber('12.0', 'PTS')).toEqual({ ok: true, value: 12 });
    expect(readWholeNumber('', 'PTS')).toEqual({ ok: true, value: null });
    expect(readWholeNumber('12.5', 'PTS')).toEqual({ ok: false, message: 'PTS must be a whole number of 0 or more.' });
    expect(readWholeNumber('-1', 'PTS').ok).toBe(false);
    expect(readWholeNumber('1e3', 'PTS').ok).toBe(false);
  });
});

describe('names and lists', () => {
  it('splits a full name at its first space, or at the comma of "Last, First"', () => {
    expect(splitFullName('Vincent van Gogh')).toEqual({ firstName: 'Vincent', lastName: 'van Gogh' });
    expect(splitFullName('  Ann   Bell ')).toEqual({ firstName: 'Ann', lastName: 'Bell' });
    expect(splitFullName('Bell, Ann')).toEqual({ firstName: 'Ann', lastName: 'Bell' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('splits several values of one cell at |', () => {
    expect(splitList('Hawks | Wolves||')).toEqual(['Hawks', 'Wolves']);
  });

  it('compares headers without case, spaces or punctuation, and names without case or repeated spaces', () => {
    expect(comparable('Squad  Number')).toBe(comparable('squad-number'));
    expect(comparable('3PM')).toBe('3pm');
    expect(sameName('  Jane   DOE ')).toBe('jane doe');
    expect(sameName('Ｊａｎｅ')).toBe('jane');
  });
});
