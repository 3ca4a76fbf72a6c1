import { Link } from 'react-router';
import type { TeamDetail } from '#domain/teams.ts';
import { paths } from '#web/config/paths.ts';
import {
  cellClass,
  emptyTextClass,
  headerCellClass,
  stickyColumnClass,
  tableClass,
  tableLinkClass,
  TableRegion,
} from '#web/components/ui/table.tsx';

/**
 * The team's current players: name (with the captain marked), jersey number, position and
 * height; the name stays in view when a phone scrolls the rest sideways.
 */
export function RosterTable({ team }: { team: TeamDetail }) {
  const roster = team.Players.filter((player) => player.PlayerTeam.isCurrentTeam);
  if (roster.length === 0) return <p className={emptyTextClass}>No data available</p>;
  return (
    <TableRegion label={`${team.name} players`}>
      <table className={tableClass}>
        <caption className="sr-only">{`${team.name} players`}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${headerCellClass} ${stickyColumnClass}`}>
              Player
            </th>
            <th scope="col" className={`${headerCellClass} text-right`}>
              <abbr title="Jersey number" className="no-underline">
                #
              </abbr>
            </th>
            <th scope="col" className={headerCellClass}>
              Position
            </th>
            <th scope="col" className={headerCellClass}>
              Height
            </th>
          </tr>
        </thead>
        <tbody>
          {roster.map((player) => (
            <tr key={player.id} className="hover:bg-neutral-900">
              <th scope="row" className={`${cellClass} ${stickyColumnClass} whitespace-nowrap font-normal`}>
                <Link to={paths.player(player.id)} className={tableLinkClass}>
                  {player.firstName} {player.lastName}
                </Link>
                {player.isCaptain ? (
                  <abbr title="Captain" className="ml-2 font-bold text-brand-strong no-underline">
                    (C)
                  </abbr>
                ) : null}
              </th>
              <td className={`${cellClass} text-right`}>{player.jerseyNumber ?? ''}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{player.position ?? ''}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{player.height ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
