import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BoxScoreLine, GameDetail } from '#domain/game-schemas.ts';
import { paths } from '#web/config/paths.ts';
import { statColumns } from '#domain/stat-catalogue.ts';
import { columnsFor, StatCells, StatHeaderCells } from '#web/components/ui/stat-cells.tsx';
import { cellClass, headerCellClass, tableClass, tableLinkClass, TableRegion } from '#web/components/ui/table.tsx';

type Side = GameDetail['HomeTeam'];

const BOX_SCORE_COLUMNS = statColumns('boxScore');
/** The player column stays in view while the numbers scroll sideways on a phone. */
const nameCell = `${cellClass} sticky left-0 z-10 bg-neutral-950 pr-4 whitespace-nowrap`;

/**
 * One team's box score: a row per player (DNP for those who did not play) and the team's
 * totals. A row, like its name link, leads to the player's page, or for a signed-in admin to
 * the edit screen of that player's line.
 */
export function BoxScoreStatTable({ gameId, side, signedIn }: { gameId: number; side: Side; signedIn: boolean }) {
  const navigate = useNavigate();
  const columns = columnsFor(BOX_SCORE_COLUMNS, side.Players);
  const playerHref = (line: BoxScoreLine) =>
    signedIn ? paths.admin.playerStatsEdit(gameId, line.id) : paths.player(line.id);
  // The name link is the keyboard's way; a click anywhere else on the row does the same.
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    if ((event.target as HTMLElement).closest('a')) return;
    void navigate(href);
  };

  return (
    <TableRegion label={`${side.name} box score`}>
      <table className={`${tableClass} min-w-max`}>
        <caption className="pb-2 text-left text-xl font-bold">
          <Link to={paths.team(side.id)} className={tableLinkClass}>
            {side.name}
          </Link>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${headerCellClass} sticky left-0 z-10 bg-neutral-950`}>
              Player
            </th>
            <StatHeaderCells columns={columns} />
          </tr>
        </thead>
        <tbody>
          {side.Players.map((line) => {
            const href = playerHref(line);
            return (
              <tr
                key={line.playerStatId}
                onClick={(event) => onRowClick(event, href)}
                className="group cursor-pointer hover:bg-neutral-900"
              >
                <th scope="row" className={`${nameCell} font-normal group-hover:bg-neutral-900`}>
                  <Link to={href} className={tableLinkClass}>
                    {line.jerseyNumber !== null ? (
                      <span className="mr-2 inline-block min-w-9 text-neutral-300 no-underline">
                        #{line.jerseyNumber}
                      </span>
                    ) : null}
                    {line.firstName} {line.lastName}
                  </Link>
                </th>
                {line.played ? (
                  <StatCells columns={columns} line={line} />
                ) : (
                  <td colSpan={columns.length} className={`${cellClass} text-neutral-300`}>
                    DNP
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="font-bold">
            <th scope="row" className={nameCell}>
              Totals
            </th>
            <StatCells columns={columns} line={side.totals} team />
          </tr>
        </tfoot>
      </table>
    </TableRegion>
  );
}
