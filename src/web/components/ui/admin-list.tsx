import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button, ButtonLink } from './button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { usePageTitle } from './page-title.ts';
import { Spinner } from './spinner.tsx';
import { cardCellClass, headerCellClass, phoneCards, tableClass, TableRegion } from './table.tsx';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type AdminListPageProps<Item> = {
  /** The page title and its heading. */
  title: string;
  create: { to: string; label: string };
  /** The list's query: pending, failed, loaded. */
  list: { isPending: boolean; isError: boolean; data?: readonly Item[] | undefined };
  /** What the screen shows of the loaded list, when it filters it (e.g. a search). */
  shown?: readonly Item[] | undefined;
  loadingLabel?: string;
  /**
   * What a failed load says; or, for screens that keep the last list on screen when a refresh
   * fails, what the first load and a refresh say, announced as an alert.
   */
  failure: string | { load: string; refresh: string };
  /** What an empty list says; without it, an empty list goes to `children` too. */
  empty?: string;
  /** Search fields, filters or messages between the heading and the list. */
  controls?: ReactNode;
  /** The loaded list. */
  children: (items: readonly Item[]) => ReactNode;
  /** The delete question, from `useConfirmedDelete`. */
  dialog?: ConfirmDialogProps;
};

/**
 * A back-office list screen (docs/rules/screens.md#list-screens): heading and create link, load
 * states, the list, the delete question.
 */
export function AdminListPage<Item>({
  title,
  create,
  list,
  shown = list.data,
  loadingLabel,
  failure,
  empty,
  controls,
  children,
  dialog,
}: AdminListPageProps<Item>) {
  usePageTitle(title);
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        <ButtonLink to={create.to}>{create.label}</ButtonLink>
      </div>
      {controls}
      {list.isPending ? <Spinner label={loadingLabel} /> : null}
      {list.isError ? (
        typeof failure === 'string' ? (
          <p className="mt-6 text-red-300">{failure}</p>
        ) : (
          <p role="alert" className="mt-6 text-red-300">
            {list.data ? failure.refresh : failure.load}
          </p>
        )
      ) : null}
      {shown && (shown.length === 0 && empty ? <p className="mt-6 text-neutral-300">{empty}</p> : children(shown))}
      {dialog ? <ConfirmDialog {...dialog} /> : null}
    </section>
  );
}

export type AdminColumn<Item> = {
  header: string;
  cell: (item: Item) => ReactNode;
  /** Classes of the column's cells besides the table's own. */
  className?: string;
  /** Shown from the `sm` width up only; phones see its content in the row's `phoneSummary`. */
  wideOnly?: boolean;
};

const looks = {
  /** The back office's own: a bordered card with a shaded header row. */
  card: {
    frame: 'rounded-xl border border-neutral-800',
    table: 'w-full text-left text-sm',
    head: 'bg-neutral-900 text-neutral-300',
    headerCell: 'px-4 py-3',
    body: undefined,
    row: 'border-t border-neutral-800',
    cell: 'px-4 py-3',
    actionsCell: 'px-4 py-3',
    actions: 'justify-end',
  },
  /**
   * The public schedule's rows in a bordered card, for the games list; on phones, like the
   * schedule, each row is a card of its own, its actions in a line under it.
   */
  schedule: {
    frame: 'sm:rounded-xl sm:border sm:border-neutral-800 sm:px-2',
    table: `${tableClass} ${phoneCards.table}`,
    head: phoneCards.head,
    headerCell: `${headerCellClass} whitespace-nowrap`,
    body: phoneCards.body,
    row: `${phoneCards.row} hover:bg-neutral-900`,
    cell: cardCellClass,
    actionsCell: `${cardCellClass} max-sm:col-span-2 max-sm:pt-2`,
    actions: 'flex-wrap sm:justify-end',
  },
};

/** The last cell of a row: Edit and Delete named after the row, or a cell of the screen's own. */
type RowActionsOf<Item> =
  | {
      /** The row's name in its actions' accessible names: 'Edit Fall 2026', 'Delete Fall 2026'. */
      rowName: (item: Item) => string;
      /** The item's edit screen, for the Edit link. */
      editPath?: (id: number) => string;
      /** Asks to delete the item, for the Delete button. */
      onDelete?: (item: Item) => void;
      /** More actions, between Edit and Delete. */
      moreActions?: (item: Item) => ReactNode;
    }
  | {
      /** The whole cell, for rows whose actions differ from one another (`RowActions` and more). */
      actions: (item: Item) => ReactNode;
    };

function actionsCell<Item extends { id: number }>(props: RowActionsOf<Item>, item: Item) {
  if ('actions' in props) return props.actions(item);
  const { rowName, editPath, onDelete, moreActions } = props;
  return (
    <RowActions name={rowName(item)} editTo={editPath?.(item.id)} onDelete={onDelete && (() => onDelete(item))}>
      {moreActions?.(item)}
    </RowActions>
  );
}

type AdminTableProps<Item> = RowActionsOf<Item> & {
  items: readonly Item[];
  columns: readonly AdminColumn<Item>[];
  /** Under the first cell on phones, in place of the wide-only columns. */
  phoneSummary?: (item: Item) => ReactNode;
  /** The name of the region that scrolls the table sideways on phones. */
  region?: string;
  /** Without a region: the id of the heading that names the table. */
  labelledBy?: string;
  caption?: string;
  look?: keyof typeof looks;
  /** The space above the table. */
  className?: string;
};

/** A back-office table: one row an item, its columns given as data, and the actions last. */
export function AdminTable<Item extends { id: number }>(props: AdminTableProps<Item>) {
  const { items, columns, phoneSummary, region, labelledBy, caption, look = 'card', className = 'mt-6' } = props;
  const style = looks[look];
  const wideOnly = (column: AdminColumn<Item>) => column.wideOnly && 'hidden sm:table-cell';
  const table = (
    <table aria-labelledby={labelledBy} className={style.table}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={style.head}>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={classes(style.headerCell, wideOnly(column))}>
              {column.header}
            </th>
          ))}
          <th scope="col" className={`${style.headerCell} text-right`}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className={style.body}>
        {items.map((item) => (
          <tr key={item.id} className={style.row}>
            {columns.map((column, index) => (
              <td key={column.header} className={classes(style.cell, wideOnly(column), column.className)}>
                {column.cell(item)}
                {index === 0 && phoneSummary ? (
                  <div className="mt-2 flex flex-col items-start gap-2 text-neutral-300 sm:hidden">
                    {phoneSummary(item)}
                  </div>
                ) : null}
              </td>
            ))}
            <td className={style.actionsCell}>
              <div className={`flex gap-2 ${style.actions}`}>{actionsCell(props, item)}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  if (look === 'schedule') {
    return (
      <div className={classes(className, style.frame)}>
        {region ? <TableRegion label={region}>{table}</TableRegion> : table}
      </div>
    );
  }
  // The card itself scrolls, so its focus ring follows the rounded border.
  const scrolling = region ? { role: 'region', 'aria-label': region, tabIndex: 0 } : {};
  return (
    <div {...scrolling} className={classes('relative overflow-x-auto', className, style.frame)}>
      {table}
    </div>
  );
}

/**
 * A row's Edit link and Delete button, named after the row (`Edit Fall 2026`); `children`
 * go between them.
 */
export function RowActions({
  name,
  editTo,
  onDelete,
  children,
}: {
  name: string;
  editTo?: string;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      {editTo ? (
        <ButtonLink to={editTo} variant="secondary" aria-label={`Edit ${name}`}>
          Edit
        </ButtonLink>
      ) : null}
      {children}
      {onDelete ? (
        <Button variant="danger" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      ) : null}
    </>
  );
}

const filterInputClass =
  'min-h-10 rounded-md border border-neutral-600 bg-neutral-900 px-3 py-2 text-neutral-100 placeholder:text-neutral-500';

/** A labelled input that narrows a list (a search, a date); `className` sizes the field. */
export function FilterField({
  label,
  className,
  type,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={classes('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-neutral-200">
        {label}
      </label>
      {/* A dark date picker on the dark page. */}
      <input
        id={id}
        type={type}
        className={classes(filterInputClass, type === 'date' && '[color-scheme:dark]')}
        {...input}
      />
    </div>
  );
}

/** A yes-or-no state in a list cell: the yes text stands out, the no text is muted. */
export function StateText({ on, text: [onText, offText] }: { on: boolean; text: readonly [string, string] }) {
  return on ? (
    <span className="font-semibold text-green-300">{onText}</span>
  ) : (
    <span className="text-neutral-400">{offText}</span>
  );
}
