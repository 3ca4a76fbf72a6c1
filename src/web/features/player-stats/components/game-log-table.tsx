import { Link } from 'react-router';
import { formatShortDate } from '#domain/format.ts';
import type { GameLogRow } from '#domain/player-stats.ts';
import { statColumns } from '#domain/stat-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { outcomeOf, OutcomeScore } from '#web/components/ui/outcome.tsx';
import { columnsFor, StatCells, StatHeaderCells } from '#web/components/ui/stat-cells.tsx';
import {
  cellClass,
  headerCellClass,
  stickyColumnClass,
  tableClass,
  tableLinkClass,
  TableRegion,
} from '#web/components/ui/table.tsx';

/** The player's side of a logged game: opponent, home or away, and the result. */
export function gameSide(row: GameLogRow) {
  const home = row.teamId === row.homeTeamId;
  const own = (home ? row.homeTeamScore : row.awayTeamScore) ?? 0;
  const other = (home ? row.awayTeamScore : row.homeTeamScore) ?? 0;
  return {
    opponentId: home ? row.awayTeamId : row.homeTeamId,
    opponentName: home ? row.awayTeamName : row.homeTeamName,
    at: home ? 'vs' : '@',
    result: outcomeOf(own, other),
    score: `${own}-${other}`,
  };
}

/** "vs" or "@", then the opponent linked to its team page. */
function Opponent({ row }: { row: GameLogRow }) {
  const side = gameSide(row);
  return (
    <>
      <span className="text-neutral-300">{side.at} </span>
      <Link to={paths.team(side.opponentId)} className={tableLinkClass}>
        {side.opponentName}
      </Link>
    </>
  );
}

const GAME_LOG_COLUMNS = statColumns('gameLog');

/**
 * Every game the player played, newest first: date (to the box score), opponent, result and
 * stat line; the date stays in view while the figures scroll sideways.
 */
export function GameLogTable({ log }: { log: GameLogRow[] }) {
  const columns = columnsFor(GAME_LOG_COLUMNS, log);
  return (
    <TableRegion label="Game log">
      <table className={tableClass}>
        <caption className="sr-only">Game log, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headerCellClass} ${stickyColumnClass}`}>
              Date
            </th>
            <th scope="col" className={headerCellClass}>
              Opponent
            </th>
            <th scope="col" className={headerCellClass}>
              Result
            </th>
            <StatHeaderCells columns={columns} />
          </tr>
        </thead>
        <tbody>
          {log.map((row) => {
            const side = gameSide(row);
            return (
              <tr key={row.id} className="hover:bg-neutral-900">
                <th scope="row" className={`${cellClass} ${stickyColumnClass} whitespace-nowrap font-normal`}>
                  <Link to={paths.boxScore(row.gameId)} className={tableLinkClass}>
                    {formatShortDate(row.gameDate)}
                  </Link>
                </th>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <Opponent row={row} />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <OutcomeScore outcome={side.result} score={side.score} />
                </td>
                <StatCells columns={columns} line={row} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
