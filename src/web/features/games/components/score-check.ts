import type { GameDetail } from '#domain/game-schemas.ts';
import { enteredLinesOf, scoreQuestions, type GameScore } from '#domain/games.ts';
import { useConfirmation } from '#web/components/ui/confirmation.ts';

/**
 * Asks before a score is saved that is a tie, or that the game's entered lines do not add up
 * to (docs/rules/league-data.md#scores-and-lines). `await check(score)` is false when the
 * admin answers No; `dialog` goes to `ConfirmDialog`.
 */
export function useScoreCheck(game: GameDetail) {
  const confirmation = useConfirmation();
  const lines = {
    points: { home: game.HomeTeam.totals.points, away: game.AwayTeam.totals.points },
    entered: enteredLinesOf(game),
  };
  const check = async (score: GameScore) => {
    for (const question of scoreQuestions(score, lines, { home: game.HomeTeam.name, away: game.AwayTeam.name })) {
      if (!(await confirmation.ask('Save this score?', question))) return false;
    }
    return true;
  };
  return { check, dialog: confirmation.dialog };
}
