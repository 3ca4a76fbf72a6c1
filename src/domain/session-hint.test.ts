import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './session-hint.ts';

describe('the signed-in hint', () => {
  it('is read from a cookie header', () => {
    expect(hasSignedInHint('signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; signed_in=1; x=2')).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('signed_in=')).toBe(false);
    expect(hasSignedInHint('not_signed_in=1')).toBe(false);
  });
});
