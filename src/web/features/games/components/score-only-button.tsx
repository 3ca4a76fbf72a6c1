import { toast } from 'react-toastify';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSetScoreOnly } from '../api/set-score-only.ts';

/**
 * Marks a game "score only" (docs/decisions/043-numbers-with-partial-box-scores.md): the league
 * keeps only its score, so it leaves the games to enter. A marked game offers the way back.
 */
export function ScoreOnlyButton({ game }: { game: { id: number; scoreOnly: boolean } }) {
  const setScoreOnly = useSetScoreOnly();
  const next = !game.scoreOnly;
  return (
    <Button
      variant="secondary"
      disabled={setScoreOnly.isPending}
      onClick={() =>
        setScoreOnly.mutate(
          { gameId: game.id, scoreOnly: next },
          {
            onSuccess: () => toast.success(next ? 'Marked score only' : 'A box score is expected again'),
            onError: (error) => toast.error(errorMessage(error, 'The game could not be changed.')),
          },
        )
      }
    >
      {next ? 'Score only, no box score' : 'Expect a box score'}
    </Button>
  );
}
