import { formatShortDate } from '#domain/format.ts';
import { RESCHEDULED_MARK, statusText, type GameStatusFields } from '#domain/game-status.ts';

type Game = GameStatusFields & { HomeTeam: { name: string }; AwayTeam: { name: string } };

/**
 * What the public pages show in place of a score for a game that will not be played as
 * scheduled: 'Postponed: gym closed', 'Cancelled', 'Forfeit: Harlem Hawks win'
 * (docs/rules/screens.md#game-status). Nothing for a scheduled or final game.
 */
export function GameStatusNote({ game, className = '' }: { game: Game; className?: string }) {
  const text = statusText(game);
  if (!text) return null;
  return <span className={`font-semibold text-amber-300 ${className}`}>{text}</span>;
}

/** The mark of a postponed game moved to a new date, saying the date it had. */
export function RescheduledMark({ game }: { game: Pick<GameStatusFields, 'rescheduledFrom'> }) {
  if (!game.rescheduledFrom) return null;
  return (
    <span
      className="ml-2 inline-block rounded bg-amber-950 px-1.5 py-0.5 text-xs font-semibold text-amber-200"
      title={`First scheduled for ${formatShortDate(game.rescheduledFrom)}`}
    >
      {RESCHEDULED_MARK}
      <span className="sr-only">{` from ${formatShortDate(game.rescheduledFrom)}`}</span>
    </span>
  );
}

/** The round of a playoff game ("Semifinal"), beside its date wherever games are listed. */
export function RoundMark({ game }: { game: { round: string | null } }) {
  if (!game.round) return null;
  return (
    <span className="ml-2 inline-block rounded bg-brand/20 px-1.5 py-0.5 text-xs font-semibold text-brand-strong">
      {game.round}
    </span>
  );
}
