import { useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RECORD_CATEGORIES, type RecordEntry } from '#domain/records.ts';
import { headingOf, shownStat } from '#domain/stat-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { pageTexts } from '#domain/page-texts.ts';
import { usePageTitle } from '#web/components/ui/page-title.ts';
import { RECORD_KINDS, useRecords, type RecordKind } from '#web/features/records/api/get-records.ts';
import {
  cellClass,
  emptyTextClass,
  headerCellClass,
  tableClass,
  tableLinkClass,
  TableRegion,
} from '#web/components/ui/table.tsx';

/** The categories of records, named as headings. */
const CATEGORIES = RECORD_CATEGORIES.map((key) => ({ key, label: headingOf(shownStat(key)) }));

const isAverage = (kind: RecordKind) => kind.endsWith('-average');
const isLeague = (kind: RecordKind) => kind.startsWith('league-');
const kindLabel = (kind: RecordKind) => RECORD_KINDS.find((candidate) => candidate.key === kind)?.label ?? '';
const tabId = (kind: RecordKind) => `records-tab-${kind}`;
const panelId = (kind: RecordKind) => `records-panel-${kind}`;

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

function RecordsPanel({ kind }: { kind: RecordKind }) {
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

/** `/records`: the top 10 of every category, all-time and per league, totals and averages. */
export function RecordsPage() {
  usePageTitle(pageTexts.records.title, pageTexts.records.description);
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = RECORD_KINDS.find((kind) => kind.key === searchParams.get('tab'))?.key ?? RECORD_KINDS[0].key;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (kind: RecordKind) => setSearchParams({ tab: kind }, { replace: true, preventScrollReset: true });

  // WAI-ARIA tabs: arrows move between tabs (and select them), Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = RECORD_KINDS.findIndex((kind) => kind.key === selected);
    const last = RECORD_KINDS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    const target = next === undefined ? undefined : RECORD_KINDS[next];
    if (next === undefined || !target) return;
    event.preventDefault();
    select(target.key);
    tabs.current[next]?.focus();
  };

  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Records</h1>
      <p className="mt-2 text-neutral-300">
        The best of every season. Averages count players with at least three games played.
      </p>
      <div role="tablist" aria-label="Record types" onKeyDown={onKeyDown} className="mt-6 flex flex-wrap gap-2">
        {RECORD_KINDS.map((kind, index) => {
          const active = kind.key === selected;
          return (
            <button
              key={kind.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(kind.key)}
              aria-selected={active}
              aria-controls={panelId(kind.key)}
              tabIndex={active ? 0 : -1}
              onClick={() => select(kind.key)}
              className={`min-h-10 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                active
                  ? 'border-brand bg-brand text-neutral-950'
                  : 'border-neutral-700 text-neutral-200 hover:border-neutral-500 hover:text-white'
              }`}
            >
              {kind.label}
            </button>
          );
        })}
      </div>
      {RECORD_KINDS.map((kind) => (
        <div
          key={kind.key}
          role="tabpanel"
          id={panelId(kind.key)}
          aria-labelledby={tabId(kind.key)}
          hidden={kind.key !== selected}
          tabIndex={0}
          className="mt-6"
        >
          {kind.key === selected ? <RecordsPanel kind={kind.key} /> : null}
        </div>
      ))}
    </section>
  );
}
