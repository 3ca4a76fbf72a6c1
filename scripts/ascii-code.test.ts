import { describe, expect, it } from 'vitest';
import { asciiCode } from './ascii-code.js';

/** What a module's code evaluates to, written as the body of a function. */
const run = (code: string): unknown => new Function(code)();

describe('asciiCode', () => {
  const cases: [string, string][] = [
    ['a string', "return 'Café – 6’1”';"],
    ['a template', 'const who = "Zoë"; return `${who} → 😀`;'],
    ['a regular expression', "return /^6\\s*(?:'|’)\\s*1$/.test('6’1');"],
    ['a regular expression with the u flag', "return /^[😀-😂]$/u.test('😁');"],
    ['an escaped character', "return '\\’' + /^\\”$/.test('”');"],
    ['an escaped backslash before one', "return '\\\\’';"],
    ['a name', 'const café = 3; return café * 2;'],
    ['a comment', '// déjà vu\nreturn 1;'],
  ];

  it.each(cases)('writes %s in ASCII, meaning the same', (_name, code) => {
    const ascii = asciiCode(code);
    expect(ascii).toMatch(/^[\t\n\r\u0020-\u007e]*$/);
    expect(run(ascii)).toEqual(run(code));
  });

  it('leaves ASCII code as it is', () => {
    const code = "const a = 'plain \\u00e9'; return a;";
    expect(asciiCode(code)).toBe(code);
  });
});
