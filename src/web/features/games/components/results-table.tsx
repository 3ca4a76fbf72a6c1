import { Link } from 'react-router';
import { formatShortDate } from '#domain/format.ts';
import { RoundMark } from './game-status-note.tsx';
import type { GameSummary } from '#domain/game-schemas.ts';
import { paths } from '#web/config/paths.ts';
import { outcomeOf, OutcomeScore } from '#web/components/ui/outcome.tsx';
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
 * A played or forfeited game from the team's side: the opponent, home or away, and W/L with
 * the score, or with 'Forfeit' (a loss for the side that forfeited, both in a double forfeit).
 */
function result(game: GameSummary, teamId: number) {
  const home = game.HomeTeam.id === teamId;
  const side = {
    opponent: home ? game.AwayTeam : game.HomeTeam,
    at: home ? 'vs' : '@',
  };
  if (game.status === 'forfeit') {
    const forfeited = game.forfeitedBy === 'both' || game.forfeitedBy === (home ? 'home' : 'away');
    return { ...side, outcome: forfeited ? ('L' as const) : ('W' as const), score: 'Forfeit' };
  }
  const own = (home ? game.homeTeamScore : game.awayTeamScore) ?? 0;
  const other = (home ? game.awayTeamScore : game.homeTeamScore) ?? 0;
  return { ...side, outcome: outcomeOf(own, other), score: `${own}-${other}` };
}

/**
 * A team's played games in the order given: date, outcome and score, opponent and box score
 * link. On phones each game is a card: the date with the result beside it, then the opponent
 * with the box score link.
 */
export function ResultsTable({ games, teamId, teamName }: { games: GameSummary[]; teamId: number; teamName: string }) {
  if (games.length === 0) return <p className={emptyTextClass}>No data available</p>;
  return (
    <TableRegion label={`${teamName} results`}>
      <table className={`${tableClass} ${phoneCards.table}`}>
        <caption className="sr-only">{`${teamName} results, newest first`}</caption>
        <thead className={phoneCards.head}>
          <tr>
            {['Date', 'Result', 'Opponent', 'Box Score'].map((header) => (
              <th key={header} scope="col" className={`${headerCellClass} whitespace-nowrap`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={phoneCards.body}>
          {games.map((game) => {
            const { opponent, at, outcome, score } = result(game, teamId);
            return (
              <tr key={game.id} className={`${phoneCards.row} hover:bg-neutral-900`}>
                <td className={`${cardCellClass} whitespace-nowrap max-sm:text-neutral-300`}>
                  {formatShortDate(game.date)}
                  <RoundMark game={game} />
                </td>
                <td className={`${cardSideCellClass} whitespace-nowrap`}>
                  <OutcomeScore outcome={outcome} score={score} />
                </td>
                <td className={`${cardCellClass} sm:whitespace-nowrap`}>
                  <span className="text-neutral-300">{at} </span>
                  <Link to={paths.team(opponent.id)} className={tableLinkClass}>
                    {opponent.name}
                  </Link>
                </td>
                <td className={`${cardSideCellClass} whitespace-nowrap`}>
                  <Link to={paths.boxScore(game.id)} className={tableLinkClass}>
                    Box Score
                    <span className="sr-only">{`: ${at} ${opponent.name}, ${formatShortDate(game.date)}`}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
