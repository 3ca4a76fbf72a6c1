import { Link } from 'react-router';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import type { GameSummary } from '#domain/game-schemas.ts';
import { isPlayed, scoreText } from '#domain/games.ts';
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

/** 'home - away' once played; N/A while a score is missing; blank for a 0-0 (docs/rules/screens.md#scores). */
export function gameScore(game: GameSummary): string {
  if (isPlayed(game)) return `${scoreText(game.homeTeamScore, game)} - ${scoreText(game.awayTeamScore, game)}`;
  return game.homeTeamScore === null || game.awayTeamScore === null ? 'N/A' : '';
}

/** On phones the time goes under the date, to leave room for the teams. */
const phoneHidden = 'hidden sm:table-cell';
const headers = [
  { label: 'Date' },
  { label: 'Time', className: phoneHidden },
  { label: 'Home' },
  { label: 'Away' },
  { label: 'Location' },
  { label: 'Score', className: 'text-center' },
  { label: 'Box Score' },
];

/**
 * Games in the order given, with their score and a box score link once played. Pass the
 * query's state so loading shows a spinner and a failure 'Failed to load games'.
 */
export function ScheduleTable({
  games,
  label,
  isPending = false,
  isError = false,
}: {
  games: GameSummary[] | undefined;
  label: string;
  isPending?: boolean;
  isError?: boolean;
}) {
  if (isPending) return <Spinner label="Loading games" />;
  if (isError) return <p className={emptyTextClass}>Failed to load games</p>;
  if (!games || games.length === 0) return <p className={emptyTextClass}>No data available</p>;
  return (
    <TableRegion label={label}>
      <table className={tableClass}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header.label} scope="col" className={`${headerCellClass} ${header.className ?? ''}`}>
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.id} className="hover:bg-neutral-900">
              <td className={`${cellClass} whitespace-nowrap`}>
                {formatGameDate(game.date)}
                <span className="block text-neutral-300 sm:hidden">{formatGameTime(game.time)}</span>
              </td>
              <td className={`${cellClass} ${phoneHidden} whitespace-nowrap`}>{formatGameTime(game.time)}</td>
              <td className={cellClass}>
                <Link to={paths.team(game.HomeTeam.id)} className={`${tableLinkClass} sm:whitespace-nowrap`}>
                  {game.HomeTeam.name}
                </Link>
              </td>
              <td className={cellClass}>
                <Link to={paths.team(game.AwayTeam.id)} className={`${tableLinkClass} sm:whitespace-nowrap`}>
                  {game.AwayTeam.name}
                </Link>
              </td>
              <td className={cellClass}>
                <Link
                  to={paths.locations}
                  className="whitespace-nowrap text-neutral-200 underline decoration-neutral-600 underline-offset-4 hover:text-white"
                >
                  {game.Location.name}
                </Link>
              </td>
              <td className={`${cellClass} whitespace-nowrap text-center`}>{gameScore(game)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {isPlayed(game) ? (
                  <Link to={paths.boxScore(game.id)} className={tableLinkClass}>
                    Box Score
                    <span className="sr-only">
                      {`: ${game.HomeTeam.name} vs ${game.AwayTeam.name}, ${formatGameDate(game.date)}`}
                    </span>
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
