import { formatColumn, type ShownLine, type StatColumn } from '#domain/stat-catalogue.ts';
import { cellClass, headerCellClass } from './table.tsx';

/**
 * The header and value cells of the stat catalogue's columns (src/domain/stat-catalogue.ts),
 * shared by every stats table: box scores, game logs, averages and team statistics.
 */

/** The columns worth showing: a stat that lines may leave blank shows only where a row has it. */
export function columnsFor(columns: readonly StatColumn[], lines: readonly Partial<ShownLine>[]): StatColumn[] {
  return columns.filter(
    (column) => !column.optional || lines.some((line) => column.stats.some((key) => line[key] != null)),
  );
}

/** eFG% and GmSc keep their usual spelling; the other headers are upper case anyway. */
const keepCase = (abbreviation: string) => (abbreviation === abbreviation.toUpperCase() ? '' : 'normal-case!');

export function StatHeaderCells({ columns, perGame = false }: { columns: readonly StatColumn[]; perGame?: boolean }) {
  return columns.map((column) => (
    <th
      key={column.key}
      scope="col"
      className={`${headerCellClass} text-right whitespace-nowrap ${keepCase(column.abbreviation)}`}
    >
      <abbr
        title={perGame && column.format === 'count' ? `${column.title} per game` : column.title}
        className="no-underline"
      >
        {column.abbreviation}
      </abbr>
    </th>
  ));
}

const valueCell = `${cellClass} text-right whitespace-nowrap`;

/**
 * One row's values. `team` marks a team's totals, which leave a player's own figures (Game
 * Score) blank.
 */
export function StatCells({
  columns,
  line,
  perGame = false,
  team = false,
}: {
  columns: readonly StatColumn[];
  line: ShownLine;
  perGame?: boolean;
  team?: boolean;
}) {
  return columns.map((column) =>
    team && column.playerOnly ? (
      <td key={column.key} className={valueCell}>
        <span className="sr-only">Not applicable</span>
      </td>
    ) : (
      <td key={column.key} className={valueCell}>
        {formatColumn(column, line, perGame)}
      </td>
    ),
  );
}
