import { Link } from 'react-router';
import type { League } from '#domain/leagues.ts';
import { GAMES_MINIMUM_NOTE, LEADER_STATS, leagueLeaders, type LeaderStat } from '#domain/leaders.ts';
import type { LeagueStatRow } from '#domain/player-stats.ts';
import { appliesGamesMinimum, todayIn } from '#domain/schedule.ts';
import { formatStat, shownStat, statKeys } from '#domain/stat-catalogue.ts';
import type { SortState } from '#domain/sorting.ts';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  cellClass,
  denseTableClass,
  emptyTextClass,
  headerCellClass,
  SortableHeader,
  stickyColumnClass,
  tableLinkClass,
  TableRegion,
  useSortInAddress,
} from '#web/components/ui/table.tsx';
import { useNow } from '#web/lib/hydration.ts';
import { useSiteInfo } from '#web/lib/site-info.ts';
import type { Phase } from '#domain/playoffs.ts';
import { useLeagueStats, type LeagueStatsKind } from '../api/get-league-stats.ts';

const COMPACT_STATS: readonly LeaderStat[] = statKeys('leadersCompact');

/** Leaders start on points, descending (docs/rules/screens.md#table-sorting). */
const DEFAULT_SORT: SortState<LeaderStat> = { key: 'points', direction: 'desc' };

/** Percentages, Game Score and every average to one decimal; other totals are whole numbers. */
const formatLeader = (stat: LeaderStat, value: number, kind: LeagueStatsKind) =>
  formatStat(shownStat(stat).format, value, kind === 'averages');

/**
 * The league leaders (docs/rules/numbers.md#league-leaders): the top 10 of `rows`, all-zero
 * rows hidden, sorted on the chosen stat (points descending first). `compact` (the home page)
 * shows points, rebounds and assists only. The sort is kept in the address (`sortTable` names
 * it where the page has other sortable tables).
 */
export function LeadersTable({
  rows,
  kind,
  label,
  applyMinimum = false,
  compact = false,
  sortTable,
}: {
  rows: readonly LeagueStatRow[];
  kind: LeagueStatsKind;
  label: string;
  applyMinimum?: boolean;
  compact?: boolean;
  sortTable?: string;
}) {
  const stats = compact ? COMPACT_STATS : LEADER_STATS;
  const sort = useSortInAddress(stats, DEFAULT_SORT, sortTable);
  const leaders = leagueLeaders(rows, sort, applyMinimum);
  if (leaders.length === 0) return <p className={emptyTextClass}>No stats available for this league</p>;

  // The full table scrolls sideways on phones; the player's name stays in view.
  const stickyClass = compact ? '' : stickyColumnClass;
  // The compact table fits a phone by wrapping long names instead.
  const nameClass = compact ? '' : 'whitespace-nowrap';
  return (
    <TableRegion label={label}>
      <table className={denseTableClass}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headerCellClass} ${stickyClass}`}>
              Player
            </th>
            <th scope="col" className={headerCellClass}>
              Team
            </th>
            {compact ? null : (
              <th scope="col" className={`${headerCellClass} text-right`}>
                <abbr title="Games played" className="no-underline">
                  GP
                </abbr>
              </th>
            )}
            {stats.map((stat) => (
              <SortableHeader
                key={stat}
                column={stat}
                sort={sort}
                table={sortTable}
                title={shownStat(stat).title}
                className="text-right normal-case"
              >
                {shownStat(stat).abbreviation}
              </SortableHeader>
            ))}
          </tr>
        </thead>
        <tbody>
          {leaders.map((row) => (
            <tr key={`${row.id}-${row.teamId}`} className="hover:bg-neutral-900">
              <th scope="row" className={`${cellClass} ${stickyClass} font-normal`}>
                <Link to={paths.player(row.id)} className={`${tableLinkClass} ${nameClass}`}>
                  {row.firstName} {row.lastName}
                </Link>
              </th>
              <td className={cellClass}>
                <Link to={paths.team(row.teamId)} className={`${tableLinkClass} ${nameClass}`}>
                  {row.teamName}
                </Link>
              </td>
              {compact ? null : <td className={`${cellClass} text-right`}>{row.gamesPlayed}</td>}
              {stats.map((stat) => (
                <td
                  key={stat}
                  className={`${cellClass} text-right ${sort.key === stat ? 'font-semibold text-white' : ''}`}
                >
                  {formatLeader(stat, row[stat], kind)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * The games minimum of averages (`MIN_GAMES_FOR_AVERAGES`) applies once the league is more
 * than 35 days old (docs/rules/numbers.md#three-game-minimum).
 */
export function useAppliesGamesMinimum(league: Pick<League, 'startDate'>): boolean {
  const timezone = useSiteInfo().data?.leagueTimezone;
  const now = useNow();
  return appliesGamesMinimum(league.startDate, todayIn(timezone, now));
}

/**
 * A league's leaders loaded from the server: averages (with the games minimum and its note
 * once it applies) or totals. Load failure: 'Failed to fetch data'.
 */
export function LeagueLeaders({
  league,
  kind,
  label,
  compact = false,
  phase = 'regular',
  sortTable,
}: {
  league: Pick<League, 'id' | 'startDate'>;
  kind: LeagueStatsKind;
  label: string;
  compact?: boolean;
  /** The table's name in the address, where the page has other sortable tables. */
  sortTable?: string;
  /** The regular season's leaders, or the playoffs'. */
  phase?: Phase;
}) {
  const stats = useLeagueStats(league.id, kind, phase);
  const applyMinimum = useAppliesGamesMinimum(league) && kind === 'averages';
  if (stats.isPending) return <Spinner label="Loading stats" />;
  if (stats.isError) return <p className={emptyTextClass}>Failed to fetch data</p>;
  return (
    <div>
      {applyMinimum ? <p className="mb-3 text-sm text-neutral-300">{GAMES_MINIMUM_NOTE}</p> : null}
      <LeadersTable
        rows={stats.data}
        kind={kind}
        label={label}
        applyMinimum={applyMinimum}
        compact={compact}
        sortTable={sortTable}
      />
    </div>
  );
}
