import { formatGameDate, formatGameTime } from '#domain/format.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { isAdmin } from '#domain/roles.ts';
import { useMe } from '#web/lib/auth.ts';

/**
 * The back office's box score heading: the league, who plays whom, when and where, and the
 * ways to the games list (a scorekeeper's games to enter), the game's form (admins only) and
 * its public box score.
 */
export function AdminGameHeader({ game }: { game: GameDetail }) {
  const me = useMe().data;
  // A scorekeeper goes back to the games to enter, and cannot edit the game itself.
  const admin = me ? isAdmin(me) : false;
  return (
    <header>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-strong">
        {game.round ? `${game.League.name} · ${game.round}` : game.League.name}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight md:text-3xl">
        {game.HomeTeam.name} vs {game.AwayTeam.name}
      </h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-neutral-300 sm:flex sm:flex-wrap sm:gap-x-6">
        <div className="contents sm:flex sm:gap-2">
          <dt className="font-semibold text-neutral-400">Date</dt>
          <dd>{formatGameDate(game.date)}</dd>
        </div>
        <div className="contents sm:flex sm:gap-2">
          <dt className="font-semibold text-neutral-400">Time</dt>
          <dd>{formatGameTime(game.time)}</dd>
        </div>
        <div className="contents sm:flex sm:gap-2">
          <dt className="font-semibold text-neutral-400">Location</dt>
          <dd>{game.Location.name}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to={admin ? paths.admin.gamesList : paths.admin.gamesToEnter} variant="secondary">
          Back to games
        </ButtonLink>
        {admin ? (
          <ButtonLink to={paths.admin.gamesUpdate(game.id)} variant="secondary">
            Edit game
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.boxScore(game.id)} variant="secondary">
          Public box score
        </ButtonLink>
      </div>
    </header>
  );
}
