import { calledOffRefusal, isCalledOff, statusText, type GameStatusFields } from '#domain/game-status.ts';
import { isAdmin } from '#domain/roles.ts';
import { useMe } from '#web/lib/auth.ts';

type Game = GameStatusFields & { HomeTeam: { name: string }; AwayTeam: { name: string } };

/**
 * Whether the signed-in account may not enter this game's numbers: a game postponed, cancelled
 * or forfeited is an admin's alone, and the server refuses a scorekeeper's writes to it
 * (docs/rules/league-data.md#game-status).
 */
export function useNumbersLocked(game: Pick<GameStatusFields, 'status'>): boolean {
  const me = useMe().data;
  return isCalledOff(game) && !(me && isAdmin(me));
}

/**
 * The scorekeeping screens' word on a game that will not be played as scheduled: its status
 * and reason, then, to a scorekeeper, why nothing can be entered; to an admin, what a score
 * does to it. Nothing for a scheduled or final game.
 */
export function CalledOffNote({ game }: { game: Game }) {
  const locked = useNumbersLocked(game);
  if (!isCalledOff(game)) return null;
  return (
    <div role="note" className="rounded-md border border-amber-500/50 bg-amber-950/40 px-4 py-3 text-amber-100">
      <p className="font-semibold">{statusText(game)}</p>
      <p className="mt-1 text-sm">
        {locked
          ? calledOffRefusal(game.status)
          : 'A score saved here makes the game final and takes the place of this status.'}
      </p>
    </div>
  );
}
