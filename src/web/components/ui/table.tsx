import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { pageQuery, sortParams } from '#domain/page-query.ts';
import { nextSort, type SortState } from '#domain/sorting.ts';

/** Classes shared by the public tables (standings, leaders, schedule). */
const tableBaseClass = 'w-full border-collapse text-left text-sm tabular-nums';
export const tableClass = `${tableBaseClass} [&_td]:px-2 [&_th]:px-2`;
/** Narrower cells, for tables with many columns. */
export const denseTableClass = `${tableBaseClass} [&_td]:px-1.5 [&_th]:px-1.5`;
export const headerCellClass =
  'border-b border-neutral-700 py-2 text-xs font-semibold uppercase tracking-wide text-neutral-300';
export const cellClass = 'border-b border-neutral-800 py-2';
export const tableLinkClass =
  'font-semibold text-white underline decoration-neutral-600 underline-offset-4 hover:text-brand-strong hover:decoration-brand-strong';
export const emptyTextClass = 'py-6 text-neutral-300';

/**
 * The first column of a wide table (the player, team or league a row is about) stays in view
 * while the figures scroll sideways under it. It has the page's background, and follows the
 * row's hover, so the figures never show through it; a thin rule on its right shows where
 * they pass under it, so a figure cut in half is not read as another.
 */
export const stickyColumnClass =
  'sticky left-0 z-10 bg-neutral-950 [tbody_tr:hover>&]:bg-neutral-900 after:absolute after:inset-y-0 after:right-0 after:w-px after:bg-neutral-800';

/**
 * A table whose rows become cards on phones (below `sm`), so that nothing scrolls sideways.
 * Wider screens keep the table. The table stays a table for screen readers: its header row is
 * only hidden from sight, and each row is a bordered card laying its cells out on two columns,
 * the row's facts on the left and its figures and links on the right (`cardSideCellClass`). A
 * table places its own cells further with `max-sm:` grid classes.
 */
export const phoneCards = {
  table: 'max-sm:block max-sm:[&_td]:px-0 max-sm:[&_th]:px-0',
  head: 'max-sm:sr-only',
  body: 'max-sm:flex max-sm:flex-col max-sm:gap-3',
  row: 'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-baseline max-sm:gap-x-4 max-sm:gap-y-1 max-sm:rounded-xl max-sm:border max-sm:border-neutral-800 max-sm:p-3',
};
/** A cell of a card row: no rule under it on phones, the card has its own border. */
export const cardCellClass = `${cellClass} max-sm:border-0 max-sm:py-0`;
/** A cell in the card's right column: a score, a result, a link. */
export const cardSideCellClass = `${cardCellClass} max-sm:col-start-2 max-sm:text-right`;

/**
 * A wide table scrolls sideways inside a focusable region on phones. `relative` keeps the
 * visually hidden texts inside it, so they cannot widen the page.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      {children}
    </div>
  );
}

/**
 * A table's sort as the address keeps it (decision 045): `?sort=<column>` (and `&dir=asc` when
 * ascending), or `<table>-sort` and `<table>-dir` where a page has several sortable tables.
 * A column the table does not have gives `initial`.
 */
export function useSortInAddress<Key extends string>(
  columns: readonly Key[],
  initial: SortState<Key>,
  table?: string,
): SortState<Key> {
  const [params] = useSearchParams();
  const names = sortParams(table);
  const key = columns.find((column) => column === params.get(names.sort));
  if (!key) return initial;
  return { key, direction: params.get(names.dir) === 'asc' ? 'asc' : 'desc' };
}

/**
 * A sortable column header: a link inside the `th` to the same page sorted on the column
 * (`useSortInAddress`), `aria-sort` on the `th`, and the arrow (▲ ascending, ▼ descending) on
 * the active column only. The link works before the app has started (the server renders the
 * sorted page); once it has, the app follows it in place.
 */
export function SortableHeader<Key extends string>({
  column,
  sort,
  table,
  title,
  className = '',
  children,
}: {
  column: Key;
  sort: SortState<Key>;
  /** The table's name in the address, where a page has several sortable tables. */
  table?: string;
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  const { search } = useLocation();
  const active = sort.key === column;
  const direction = sort.direction === 'asc' ? 'ascending' : 'descending';
  const next = nextSort(sort, column);
  const names = sortParams(table);
  const query = pageQuery(search);
  query.set(names.sort, next.key);
  if (next.direction === 'asc') query.set(names.dir, 'asc');
  else query.delete(names.dir);
  return (
    <th scope="col" aria-sort={active ? direction : undefined} className={`${headerCellClass} ${className}`}>
      <Link
        to={{ search: `?${query}` }}
        replace
        preventScrollReset
        className={`inline-flex items-center gap-1 rounded [text-transform:inherit] hover:text-white ${active ? 'text-brand-strong' : ''}`}
      >
        {title ? (
          <abbr title={title} className="no-underline">
            {children}
          </abbr>
        ) : (
          children
        )}
        {active ? <span aria-hidden="true">{sort.direction === 'asc' ? '▲' : '▼'}</span> : null}
      </Link>
    </th>
  );
}
