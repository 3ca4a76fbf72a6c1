import { Link } from 'react-router';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import type { GameSummary } from '#domain/game-schemas.ts';
import { statusText } from '#domain/game-status.ts';
import { isPlayed, scoreText } from '#domain/games.ts';
import { paths } from '#web/config/paths.ts';
import { GameStatusNote, RescheduledMark, RoundMark } from './game-status-note.tsx';
import { LiveMark } from './live-mark.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  cardCellClass,
  cardSideCellClass,
  emptyTextClass,
  headerCellClass,
  phoneCards,
  tableClass,
  tableLinkClass,
  TableRegion,
} from '#web/components/ui/table.tsx';

/**
 * 'home - away' once played; N/A while a score is missing; blank for a 0-0
 * (docs/rules/screens.md#scores); the status of a postponed, cancelled or forfeited game.
 */
export function gameScore(game: GameSummary): string {
  const status = statusText(game);
  if (status) return status;
  if (isPlayed(game)) return `${scoreText(game.homeTeamScore, game)} - ${scoreText(game.awayTeamScore, game)}`;
  return game.homeTeamScore === null || game.awayTeamScore === null ? 'N/A' : '';
}

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
 * Games in the order given, with their score and a box score link once played, or the LIVE
 * mark leading to the box score of a game under way. Pass the
 * query's state so loading shows a spinner and a failure 'Failed to load games'. On phones
 * each game is a card: the date and time, home vs away with the score beside them, then the
 * location and the box score link, with nothing to scroll sideways.
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
      <table className={`${tableClass} ${phoneCards.table}`}>
        <caption className="sr-only">{label}</caption>
        <thead className={phoneCards.head}>
          <tr>
            {headers.map((header) => (
              <th key={header.label} scope="col" className={`${headerCellClass} ${header.className ?? ''}`}>
                {header.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={phoneCards.body}>
          {games.map((game) => (
            <tr key={game.id} className={`${phoneCards.row} hover:bg-neutral-900`}>
              <td className={`${cardCellClass} whitespace-nowrap max-sm:col-span-2 max-sm:text-neutral-300`}>
                {formatGameDate(game.date)}
                <span className="sm:hidden"> · {formatGameTime(game.time)}</span>
                <RescheduledMark game={game} />
                <RoundMark game={game} />
              </td>
              <td className={`${cardCellClass} ${phoneHidden} whitespace-nowrap`}>{formatGameTime(game.time)}</td>
              <td className={`${cardCellClass} max-sm:row-start-2`}>
                <Link to={paths.team(game.HomeTeam.id)} className={`${tableLinkClass} sm:whitespace-nowrap`}>
                  {game.HomeTeam.name}
                </Link>
              </td>
              <td className={`${cardCellClass} max-sm:row-start-3`}>
                {/* The card has no header row to say which team is at home. */}
                <span className="text-neutral-300 sm:hidden" aria-hidden="true">
                  vs{' '}
                </span>
                <Link to={paths.team(game.AwayTeam.id)} className={`${tableLinkClass} sm:whitespace-nowrap`}>
                  {game.AwayTeam.name}
                </Link>
              </td>
              <td className={`${cardCellClass} max-sm:row-start-4`}>
                <Link
                  to={paths.locations}
                  className="text-neutral-200 underline decoration-neutral-600 underline-offset-4 hover:text-white sm:whitespace-nowrap"
                >
                  {game.Location.name}
                </Link>
              </td>
              {statusText(game) ? (
                // On a phone the status takes the card's whole width under the gym: in the
                // right column, "Forfeit: Westside Wolves win" would squeeze the teams to a word a line.
                <td className={`${cardCellClass} text-center max-sm:col-span-2 max-sm:row-start-5 max-sm:text-left`}>
                  <GameStatusNote game={game} className="text-sm max-sm:text-base" />
                </td>
              ) : (
                <td
                  className={`${cardSideCellClass} whitespace-nowrap text-center max-sm:row-span-2 max-sm:row-start-2 max-sm:self-center max-sm:text-lg max-sm:font-bold`}
                >
                  {game.live ? <LiveMark game={game} /> : gameScore(game)}
                </td>
              )}
              <td className={`${cardSideCellClass} whitespace-nowrap max-sm:row-start-4`}>
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
