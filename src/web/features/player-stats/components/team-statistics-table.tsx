import { statColumns } from '#domain/stat-catalogue.ts';
import { isNotFound } from '#web/components/ui/not-found-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StatCells, StatHeaderCells } from '#web/components/ui/stat-cells.tsx';
import {
  cellClass,
  emptyTextClass,
  headerCellClass,
  stickyColumnClass,
  tableClass,
  TableRegion,
} from '#web/components/ui/table.tsx';
import type { Phase } from '#domain/playoffs.ts';
import { counted } from '#domain/counts.ts';
import { boxScoresEntered, scoresPerGame } from '#domain/player-stats.ts';
import { useTeamStatistics } from '../api/get-team-statistics.ts';

const TEAM_COLUMNS = statColumns('teamStatistics');

/**
 * The team's statistics over its played games: one row per game on average, one of totals;
 * the row's name stays in view while the figures scroll sideways.
 */
export function TeamStatisticsTable({
  teamId,
  teamName,
  phase = 'regular',
}: {
  teamId: number;
  teamName: string;
  phase?: Phase;
}) {
  const statistics = useTeamStatistics(teamId, phase);
  if (statistics.isPending) return <Spinner label="Loading team statistics" />;
  if (statistics.isError && !isNotFound(statistics.error)) return <p className={emptyTextClass}>Error loading data</p>;
  const data = statistics.data;
  if (!data || data.gamesPlayed === 0) return <p className={emptyTextClass}>No stats available for this team</p>;
  const rows = [
    { label: 'Per game', line: data.averages, perGame: true },
    { label: 'Totals', line: data.totals, perGame: false },
  ];
  const partial = data.gamesWithLines < data.gamesPlayed;
  return (
    <>
      <p className="mb-2 text-sm text-neutral-300">
        Over {counted(data.gamesPlayed, 'game')} played.
        {partial ? ` ${scoresPerGame(data)}` : null}
      </p>
      {partial ? (
        <p role="note" className="mb-2 text-sm text-amber-100">
          {boxScoresEntered(data.gamesWithLines, data.gamesPlayed)}
          {data.gamesWithLines > 0 ? ' The figures below count those games.' : null}
        </p>
      ) : null}
      {data.gamesWithLines === 0 ? null : (
        <TableRegion label={`${teamName} team statistics`}>
          <table className={tableClass}>
            <caption className="sr-only">{`${teamName} team statistics`}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${headerCellClass} ${stickyColumnClass}`}>
                  <span className="sr-only">Statistics</span>
                </th>
                <StatHeaderCells columns={TEAM_COLUMNS} />
              </tr>
            </thead>
            <tbody>
              {rows.map(({ label, line, perGame }) => (
                <tr key={label} className="hover:bg-neutral-900">
                  <th
                    scope="row"
                    className={`${cellClass} ${stickyColumnClass} whitespace-nowrap text-left font-semibold`}
                  >
                    {label}
                  </th>
                  <StatCells columns={TEAM_COLUMNS} line={line} perGame={perGame} team />
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </>
  );
}
