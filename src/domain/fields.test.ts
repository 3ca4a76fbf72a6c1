import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  INVISIBLE_CHARACTERS_MESSAGE,
  NAME_LINK_MESSAGE,
  isPlainText,
  isVisibleText,
  isWebAddress,
  optionalText,
  optionalUrl,
  personName,
  requiredDate,
  requiredId,
  requiredText,
  yearsMessage,
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

  it('takes the years 1900 to 2200 only, with the message naming the field', () => {
    const paid = requiredDate('Date paid is required.', yearsMessage('The date paid'));
    expect(paid.parse('1900-01-01')).toBe('1900-01-01');
    expect(paid.parse('2200-12-31')).toBe('2200-12-31');
    for (const far of ['0001-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(paid.safeParse(far).error?.issues.map((issue) => issue.message)).toEqual([
        'The date paid must be in the years 1900 to 2200.',
      ]);
    }
    expect(requiredDate('Date is required.').safeParse('9999-12-31').error?.issues[0]?.message).toBe(
      'A date must be in the years 1900 to 2200.',
    );
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

describe('invisible and direction-changing characters', () => {
  const invisible = {
    'zero-width space': '\u200b',
    'word joiner': '\u2060',
    'byte-order mark': '\ufeff',
    'left-to-right mark': '\u200e',
    'right-to-left override': '\u202e',
    'left-to-right embedding': '\u202a',
    'pop directional formatting': '\u202c',
    'first strong isolate': '\u2068',
    'pop directional isolate': '\u2069',
    'soft hyphen': '\u00ad',
  };

  it.each(Object.entries(invisible))('refuse a %s in a name with one clear message', (_name, character) => {
    const result = requiredText('Last name is required.').safeParse(`Ri${character}vera`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVISIBLE_CHARACTERS_MESSAGE]);
    expect(optionalText().safeParse(`Ri${character}vera`).error?.issues[0]?.message).toBe(INVISIBLE_CHARACTERS_MESSAGE);
  });

  it('keep the joiners that Persian and Indic names need', () => {
    // Persian "Ali-Akbar" with a zero-width non-joiner; Sinhala "Sri" with a zero-width joiner.
    expect(requiredText('First name is required.').parse('علی\u200cاکبر')).toBe('علی\u200cاکبر');
    expect(requiredText('First name is required.').parse('ශ්\u200dරී')).toBe('ශ්\u200dරී');
    expect(isVisibleText('نازنین\u200cزهرا')).toBe(true);
  });

  it('leave multi-line notes as written', () => {
    expect(optionalText(5000, { multiline: true }).parse('Side door.\u200e')).toBe('Side door.\u200e');
  });
});

describe("a person's name", () => {
  const firstName = personName('First name is required.');

  it.each(['http://evil.example/login?x=', 'evil.example', 'EVIL.COM', 'www.evil', 'me@evil', 'javascript:x'])(
    'refuses %j, which a mail program would show as a link',
    (name) => {
      expect(firstName.safeParse(name).error?.issues.map((issue) => issue.message)).toEqual([NAME_LINK_MESSAGE]);
    },
  );

  it.each(['J.R.', 'St. John', 'J.Rodriguez', "O'Neil", 'Mary-Kate', 'José', 'Smith Jr.', '</script>', 'a < b'])(
    'takes %j',
    (name) => {
      expect(firstName.parse(name)).toBe(name);
    },
  );

  it('still says first that a blank name is required', () => {
    expect(firstName.safeParse('  ').error?.issues[0]?.message).toBe('First name is required.');
  });
});

describe('long text', () => {
  it('is refused on its length alone: no later check runs over it', () => {
    let checked = 0;
    const field = requiredText('Email is required.', 254).refine(() => {
      checked += 1;
      return true;
    });
    const result = field.safeParse('a'.repeat(100_000));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Must be at most 254 characters.']);
    expect(checked).toBe(0);
  });
});
