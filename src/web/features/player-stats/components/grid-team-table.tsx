import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { useFormState, useWatch, type FieldError } from 'react-hook-form';
import type { BoxScoreLine, GameDetail } from '#domain/game-schemas.ts';
import type { CountedKey } from '#domain/stat-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { cellClass, denseTableClass, headerCellClass, tableLinkClass } from '#web/components/ui/table.tsx';
import type { CellKeys } from './grid-keyboard.ts';
import type { Cell } from './grid-moves.ts';
import {
  columnTotal,
  didNotPlayRow,
  GRID_STATS,
  rowPoints,
  type GridForm,
  type GridSide,
  type GridStat,
  type TypedRow,
} from './grid-values.ts';
import { dependents } from './typed-line.ts';

/** The player's column stays in view while the numbers scroll sideways, the headers while they scroll down. */
const nameCell = 'sticky left-0 z-10 bg-neutral-950 pr-3 text-left';
const stickyTop = `${headerCellClass} sticky top-0 bg-neutral-950`;
const columnHeader = `${stickyTop} z-10`;
/** The "Player" header stays in view both ways, above the other headers. */
const cornerHeader = `${stickyTop} left-0 z-20 pr-3 text-left`;
const statHeader = `${columnHeader} text-center`;
// A cell the keyboard reaches scrolls into view below the sticky headers.
const inputClass =
  'h-9 w-12 scroll-mt-10 rounded border border-neutral-600 bg-neutral-900 px-1.5 text-right tabular-nums text-neutral-100 ' +
  'pointer-coarse:h-11 aria-invalid:border-red-400 aria-invalid:bg-red-950/60 ' +
  'disabled:border-neutral-800 disabled:bg-transparent';
// Columns in all: the player, "did not play", the stats and the points.
const COLUMNS = GRID_STATS.length + 3;

/**
 * The team's whole table comes into view with the cell that takes the focus, so on a short
 * screen its heading and headers stay in sight while its own scrolling brings the cell.
 */
const showTable = (event: FocusEvent<HTMLInputElement>) =>
  event.currentTarget.closest('section')?.scrollIntoView({ block: 'nearest' });

/** Whatever the scorer types goes over the number: a cell's number is selected as it takes the focus. */
const onCellFocus = (event: FocusEvent<HTMLInputElement>) => {
  event.currentTarget.select();
  showTable(event);
};

type RowProps = {
  row: number;
  line: BoxScoreLine;
  gameId: number;
  form: GridForm;
  keys: (cell: Cell) => CellKeys;
};

function StatInput({
  row,
  line,
  form,
  keys,
  stat,
  didNotPlay,
  error,
  errorId,
}: RowProps & { stat: GridStat; didNotPlay: boolean; error: string | undefined; errorId: string }) {
  const registration = form.register(`rows.${row}.${stat.key}`, {
    deps: dependents(stat).map((key) => `rows.${row}.${key}` as const),
  });
  const cell = keys({ row, column: GRID_STATS.indexOf(stat) + 1 });
  const input = useRef<HTMLInputElement | null>(null);
  // The first cell takes the focus before the form has given it its number, which that focus
  // never selected: selected once it holds it, the number is typed over as in every other cell.
  useEffect(() => {
    if (cell.autoFocus && input.current === document.activeElement) input.current?.select();
  }, [cell.autoFocus]);
  return (
    <input
      {...registration}
      ref={(element) => {
        registration.ref(element);
        cell.ref(element);
        input.current = element;
      }}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={`${line.firstName} ${line.lastName} ${stat.field.label}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={didNotPlay}
      autoFocus={cell.autoFocus}
      onKeyDown={cell.onKeyDown}
      onFocus={onCellFocus}
      className={inputClass}
    />
  );
}

/**
 * A player's row, and under it the messages of its cells that are wrong. Each row follows only
 * its own values, so a keystroke redraws one row, not the grid.
 */
function GridRow(props: RowProps) {
  const { row, line, gameId, form, keys } = props;
  const id = useId();
  const typed = useWatch({ control: form.control, name: `rows.${row}` }) as TypedRow;
  const { errors } = useFormState({ control: form.control, name: `rows.${row}` });
  const rowErrors = errors.rows?.[row] as Partial<Record<CountedKey, FieldError>> | undefined;
  const errorOf = (stat: GridStat) => rowErrors?.[stat.key]?.message;
  const errorId = (stat: GridStat) => `${id}-${stat.key}-error`;
  const wrong = GRID_STATS.filter((stat) => errorOf(stat));
  const name = `${line.firstName} ${line.lastName}`;
  const box = keys({ row, column: 0 });
  const didNotPlay = form.register(`rows.${row}.didNotPlay`, {
    onChange: (event: { target: HTMLInputElement }) => {
      // Sitting out clears the row; coming back starts it at zeros, ready to be typed over.
      const counts = event.target.checked ? didNotPlayRow(line.playerStatId) : null;
      for (const stat of GRID_STATS) form.setValue(`rows.${row}.${stat.key}`, counts ? counts[stat.key] : '0');
      form.clearErrors(`rows.${row}`);
    },
  });

  return (
    <>
      <tr>
        <th scope="row" className={`${cellClass} ${nameCell} font-normal`}>
          <Link
            to={paths.admin.playerStatsEdit(gameId, line.id)}
            className={`${tableLinkClass} block max-w-28 truncate sm:max-w-52 lg:max-w-64`}
          >
            {line.jerseyNumber !== null ? <span className="mr-1.5 text-neutral-300">#{line.jerseyNumber}</span> : null}
            {name}
          </Link>
        </th>
        <td className={`${cellClass} text-center`}>
          <label className="inline-flex size-9 items-center justify-center pointer-coarse:size-11">
            <input
              {...didNotPlay}
              ref={(element) => {
                didNotPlay.ref(element);
                box.ref(element);
              }}
              type="checkbox"
              aria-label={`${name} did not play`}
              autoFocus={box.autoFocus}
              onKeyDown={box.onKeyDown}
              onFocus={showTable}
              className="size-5 scroll-mt-10 accent-brand"
            />
          </label>
        </td>
        {GRID_STATS.map((stat) => (
          <td key={stat.key} className={`${cellClass} text-center`}>
            <StatInput
              {...props}
              stat={stat}
              didNotPlay={typed.didNotPlay}
              error={errorOf(stat)}
              errorId={errorId(stat)}
            />
          </td>
        ))}
        <td className={`${cellClass} text-right font-semibold`}>{rowPoints(typed)}</td>
      </tr>
      {wrong.length > 0 ? (
        <tr>
          <td colSpan={COLUMNS} className="pb-2">
            <ul className="sticky left-0 w-max max-w-[min(40rem,calc(100vw-2rem))] text-sm text-red-300">
              {wrong.map((stat) => (
                <li key={stat.key} id={errorId(stat)}>
                  {name}: {errorOf(stat)}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The team's totals as typed so far: each column's sum and the points. */
function GridTotals({ form, firstRow, players }: { form: GridForm; firstRow: number; players: number }) {
  const all = useWatch({ control: form.control, name: 'rows' }) as TypedRow[];
  const rows = all.slice(firstRow, firstRow + players);
  return (
    <tr className="font-bold">
      <th scope="row" className={`${cellClass} ${nameCell}`}>
        Totals
      </th>
      <td className={cellClass} />
      {GRID_STATS.map((stat) => (
        <td key={stat.key} className={`${cellClass} pr-3 text-right`}>
          {columnTotal(rows, stat.key)}
        </td>
      ))}
      <td className={`${cellClass} text-right`}>{rows.reduce((sum, row) => sum + rowPoints(row), 0)}</td>
    </tr>
  );
}

/**
 * One team's lines in the whole-game grid: a row per rostered player with its "did not play"
 * box, a cell per stat and the points typed so far, then the team's totals.
 */
export function GridTeamTable({
  side,
  team,
  players,
  firstRow,
  gameId,
  form,
  keys,
}: {
  side: GridSide;
  team: GameDetail['HomeTeam'];
  /** The team's lines, in the grid's order. */
  players: readonly BoxScoreLine[];
  /** The grid row of the team's first player. */
  firstRow: number;
  gameId: number;
  form: GridForm;
  keys: (cell: Cell) => CellKeys;
}) {
  const headingId = useId();
  return (
    // A focused cell brings the whole section into view (`showTable`), below the site's top bar.
    <section aria-labelledby={headingId} className="scroll-mt-16">
      <h2 id={headingId} className="pb-2 text-xl font-bold">
        {team.name} <span className="text-sm font-normal text-neutral-300">({side})</span>
      </h2>
      {/*
       * Its own scrolling, both ways, keeps the headers and the player's column in view; it is
       * short enough for the heading to show above it. A cell the keyboard reaches scrolls in
       * beside the player's column, not under it.
       */}
      <div className="relative isolate max-h-[calc(100dvh-7rem)] scroll-pl-44 overflow-auto sm:scroll-pl-64 lg:scroll-pl-72">
        <table aria-labelledby={headingId} className={`${denseTableClass} min-w-max`}>
          <thead>
            <tr>
              <th scope="col" className={cornerHeader}>
                Player
              </th>
              <th scope="col" className={statHeader}>
                <abbr title="Did not play" className="no-underline">
                  DNP
                </abbr>
              </th>
              {GRID_STATS.map((stat) => (
                <th key={stat.key} scope="col" className={statHeader}>
                  <abbr title={stat.title} className="no-underline">
                    {stat.abbreviation}
                  </abbr>
                </th>
              ))}
              <th scope="col" className={`${columnHeader} text-right`}>
                <abbr title="Points" className="no-underline">
                  PTS
                </abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {players.map((line, index) => (
              <GridRow
                key={line.playerStatId}
                row={firstRow + index}
                line={line}
                gameId={gameId}
                form={form}
                keys={keys}
              />
            ))}
          </tbody>
          <tfoot>
            <GridTotals form={form} firstRow={firstRow} players={players.length} />
          </tfoot>
        </table>
      </div>
    </section>
  );
}
