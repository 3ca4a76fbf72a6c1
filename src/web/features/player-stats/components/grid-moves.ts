/**
 * Where the keyboard goes in the whole-game grid (docs/decisions/020-whole-game-entry.md).
 * Rows are the home team's players, then the away team's; column 0 is the "did not play" box
 * and the stats follow in the order a scorebook lists them.
 */

export type Cell = { row: number; column: number };

export type GridShape = {
  /** How many rows each team has, home first: `[5, 5]`. */
  teamRows: readonly number[];
  /** Columns in all, the "did not play" box included. */
  columns: number;
  /** Whether a cell can take the focus: the stats of a player who did not play cannot. */
  isOpen: (cell: Cell) => boolean;
};

export type GridMove = 'left' | 'right' | 'up' | 'down' | 'next' | 'rowStart' | 'rowEnd';

/** The keys that move, as a spreadsheet has them; a cell holds a short number, so arrows never move the caret. */
export const MOVE_KEYS: Readonly<Record<string, GridMove>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Enter: 'next',
  Home: 'rowStart',
  End: 'rowEnd',
};

const FIRST_STAT = 1;
const range = (from: number, to: number) => Array.from({ length: Math.max(to - from, 0) }, (_, index) => from + index);
const rowCount = (grid: GridShape) => grid.teamRows.reduce((sum, rows) => sum + rows, 0);

/** The rows of each team, as [first, end) pairs. */
function teams(grid: GridShape) {
  let first = 0;
  return grid.teamRows.map((rows) => {
    const team = { first, end: first + rows };
    first += rows;
    return team;
  });
}

const firstOpen = (grid: GridShape, cells: Cell[]) => cells.find((cell) => grid.isOpen(cell)) ?? null;

/** A team's cells column by column, from `column` on: the order Enter walks them in. */
const downColumns = (grid: GridShape, team: { first: number; end: number }, column: number) =>
  range(column, grid.columns).flatMap((at) => range(team.first, team.end).map((row) => ({ row, column: at })));

/** The first stat cell that can take the focus, where the grid starts. */
export function firstCell(grid: GridShape): Cell | null {
  return firstOpen(
    grid,
    range(0, rowCount(grid)).flatMap((row) => range(FIRST_STAT, grid.columns).map((column) => ({ row, column }))),
  );
}

/**
 * The cell a move leads to from `from`, or null when there is none in that direction. Arrows
 * step over closed cells and cross from one team to the other; Enter goes down the column,
 * from a team's last row to the top of its next column, and from its last column to the next
 * team's first cell; Home and End go to the row's first and last stat.
 */
export function moveFrom(grid: GridShape, from: Cell, move: GridMove): Cell | null {
  const inRow = (columns: number[]) =>
    firstOpen(
      grid,
      columns.map((column) => ({ row: from.row, column })),
    );
  const inColumn = (rows: number[]) =>
    firstOpen(
      grid,
      rows.map((row) => ({ row, column: from.column })),
    );
  switch (move) {
    case 'left':
      return inRow(range(0, from.column).reverse());
    case 'right':
      return inRow(range(from.column + 1, grid.columns));
    case 'up':
      return inColumn(range(0, from.row).reverse());
    case 'down':
      return inColumn(range(from.row + 1, rowCount(grid)));
    case 'rowStart':
      return inRow(range(FIRST_STAT, grid.columns));
    case 'rowEnd':
      return inRow(range(FIRST_STAT, grid.columns).reverse());
    case 'next': {
      const all = teams(grid);
      const index = all.findIndex((team) => from.row >= team.first && from.row < team.end);
      const team = all[index];
      if (!team) return null;
      const restOfColumn = range(from.row + 1, team.end).map((row) => ({ row, column: from.column }));
      const laterTeams = all.slice(index + 1).flatMap((later) => downColumns(grid, later, FIRST_STAT));
      return firstOpen(grid, [...restOfColumn, ...downColumns(grid, team, from.column + 1), ...laterTeams]);
    }
  }
}
