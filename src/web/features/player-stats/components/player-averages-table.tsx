import type { ReactNode } from 'react';
import { statColumns } from '#domain/stat-catalogue.ts';
import { isNotFound } from '#web/components/ui/not-found-message.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { columnsFor, StatCells, StatHeaderCells } from '#web/components/ui/stat-cells.tsx';
import {
  cellClass,
  emptyTextClass,
  headerCellClass,
  stickyColumnClass,
  tableClass,
  TableRegion,
} from '#web/components/ui/table.tsx';
import type { Phase } from '#domain/playoffs.ts';
import { usePlayerAverages } from '../api/get-player-stats.ts';

const AVERAGE_COLUMNS = statColumns('averages');

/**
 * The player's per-game averages, one row per league they played in, under "Averages per
 * league"; the league stays in view while the figures scroll sideways.
 */
export function PlayerAveragesTable({ playerId, phase = 'regular' }: { playerId: number; phase?: Phase }) {
  const averages = usePlayerAverages(playerId, phase);
  let content: ReactNode;
  if (averages.isPending) content = <Spinner label="Loading averages" />;
  else if (averages.isError && !isNotFound(averages.error))
    content = <p className={emptyTextClass}>Error loading data</p>;
  else if (!averages.data?.length) content = <p className={emptyTextClass}>No averages available</p>;
  else {
    const columns = columnsFor(AVERAGE_COLUMNS, averages.data);
    content = (
      <TableRegion label="Averages per league">
        <table className={tableClass}>
          <caption className="sr-only">Per-game averages in each league</caption>
          <thead>
            <tr>
              <th scope="col" className={`${headerCellClass} ${stickyColumnClass}`}>
                League
              </th>
              <th scope="col" className={`${headerCellClass} text-right`}>
                <abbr title="Games played" className="no-underline">
                  GP
                </abbr>
              </th>
              <StatHeaderCells columns={columns} perGame />
            </tr>
          </thead>
          <tbody>
            {averages.data.map((row) => (
              <tr key={row.leagueId} className="hover:bg-neutral-900">
                <th scope="row" className={`${cellClass} ${stickyColumnClass} whitespace-nowrap font-semibold`}>
                  {row.leagueName}
                </th>
                <td className={`${cellClass} text-right`}>{row.gamesPlayed}</td>
                <StatCells columns={columns} line={row} perGame />
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    );
  }
  return (
    <Section id="player-averages-per-league" title="Averages per league">
      {content}
    </Section>
  );
}
