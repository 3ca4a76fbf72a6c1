import { describe, expect, it } from 'vitest';
import { firstCell, moveFrom, type Cell, type GridShape } from './grid-moves.ts';

/** Two teams of three players and four stats (columns 1 to 4); `out` lists the rows that did not play. */
function grid(out: number[] = []): GridShape {
  return { teamRows: [3, 3], columns: 5, isOpen: ({ row, column }: Cell) => column === 0 || !out.includes(row) };
}

const at = (row: number, column: number): Cell => ({ row, column });

describe('the grid starts', () => {
  it('on the first stat of the first player', () => {
    expect(firstCell(grid())).toEqual(at(0, 1));
  });

  it('on the first player who played', () => {
    expect(firstCell(grid([0, 1]))).toEqual(at(2, 1));
  });

  it('nowhere when nobody played', () => {
    expect(firstCell(grid([0, 1, 2, 3, 4, 5]))).toBeNull();
  });
});

describe('arrows', () => {
  it('move one cell and stop at the edges', () => {
    expect(moveFrom(grid(), at(1, 2), 'left')).toEqual(at(1, 1));
    expect(moveFrom(grid(), at(1, 2), 'right')).toEqual(at(1, 3));
    expect(moveFrom(grid(), at(1, 2), 'up')).toEqual(at(0, 2));
    expect(moveFrom(grid(), at(1, 2), 'down')).toEqual(at(2, 2));
    expect(moveFrom(grid(), at(1, 4), 'right')).toBeNull();
    expect(moveFrom(grid(), at(0, 2), 'up')).toBeNull();
    expect(moveFrom(grid(), at(5, 2), 'down')).toBeNull();
  });

  it('reach the "did not play" box left of the first stat', () => {
    expect(moveFrom(grid(), at(1, 1), 'left')).toEqual(at(1, 0));
    expect(moveFrom(grid(), at(1, 0), 'left')).toBeNull();
  });

  it('cross from the home team to the away team and back', () => {
    expect(moveFrom(grid(), at(2, 3), 'down')).toEqual(at(3, 3));
    expect(moveFrom(grid(), at(3, 3), 'up')).toEqual(at(2, 3));
  });

  it('step over the stats of players who did not play, but not their box', () => {
    expect(moveFrom(grid([1, 2]), at(0, 3), 'down')).toEqual(at(3, 3));
    expect(moveFrom(grid([1, 2]), at(3, 3), 'up')).toEqual(at(0, 3));
    expect(moveFrom(grid([1]), at(0, 0), 'down')).toEqual(at(1, 0));
    expect(moveFrom(grid([1]), at(1, 0), 'right')).toBeNull();
  });
});

describe('Home and End', () => {
  it("go to the row's first and last stat", () => {
    expect(moveFrom(grid(), at(4, 3), 'rowStart')).toEqual(at(4, 1));
    expect(moveFrom(grid(), at(4, 0), 'rowEnd')).toEqual(at(4, 4));
  });

  it('stay in a row that did not play', () => {
    expect(moveFrom(grid([4]), at(4, 0), 'rowStart')).toBeNull();
  });
});

describe('Enter', () => {
  it('goes down the column', () => {
    expect(moveFrom(grid(), at(0, 2), 'next')).toEqual(at(1, 2));
  });

  it("goes from a team's last row to the top of its next column", () => {
    expect(moveFrom(grid(), at(2, 2), 'next')).toEqual(at(0, 3));
    expect(moveFrom(grid(), at(5, 1), 'next')).toEqual(at(3, 2));
  });

  it("goes from the home team's last cell to the away team's first", () => {
    expect(moveFrom(grid(), at(2, 4), 'next')).toEqual(at(3, 1));
  });

  it('skips players who did not play', () => {
    expect(moveFrom(grid([1]), at(0, 2), 'next')).toEqual(at(2, 2));
    expect(moveFrom(grid([0]), at(2, 2), 'next')).toEqual(at(1, 3));
    expect(moveFrom(grid([3]), at(2, 4), 'next')).toEqual(at(4, 1));
  });

  it('leaves the grid after its last cell', () => {
    expect(moveFrom(grid(), at(5, 4), 'next')).toBeNull();
  });

  it('walks every open cell of a team exactly once, column by column', () => {
    const visited: Cell[] = [];
    let cell: Cell | null = at(0, 1);
    while (cell && cell.row < 3) {
      visited.push(cell);
      cell = moveFrom(grid([1]), cell, 'next');
    }
    expect(visited).toEqual([1, 2, 3, 4].flatMap((column) => [at(0, column), at(2, column)]));
    expect(cell).toEqual(at(3, 1));
  });
});
