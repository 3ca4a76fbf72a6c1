import type { BookTeam } from '#domain/book-schemas.ts';
import type { BookState, Side } from '#domain/play-by-play.ts';
import { nameOf } from '../play-text.ts';

/**
 * The players disqualified (announced at once) and those one foul from it: a disqualified
 * player is offered only to be substituted out (docs/rules/play-by-play.md#disqualification).
 */
export function Announcements({
  teams,
  state,
  settings,
}: {
  teams: Record<Side, BookTeam>;
  state: BookState;
  settings: { foulsToDisqualify: number };
}) {
  const teamOf = (playerId: number) => teams[state.players.get(playerId)?.side ?? 'home'].name;
  return (
    <div className="space-y-1 text-sm">
      <div role="alert">
        {state.disqualified.map((playerId) => (
          <p key={playerId} className="rounded-md bg-red-950/70 px-3 py-1.5 font-semibold text-red-100">
            {nameOf(teams, playerId)} ({teamOf(playerId)}) is disqualified
            {state.players.get(playerId)?.onCourt ? ' and must be substituted out.' : '.'}
          </p>
        ))}
      </div>
      <div aria-live="polite">
        {state.warnings.map((playerId) => (
          <p key={playerId} className="rounded-md bg-amber-950/60 px-3 py-1 text-amber-100">
            {nameOf(teams, playerId)} ({teamOf(playerId)}) has {state.players.get(playerId)?.personalFouls} fouls: the{' '}
            {settings.foulsToDisqualify}th disqualifies.
          </p>
        ))}
      </div>
    </div>
  );
}
