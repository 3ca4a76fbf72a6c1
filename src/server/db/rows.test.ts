import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRows, RowShapeError } from './rows.ts';

const standingRow = z.object({ teamId: z.number().int(), wins: z.number().int(), teamName: z.string() });

describe('the rows of a raw read', () => {
  it('are the rows the schema describes, typed by it', () => {
    const rows = parseRows(standingRow, { rows: [{ teamId: 4, wins: 3, teamName: 'Hawks' }] });
    expect(rows).toEqual([{ teamId: 4, wins: 3, teamName: 'Hawks' }]);
    const wins: number = rows[0]!.wins;
    expect(wins).toBe(3);
  });

  it('refuse a row that lacks a column, naming the row and the column', () => {
    const renamed = {
      rows: [
        { teamId: 4, wins: 3, teamName: 'Hawks' },
        { teamId: 5, won: 2, teamName: 'Owls' },
      ],
    };
    expect(() => parseRows(standingRow, renamed)).toThrow(RowShapeError);
    expect(() => parseRows(standingRow, renamed)).toThrow(
      /^Row 2 of a raw read does not have the declared shape:\n.*expected number, received undefined\n.*at wins$/s,
    );
  });

  it('refuse a column of another type, such as a count the driver answers as text', () => {
    expect(() => parseRows(standingRow, { rows: [{ teamId: 4, wins: '3', teamName: 'Hawks' }] })).toThrow(
      /expected number, received string\n.*at wins/s,
    );
  });

  it('refuse a result without rows', () => {
    expect(() => parseRows(standingRow, { rowCount: 0 })).toThrow('A raw read answered no rows array.');
  });
});
