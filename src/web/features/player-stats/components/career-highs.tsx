import { Link } from 'react-router';
import { careerHighs } from '#domain/career-highs.ts';
import { formatShortDate } from '#domain/format.ts';
import type { GameLogRow } from '#domain/player-stats.ts';
import { headingOf, shownStat } from '#domain/stat-catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Section } from '#web/components/ui/section.tsx';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { gameSide } from './game-log-table.tsx';

/** The player's best value of each stat over the game log, each with the game it came in. */
export function CareerHighs({ log }: { log: GameLogRow[] }) {
  return (
    <Section id="player-career-highs" title="Career highs">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {careerHighs(log).map(({ stat, value, game }) => (
          <li key={stat} className="rounded-xl border border-neutral-800 bg-neutral-900/60 p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-neutral-300">
              {headingOf(shownStat(stat))}
            </p>
            <p className="mt-1 text-3xl font-extrabold tabular-nums text-brand-strong">{value}</p>
            {game ? (
              <p className="mt-1 text-sm">
                <Link to={paths.boxScore(game.gameId)} className={tableLinkClass}>
                  {gameSide(game).at} {gameSide(game).opponentName}
                  <span className="sr-only"> box score</span>
                </Link>
                <span className="block text-neutral-300">{formatShortDate(game.gameDate)}</span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-neutral-300">-</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
