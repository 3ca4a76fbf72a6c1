import { describe, expect, it } from 'vitest';
import { turnsDuring } from '../../../test/turns-during.ts';
import { PIECE, readTable } from './read-table.ts';

/** A row near the longest the parser takes, with no cell or row end in it. */
const longRow = `a@${'.'.repeat(80_000)}@`;

describe('reading pasted text', () => {
  it('gives the event loop a turn between pieces of one long row', async () => {
    const turns = await turnsDuring(() => readTable('text', longRow));
    expect(turns).toBeGreaterThanOrEqual(Math.floor(longRow.length / PIECE) - 1);
  });

  it('reads the long row whole', async () => {
    const table = await readTable('text', `${longRow}\nb`);
    expect(table.headers).toEqual([longRow]);
    expect(table.rows).toEqual([{ line: 2, cells: ['b'] }]);
  });
});
