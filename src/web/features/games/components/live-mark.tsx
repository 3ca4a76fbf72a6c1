import { Link } from 'react-router';
import type { GameSummary } from '#domain/game-schemas.ts';
import { paths } from '#web/config/paths.ts';

/**
 * The mark of a game under way, scored live: a link to its box score, which follows the game
 * play by play (docs/decisions/048-live-game-book.md). Nothing for any other game.
 */
export function LiveMark({ game, className = '' }: { game: GameSummary; className?: string }) {
  if (!game.live) return null;
  return (
    <Link
      to={paths.boxScore(game.id)}
      aria-label={`LIVE: follow ${game.HomeTeam.name} vs ${game.AwayTeam.name}`}
      className={`inline-flex items-center gap-1.5 rounded bg-red-600 px-2 py-0.5 text-xs font-extrabold tracking-widest text-white hover:bg-red-500 ${className}`}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-white motion-safe:animate-pulse" />
      LIVE
    </Link>
  );
}
