import { Link } from 'react-router';
import { RECORD_CATEGORIES, type RecordEntry } from '#domain/records.ts';
import { headingOf, shownStat } from '#domain/stat-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  cellClass,
  emptyTextClass,
  headerCellClass,
  tableClass,
  tableLinkClass,
  TableRegion,
} from '#web/components/ui/table.tsx';
import { RECORD_KINDS, useRecords, type RecordKind } from '../api/get-records.ts';

/** The categories of records, named as headings. */
const CATEGORIES = RECORD_CATEGORIES.map((key) => ({ key, label: headingOf(shownStat(key)) }));

const isAverage = (kind: RecordKind) => kind.endsWith('-average');
const isLeague = (kind: RecordKind) => kind.startsWith('league-');
const kindLabel = (kind: RecordKind) => RECORD_KINDS.find((candidate) => candidate.key === kind)?.label ?? '';

/** The top 10 of one category: rank, player, league (per-league kinds), total or average, games played. */
function CategoryTable({ kind, label, entries }: { kind: RecordKind; label: string; entries: RecordEntry[] }) {
  const average = isAverage(kind);
  const league = isLeague(kind);
  return (
    <section aria-labelledby={`${kind}-${label}`} className="min-w-0">
      <h2 id={`${kind}-${label}`} className="text-lg font-bold">
        {label}
      </h2>
      {entries.length === 0 ? (
        <p className={emptyTextClass}>No data available</p>
      ) : (
        <TableRegion label={`${label}, ${kindLabel(kind)}`}>
          <table className={`${tableClass} mt-2`}>
            <caption className="sr-only">{`${label}, ${kindLabel(kind)}`}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${headerCellClass} w-10 text-right`}>
                  <abbr title="Rank" className="no-underline">
                    #
                  </abbr>
                </th>
                <th scope="col" className={headerCellClass}>
                  Player
                </th>
                {league ? (
                  <th scope="col" className={headerCellClass}>
                    League
                  </th>
                ) : null}
                <th scope="col" className={`${headerCellClass} text-right`}>
                  {average ? 'Avg' : 'Total'}
                </th>
                <th scope="col" className={`${headerCellClass} text-right`}>
                  <abbr title="Games played" className="no-underline">
                    GP
                  </abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.playerId}-${entry.leagueId ?? ''}`} className="hover:bg-neutral-900">
                  <td className={`${cellClass} text-right text-neutral-300`}>{index + 1}</td>
                  <th scope="row" className={`${cellClass} font-normal`}>
                    <Link to={paths.player(entry.playerId)} className={tableLinkClass}>
                      {entry.playerName}
                    </Link>
                  </th>
                  {league ? <td className={`${cellClass} text-neutral-300`}>{entry.leagueName}</td> : null}
                  <td className={`${cellClass} text-right font-semibold`}>
                    {average ? entry.value.toFixed(1) : entry.value}
                  </td>
                  <td className={`${cellClass} text-right`}>{entry.gamesPlayed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}

/** The records of one kind (all-time or per league, totals or averages): a table per category. */
export function RecordsPanel({ kind }: { kind: RecordKind }) {
  const records = useRecords(kind);
  if (records.isPending) return <Spinner label="Loading records" />;
  if (records.isError) return <p className={emptyTextClass}>Failed to fetch data</p>;
  return (
    <div className="grid gap-x-10 gap-y-8 lg:grid-cols-2">
      {CATEGORIES.map(({ key, label }) => (
        <CategoryTable key={key} kind={kind} label={label} entries={records.data[key] ?? []} />
      ))}
    </div>
  );
}
