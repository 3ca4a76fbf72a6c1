import { describe, expect, it } from 'vitest';
import { keyMonth, visitorCode, visitorCodeCap } from './visitor-code.ts';

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

describe('the visitor code cap', () => {
  const minute = Date.parse('2026-11-21T15:04:00Z');

  it('lets an address make `limit` codes a minute, then counts it under its first code', () => {
    const capped = visitorCodeCap(3);
    expect(['a', 'b', 'c', 'd', 'e'].map((code) => capped('203.0.113.7', code, minute))).toEqual([
      'a',
      'b',
      'c',
      'a',
      'a',
    ]);
    // A code already made that minute is itself.
    expect(capped('203.0.113.7', 'b', minute + 59_999)).toBe('b');
    // Another address has its own allowance.
    expect(capped('203.0.113.8', 'd', minute)).toBe('d');
  });

  it('starts over every clock minute', () => {
    const capped = visitorCodeCap(1);
    expect(capped('203.0.113.7', 'a', minute + 59_000)).toBe('a');
    expect(capped('203.0.113.7', 'b', minute + 59_999)).toBe('a');
    expect(capped('203.0.113.7', 'b', minute + 60_000)).toBe('b');
    expect(capped('203.0.113.7', 'a', minute + 60_001)).toBe('b');
  });

  it('remembers a bounded number of addresses a minute, forgetting the earliest first', () => {
    const capped = visitorCodeCap(1, 2);
    expect(capped('203.0.113.1', 'a', minute)).toBe('a');
    expect(capped('203.0.113.1', 'b', minute)).toBe('a');
    capped('203.0.113.2', 'c', minute);
    capped('203.0.113.3', 'd', minute);
    // The first address was forgotten to make room for the third: it starts over.
    expect(capped('203.0.113.1', 'b', minute)).toBe('b');
    // The third is still remembered.
    expect(capped('203.0.113.3', 'e', minute)).toBe('d');
  });
});
