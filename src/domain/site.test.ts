import { describe, expect, it } from 'vitest';
import { captainFeeNotice, formatFee } from './site.ts';

describe('a fee in dollars', () => {
  it('groups thousands and shows cents only when there are some', () => {
    expect(formatFee(230_000)).toBe('$2,300');
    expect(formatFee(175_050)).toBe('$1,750.50');
    expect(formatFee(175_005)).toBe('$1,750.05');
    expect(formatFee(5)).toBe('$0.05');
    expect(formatFee(0)).toBe('$0');
    expect(formatFee(99_900)).toBe('$999');
    expect(formatFee(1_000_000_000)).toBe('$10,000,000');
    expect(formatFee(-12_345)).toBe('-$123.45');
  });

  it('fills the captain fee notice', () => {
    expect(captainFeeNotice({ captainFeeCents: 230_000, captainFeeNotice: 'Captains pay {fee} a team.' })).toBe(
      'Captains pay $2,300 a team.',
    );
  });
});
