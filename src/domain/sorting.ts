/** Table sorting (docs/rules/screens.md#table-sorting): the active column toggles; another column starts descending. */
export type SortDirection = 'asc' | 'desc';
export type SortState<Key extends string> = { key: Key; direction: SortDirection };

export function nextSort<Key extends string>(current: SortState<Key>, key: Key): SortState<Key> {
  if (current.key !== key) return { key, direction: 'desc' };
  return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

/**
 * The rows in the chosen order; numbers by value, text alphabetically. The sort is stable, so
 * rows level on the column keep the order they came in (for standings, the tie-breaks).
 */
export function sortRows<Row, Key extends keyof Row & string>(rows: readonly Row[], sort: SortState<Key>): Row[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[sort.key];
      const y = b.row[sort.key];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/**
 * Names in alphabetical order, case aside, without `Intl`: a collator loads its locale data on
 * first use, a long task on a phone that a form's first render should not pay for.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
