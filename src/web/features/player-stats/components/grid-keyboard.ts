import { useRef, useState, type KeyboardEvent } from 'react';
import { firstCell, MOVE_KEYS, moveFrom, type Cell, type GridShape } from './grid-moves.ts';

/** What a cell of the grid needs to take part in the keyboard's moves. */
export type CellKeys = {
  ref: (element: HTMLInputElement | null) => void;
  autoFocus: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

const keyOf = (cell: Cell) => `${cell.row}:${cell.column}`;

/**
 * The grid's keys (src/web/features/player-stats/components/grid-moves.ts) on its inputs. The
 * first stat cell has the focus when the grid opens; `onLeave` takes it when Enter walks past
 * the last cell.
 */
export function useGridKeyboard(grid: GridShape, onLeave: () => void): (cell: Cell) => CellKeys {
  const elements = useRef(new Map<string, HTMLInputElement>());
  const [start] = useState(() => firstCell(grid));

  return (cell) => ({
    ref: (element) => {
      if (element) elements.current.set(keyOf(cell), element);
      else elements.current.delete(keyOf(cell));
    },
    autoFocus: start !== null && keyOf(start) === keyOf(cell),
    onKeyDown: (event) => {
      const move = MOVE_KEYS[event.key];
      if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
      // Shift with an arrow selects text as usual; Shift+Enter goes back up.
      if (event.shiftKey && move !== 'next') return;
      // Enter would send the form from any input; in the grid it only moves.
      event.preventDefault();
      const target = moveFrom(grid, cell, event.shiftKey ? 'up' : move);
      if (target) elements.current.get(keyOf(target))?.focus();
      else if (move === 'next' && !event.shiftKey) onLeave();
    },
  });
}
