import type { GameDetail } from '#domain/game-schemas.ts';
import { clockText, type ScoredLiveGame } from '#domain/live-game.ts';
import { TeamScore } from './box-score-header.tsx';

/** `LIVE` while the game is on, `Final` once the scorekeeper has closed it. */
export function LiveBadge({ live }: { live: ScoredLiveGame }) {
  return live.on ? (
    <span className="inline-flex items-center gap-1.5 rounded bg-red-600 px-2 py-0.5 text-xs font-extrabold tracking-widest text-white">
      <span aria-hidden="true" className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
      LIVE
    </span>
  ) : (
    <span className="rounded bg-neutral-700 px-2 py-0.5 text-xs font-extrabold tracking-widest text-white">Final</span>
  );
}

/** Where the game stands: the period and its clock, between periods, or over. */
export function periodText(live: ScoredLiveGame): string {
  const { state } = live;
  if (live.closed) return 'Final';
  // Over by the book, but not closed yet: the scorekeeper may still correct it.
  if (state.over) return 'End of the game';
  if (state.period === 0) return 'Before tip-off';
  const label = state.periodLabel ?? '';
  if (!state.inPlay) return `End of ${label.toLowerCase()}`;
  return state.clock === null ? label : `${label} · ${clockText(state.clock)}`;
}

/**
 * The score of a game scored live, in the header's place while the box score has no score yet:
 * the badge, the period and its clock, and each team's points. Screen readers hear each new
 * score as it comes.
 */
export function LiveScoreCard({ game, live }: { game: GameDetail; live: ScoredLiveGame }) {
  const { score, winner } = live.state;
  return (
    <section
      aria-labelledby="live-score"
      className="mt-6 max-w-md rounded-xl border border-neutral-800 bg-neutral-900 px-4 py-3"
    >
      <h2 id="live-score" className="flex flex-wrap items-center gap-3 text-xs font-bold uppercase tracking-widest">
        <LiveBadge live={live} />
        <span className="text-neutral-300">{periodText(live)}</span>
      </h2>
      <TeamScore team={game.HomeTeam} score={String(score.home)} won={winner === 'home'} />
      <TeamScore team={game.AwayTeam} score={String(score.away)} won={winner === 'away'} />
      <p role="status" className="sr-only">
        {`${game.HomeTeam.name} ${score.home}, ${game.AwayTeam.name} ${score.away}`}
      </p>
    </section>
  );
}
