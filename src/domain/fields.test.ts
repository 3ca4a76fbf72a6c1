import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  isPlainText,
  isWebAddress,
  optionalText,
  optionalUrl,
  requiredDate,
  requiredId,
  requiredText,
} from './fields.ts';

describe('web addresses', () => {
  it('take http(s) and paths on this site, nothing else', () => {
    expect(isWebAddress('https://league.example/a')).toBe(true);
    expect(isWebAddress('http://league.example')).toBe(true);
    expect(isWebAddress('/logos/harlem.svg')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,hi')).toBe(false);
    expect(isWebAddress('//evil.example/x')).toBe(false);
    expect(isWebAddress('/\\evil.example')).toBe(false);
    expect(isWebAddress('league.example')).toBe(false);
  });

  it('store a blank optional address as null', () => {
    expect(optionalUrl().parse('  ')).toBeNull();
    expect(optionalUrl().safeParse('ftp://x').error?.issues[0]?.message).toBe(
      'Enter a web address starting with http:// or https://.',
    );
  });
});

describe('requiredDate', () => {
  it('refuses blanks with the message, and dates that do not exist', () => {
    const date = requiredDate('Date is required.');
    expect(date.parse('2026-02-28')).toBe('2026-02-28');
    expect(date.safeParse('').error?.issues[0]?.message).toBe('Date is required.');
    expect(date.safeParse(null).error?.issues[0]?.message).toBe('Date is required.');
    expect(date.safeParse('2026-02-30').error?.issues[0]?.message).toBe('That date does not exist.');
    expect(date.safeParse('02/03/2026').error?.issues[0]?.message).toBe('Dates are written YYYY-MM-DD.');
  });
});

describe('requiredId', () => {
  it("takes a select's value and refuses blank, zero and text with the message", () => {
    const league = requiredId('League is required.');
    expect(league.parse('12')).toBe(12);
    expect(league.parse(12)).toBe(12);
    for (const value of ['', null, undefined, 0, '0', 'abc', -3, 1.5]) {
      expect(league.safeParse(value).error?.issues[0]?.message).toBe('League is required.');
    }
  });
});

describe('text fields', () => {
  const controls = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\n', '\r', '\t'];

  it.each(controls)('refuse %j in a name with one clear message', (control) => {
    const result = requiredText('Team name is required.').safeParse(`Harlem${control}Hoopers`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(optionalText().safeParse(`a${control}b`).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(optionalUrl().safeParse(`https://x.example/a${control}b`).success).toBe(false);
  });

  it('refuse half a character (a lone surrogate), and take any whole one', () => {
    expect(isPlainText('a\ud800b')).toBe(false);
    expect(isPlainText('\udc00')).toBe(false);
    expect(isPlainText('Zoë Ångström 李 🏀 \u2028')).toBe(true);
    expect(requiredText('Name is required.').parse('  Zoë 🏀  ')).toBe('Zoë 🏀');
  });

  it('keep line breaks and tabs in multi-line notes, and refuse other control characters there', () => {
    const notes = optionalText(5000, { multiline: true });
    expect(notes.parse('Side door.\r\nBring\tID.')).toBe('Side door.\r\nBring\tID.');
    expect(notes.safeParse('Side door.\u0000').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});
