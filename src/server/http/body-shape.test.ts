import { describe, expect, it } from 'vitest';
import { BODY_SHAPE, isWithinBodyShape } from './body-shape.ts';

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: [nested(depth - 1)] });

describe('the shape of a request body', () => {
  it('takes every form the site sends: flat objects, lists of rows, a few levels', () => {
    expect(isWithinBodyShape({ name: 'Harlem', playerIds: [1, 2, 3] })).toBe(true);
    expect(
      isWithinBodyShape({ lines: Array.from({ length: 40 }, (_, i) => ({ playerId: i, stats: { fgm: 1 } })) }),
    ).toBe(true);
    expect(isWithinBodyShape(Array.from({ length: BODY_SHAPE.maxListLength }, () => 0))).toBe(true);
    expect(isWithinBodyShape(null)).toBe(true);
    expect(isWithinBodyShape('text')).toBe(true);
  });

  it('refuses a list one item too long', () => {
    expect(isWithinBodyShape({ teamIds: Array.from({ length: BODY_SHAPE.maxListLength + 1 }, () => ({})) })).toBe(
      false,
    );
  });

  it('refuses nesting past the limit, counting objects and lists alike', () => {
    // `nested(n)` holds n objects, each with a list: 2n levels.
    expect(isWithinBodyShape(nested(BODY_SHAPE.maxDepth / 2 - 1))).toBe(true);
    expect(isWithinBodyShape(nested(BODY_SHAPE.maxDepth / 2 + 1))).toBe(false);
    let deep: unknown = 0;
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    expect(isWithinBodyShape(deep)).toBe(false);
  });
});
