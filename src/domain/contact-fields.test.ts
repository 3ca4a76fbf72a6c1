import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, PHONE_PATTERN } from './contact-fields.ts';

describe('the email pattern', () => {
  it.each(['ana@example.com', 'x.y+z@mail.example.org', 'O’Neil@example.ie'])('takes %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['ana', 'ana@example', 'ana@.example.com', 'ana@example..com', 'ana@example.com.', 'a b@c.de', 'a@b@c.de'])(
    'refuses %j',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );

  // The pattern before this one backtracked in quadratic time: 5,000 dots took about 40 ms and
  // 100,000 took seconds, while the server could do nothing else. The bound is far from both
  // that and the millisecond the pattern takes, so that a busy machine does not cross it.
  it.each([
    ['dots between two @', `a@${'.'.repeat(100_000)}@`],
    ['labels that never end', `a@${'b.'.repeat(50_000)}@`],
    ['no @ at all', 'a'.repeat(100_000)],
    ['many @', 'a@'.repeat(50_000)],
  ])('answers over 100 KB of %s in well under a second', (_shape, text) => {
    const started = performance.now();
    expect(EMAIL_PATTERN.test(text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('the phone pattern', () => {
  it('answers over long text in well under a second', () => {
    const started = performance.now();
    expect(PHONE_PATTERN.test(`${'1'.repeat(100_000)}x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
