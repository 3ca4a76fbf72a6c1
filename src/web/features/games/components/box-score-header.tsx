import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import type { GameDetail } from '#domain/game-schemas.ts';
import { GAME_STATUSES, statusText } from '#domain/game-status.ts';
import { BOX_SCORE_STATUSES, isPlayed, scoreText } from '#domain/games.ts';
import { paths } from '#web/config/paths.ts';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { GameStatusNote, RescheduledMark } from './game-status-note.tsx';

/** A location card's place on the locations page. */
const locationHref = (locationId: number) => `${paths.locations}#location-${locationId}`;

/** A team's row of a score card: its logo and name, leading to its page, and its score. */
export function TeamScore({ team, score, won }: { team: GameDetail['HomeTeam']; score: string; won: boolean }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <Link to={paths.team(team.id)} className="flex min-w-0 items-center gap-3 hover:underline">
        {team.logoUrl ? (
          <img src={team.logoUrl} alt="" width={40} height={40} className="size-10 shrink-0 object-contain" />
        ) : null}
        <span className={`truncate text-lg ${won ? 'font-extrabold text-white' : 'font-semibold text-neutral-200'}`}>
          {team.name}
        </span>
      </Link>
      <span
        className={`text-3xl tabular-nums ${won ? 'font-extrabold text-brand-strong' : 'font-bold text-neutral-200'}`}
      >
        {score}
      </span>
    </div>
  );
}

/**
 * Who played whom, when and where, and the final score, or 'Scheduled' for a game not played
 * yet (docs/rules/screens.md#scores); `scoreCard` takes the score's place (a game under way).
 */
export function BoxScoreHeader({ game, scoreCard }: { game: GameDetail; scoreCard?: ReactNode }) {
  const played = isPlayed(game);
  const status = statusText(game);
  const home = game.homeTeamScore ?? 0;
  const away = game.awayTeamScore ?? 0;
  return (
    <header>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-strong">
        {game.round ? `${game.League.name} · ${game.round}` : game.League.name}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight md:text-4xl">
        {game.HomeTeam.name} vs {game.AwayTeam.name}
      </h1>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-neutral-300">
        <div className="flex gap-2">
          <dt className="sr-only">Date</dt>
          <dd>
            {formatGameDate(game.date)}
            <RescheduledMark game={game} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Time</dt>
          <dd>{formatGameTime(game.time)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Location</dt>
          <dd>
            <Link to={locationHref(game.Location.id)} className={tableLinkClass}>
              {game.Location.name}
            </Link>
          </dd>
        </div>
      </dl>
      {scoreCard ?? (
        <section
          aria-labelledby="final-score"
          className="mt-6 max-w-md rounded-xl border border-neutral-800 bg-neutral-900 px-4 py-3"
        >
          <h2 id="final-score" className="text-xs font-bold uppercase tracking-widest text-neutral-300">
            {played ? 'Final score' : status ? GAME_STATUSES[game.status].label : BOX_SCORE_STATUSES.scheduled.label}
          </h2>
          {status ? <GameStatusNote game={game} className="mt-1 block text-lg" /> : null}
          {/* A game not played yet has no score to show, not even N/A. */}
          <TeamScore
            team={game.HomeTeam}
            score={played ? scoreText(game.homeTeamScore, game) : ''}
            won={played && home > away}
          />
          <TeamScore
            team={game.AwayTeam}
            score={played ? scoreText(game.awayTeamScore, game) : ''}
            won={played && away > home}
          />
        </section>
      )}
    </header>
  );
}
