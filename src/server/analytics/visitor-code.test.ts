import { describe, expect, it } from 'vitest';
import { keyMonth, visitorCode } from './visitor-code.ts';

describe('the visitor code', () => {
  it('takes the month of the league clock, not of UTC', () => {
    // 03:00 UTC on Dec 1 is still 22:00 on Nov 30 in New York (EST, UTC-5).
    expect(keyMonth('America/New_York', new Date('2026-12-01T03:00:00Z'))).toBe('2026-11');
    expect(keyMonth('America/New_York', new Date('2026-12-01T05:00:00Z'))).toBe('2026-12');
    expect(keyMonth('Europe/Paris', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01');
    expect(keyMonth('UTC', new Date('2026-02-28T23:59:59Z'))).toBe('2026-02');
  });

  it('is HMAC-SHA-256 of address and user agent: the same visitor gives the same code under one key only', () => {
    const november = 'aa'.repeat(32);
    const december = 'bb'.repeat(32);
    const code = visitorCode(november, '203.0.113.7', 'Firefox');
    expect(code).toMatch(/^[0-9a-f]{64}$/);
    expect(visitorCode(november, '203.0.113.7', 'Firefox')).toBe(code);
    expect(visitorCode(november, '203.0.113.7', 'Chrome')).not.toBe(code);
    expect(visitorCode(november, '203.0.113.8', 'Firefox')).not.toBe(code);
    expect(visitorCode(december, '203.0.113.7', 'Firefox')).not.toBe(code);
    // HMAC-SHA-256 with key 32 bytes of 0xaa over "203.0.113.7\nFirefox", as openssl dgst -hmac computes it.
    expect(code).toBe('4bbe0f8e83355051dd07ebcc5724a1c073f685e6875070e226394ba11c154e9a');
  });
});
