import { Link } from 'react-router';
import { sortRows, type SortState } from '#domain/sorting.ts';
import type { StandingRow } from '#domain/standings.ts';
import { formatWinShare, TIE_BREAK_RULE } from '#domain/standings-rule.ts';
import { FORFEIT_RULE } from '#domain/game-status.ts';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  cellClass,
  emptyTextClass,
  headerCellClass,
  SortableHeader,
  TableRegion,
  tableClass,
  tableLinkClass,
  useSortInAddress,
} from '#web/components/ui/table.tsx';
import { useStandings } from '../api/get-standings.ts';

type StandingKey = keyof Omit<StandingRow, 'teamId' | 'logoUrl' | 'gamesPlayed' | 'streak'>;

type Column = {
  key: StandingKey;
  label: string;
  /** A shorter label for phones. */
  short?: string;
  title?: string;
  className?: string;
  cell: (row: StandingRow) => string;
};

const phoneHidden = 'hidden sm:table-cell';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** Team, wins and losses first; on phones only forfeits, win % and the differential of the extras show. */
const extraColumns: Column[] = [
  { key: 'forfeits', label: 'FF', title: 'Forfeits', cell: (row) => String(row.forfeits) },
  { key: 'winPercentage', label: 'PCT', title: 'Winning percentage', cell: (row) => formatWinShare(row.winPercentage) },
  {
    key: 'gamesBehind',
    label: 'GB',
    title: 'Games behind',
    className: phoneHidden,
    cell: (row) => (row.gamesBehind === 0 ? '-' : row.gamesBehind.toFixed(1)),
  },
  { key: 'pointsFor', label: 'PF', title: 'Points for', className: phoneHidden, cell: (row) => String(row.pointsFor) },
  {
    key: 'pointsAgainst',
    label: 'PA',
    title: 'Points against',
    className: phoneHidden,
    cell: (row) => String(row.pointsAgainst),
  },
  {
    key: 'pointDifferential',
    label: 'Diff',
    title: 'Point differential',
    cell: (row) => signed(row.pointDifferential),
  },
];

const recordColumns = (compact: boolean): Column[] =>
  compact
    ? [
        { key: 'wins', label: 'W', title: 'Wins', cell: (row) => String(row.wins) },
        { key: 'losses', label: 'L', title: 'Losses', cell: (row) => String(row.losses) },
      ]
    : [
        { key: 'wins', label: 'Wins', short: 'W', cell: (row) => String(row.wins) },
        { key: 'losses', label: 'Losses', short: 'L', cell: (row) => String(row.losses) },
      ];

/** The standings start on wins, descending. */
const DEFAULT_SORT: SortState<StandingKey> = { key: 'wins', direction: 'desc' };

/**
 * The standings of a league (docs/rules/screens.md#standings-table): every team linked to its
 * page, sortable; the server's tie-break order stays for rows level on the sorted column.
 * `compact` (the home page) shows team, wins and losses only. The sort is kept in the address
 * (`sortTable` names it where the page has other sortable tables).
 */
export function StandingsTable({
  leagueId,
  label = 'Standings',
  compact = false,
  sortTable,
}: {
  leagueId: number;
  label?: string;
  compact?: boolean;
  sortTable?: string;
}) {
  const standings = useStandings(leagueId);
  const columns = compact ? recordColumns(true) : [...recordColumns(false), ...extraColumns];
  const sort = useSortInAddress<StandingKey>(
    ['teamName', ...columns.map((column) => column.key)],
    DEFAULT_SORT,
    sortTable,
  );

  if (standings.isPending) return <Spinner label="Loading standings" />;
  // The standings failure has no message of its own; the table is simply empty.
  const rows = standings.data ?? [];
  if (rows.length === 0) return <p className={emptyTextClass}>No standings data available</p>;

  return (
    <div>
      <TableRegion label={label}>
        <table className={tableClass}>
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              <SortableHeader column="teamName" sort={sort} table={sortTable}>
                Team
              </SortableHeader>
              {columns.map((column) => (
                <SortableHeader
                  key={column.key}
                  column={column.key}
                  sort={sort}
                  table={sortTable}
                  title={column.title}
                  className={`text-right ${column.className ?? ''}`}
                >
                  {column.short ? (
                    <>
                      <span aria-hidden="true" className="sm:hidden">
                        {column.short}
                      </span>
                      <span className="max-sm:sr-only">{column.label}</span>
                    </>
                  ) : (
                    column.label
                  )}
                </SortableHeader>
              ))}
              {compact ? null : (
                <th scope="col" className={`${headerCellClass} ${phoneHidden} text-right`}>
                  <abbr title="Current streak" className="no-underline">
                    Strk
                  </abbr>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {sortRows(rows, sort).map((row) => (
              <tr key={row.teamId} className="hover:bg-neutral-900">
                <th scope="row" className={`${cellClass} font-normal`}>
                  <span className="flex items-center gap-2">
                    {row.logoUrl ? (
                      <img src={row.logoUrl} alt="" width={24} height={24} className="size-6 shrink-0" />
                    ) : null}
                    <Link to={paths.team(row.teamId)} className={`${tableLinkClass} sm:whitespace-nowrap`}>
                      {row.teamName}
                    </Link>
                  </span>
                </th>
                {columns.map((column) => (
                  <td key={column.key} className={`${cellClass} text-right ${column.className ?? ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
                {compact ? null : <td className={`${cellClass} ${phoneHidden} text-right`}>{row.streak}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      {compact ? null : (
        <>
          <p className="mt-3 text-sm text-neutral-400">{TIE_BREAK_RULE}</p>
          <p className="mt-1 text-sm text-neutral-400">{FORFEIT_RULE}</p>
        </>
      )}
    </div>
  );
}
