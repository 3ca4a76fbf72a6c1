import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes every field and doubles quotes inside', () => {
    expect(csvField('Ann "the wall" Able')).toBe('"Ann ""the wall"" Able"');
    expect(csvField('Smith, Jr.')).toBe('"Smith, Jr."');
    expect(csvField(7)).toBe('"7"');
    expect(csvField(null)).toBe('""');
    expect(csvField(true)).toBe('"true"');
  });

  it('never lets a spreadsheet formula through', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+1 555')).toBe('"\'+1 555"');
    expect(csvField('-2')).toBe('"\'-2"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    // A negative number is a number, not a formula.
    expect(csvField(-2)).toBe('"-2"');
  });

  it('keeps line breaks inside a field and ends rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [['one\ntwo', 2]])).toBe('"a","b"\r\n"one\ntwo","2"\r\n');
  });
});
