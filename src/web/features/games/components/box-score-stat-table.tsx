import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BoxScoreLine, GameDetail } from '#domain/game-schemas.ts';
import { paths } from '#web/app/paths.ts';
import { cellClass, headerCellClass, tableClass, tableLinkClass, TableRegion } from '#web/components/ui/table.tsx';

type Side = GameDetail['HomeTeam'];
type Totals = Side['totals'];

const decimal = (value: number) => value.toFixed(1);
/** eFG% and GmSc keep their usual spelling; the other headers are upper case anyway. */
const mixedCase = (label: string) => (label === label.toUpperCase() ? '' : 'normal-case!');

type Column = { label: string; title: string; value: (line: Totals) => string };

/** The stat columns after Player; GmSc exists for players only. */
const columns: Column[] = [
  { label: 'PTS', title: 'Points', value: (line) => String(line.points) },
  { label: 'REB', title: 'Rebounds', value: (line) => String(line.rebounds) },
  { label: 'OREB', title: 'Offensive rebounds', value: (line) => String(line.offensiveRebounds) },
  { label: 'AST', title: 'Assists', value: (line) => String(line.assists) },
  { label: 'STL', title: 'Steals', value: (line) => String(line.steals) },
  { label: 'BLK', title: 'Blocks', value: (line) => String(line.blocks) },
  { label: 'FGM-FGA', title: 'Field goals made and attempted', value: (line) => `${line.fgm}-${line.fga}` },
  { label: 'FG%', title: 'Field goal percentage', value: (line) => decimal(line.fgPercentage) },
  {
    label: '3PM-3PA',
    title: 'Three-pointers made and attempted',
    value: (line) => `${line.threepm}-${line.threepa}`,
  },
  { label: '3P%', title: 'Three-point percentage', value: (line) => decimal(line.threePtPercentage) },
  { label: 'FTM-FTA', title: 'Free throws made and attempted', value: (line) => `${line.ftm}-${line.fta}` },
  { label: 'FT%', title: 'Free throw percentage', value: (line) => decimal(line.ftPercentage) },
  { label: 'TO', title: 'Turnovers', value: (line) => String(line.turnovers) },
  { label: 'PF', title: 'Personal fouls', value: (line) => String(line.personalFouls) },
  { label: 'eFG%', title: 'Effective field goal percentage', value: (line) => decimal(line.effectiveFgPercentage) },
  { label: 'TS%', title: 'True shooting percentage', value: (line) => decimal(line.trueShootingPercentage) },
];

const cell = `${cellClass} text-right whitespace-nowrap`;
/** The player column stays in view while the numbers scroll sideways on a phone. */
const nameCell = `${cellClass} sticky left-0 z-10 bg-neutral-950 pr-4 whitespace-nowrap`;

/**
 * One team's box score: a row per player (DNP for those who did not play) and the team's
 * totals. A row, like its name link, leads to the player's page, or for a signed-in admin to
 * the edit screen of that player's line.
 */
export function BoxScoreStatTable({ gameId, side, signedIn }: { gameId: number; side: Side; signedIn: boolean }) {
  const navigate = useNavigate();
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
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`${headerCellClass} text-right whitespace-nowrap ${mixedCase(column.label)}`}
              >
                <abbr title={column.title} className="no-underline">
                  {column.label}
                </abbr>
              </th>
            ))}
            <th scope="col" className={`${headerCellClass} text-right normal-case!`}>
              <abbr title="Game score" className="no-underline">
                GmSc
              </abbr>
            </th>
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
                  <>
                    {columns.map((column) => (
                      <td key={column.label} className={cell}>
                        {column.value(line)}
                      </td>
                    ))}
                    <td className={cell}>{decimal(line.gameScore)}</td>
                  </>
                ) : (
                  <td colSpan={columns.length + 1} className={`${cellClass} text-neutral-300`}>
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
            {columns.map((column) => (
              <td key={column.label} className={cell}>
                {column.value(side.totals)}
              </td>
            ))}
            <td className={cell}>
              <span className="sr-only">Not applicable</span>
            </td>
          </tr>
        </tfoot>
      </table>
    </TableRegion>
  );
}
