import { toast } from 'react-toastify';
import { describeChange } from '#domain/game-changes.ts';
import { formatMoment } from '#domain/format.ts';
import { GAME_CHANGE_KINDS, type GameChange, type GameDetail } from '#domain/game-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useGameHistory } from '../api/get-game-history.ts';
import { useUndoGameChange } from '../api/undo-game-change.ts';

/**
 * Every change to the game's score and lines, newest first: who, when, and what moved from
 * what to what (docs/rules/league-data.md#history-and-undo). The last change can be undone
 * with one click, unless `canUndo` is false (a scorekeeper's game that is called off).
 */
export function GameHistory({ game, canUndo = true }: { game: GameDetail; canUndo?: boolean }) {
  const history = useGameHistory(game.id);
  const undo = useUndoGameChange();
  const players = new Map(
    [...game.HomeTeam.Players, ...game.AwayTeam.Players].map((line) => [
      line.playerStatId,
      `${line.firstName} ${line.lastName}`,
    ]),
  );

  const undoLast = async (change: GameChange) => {
    try {
      await undo.mutateAsync({ gameId: game.id, changeId: change.id });
      toast.success('Change undone');
    } catch (error) {
      toast.error(errorMessage(error, 'The change could not be undone.'));
    }
  };

  return (
    <Section title="History">
      {history.isError ? (
        <p className="text-red-300">{errorMessage(history.error, 'Failed to load the history')}</p>
      ) : !history.data ? (
        <Spinner label="Loading history" />
      ) : history.data.length === 0 ? (
        <p className={emptyTextClass}>No change to the score or the lines yet.</p>
      ) : (
        <ol className="space-y-3">
          {history.data.map((change, index) => (
            <li key={change.id} className="rounded-lg border border-neutral-800 bg-neutral-900/60 px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm text-neutral-300">
                  <span className="font-semibold text-neutral-100">{GAME_CHANGE_KINDS[change.kind].label}</span> ·{' '}
                  {change.by} · <time dateTime={change.changedAt}>{formatMoment(change.changedAt)}</time>
                </p>
                {index === 0 && canUndo ? (
                  <Button variant="secondary" disabled={undo.isPending} onClick={() => void undoLast(change)}>
                    Undo
                  </Button>
                ) : null}
              </div>
              <ul className="mt-1 space-y-0.5 text-sm">
                {describeChange(change, (id) => players.get(id) ?? null).map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
