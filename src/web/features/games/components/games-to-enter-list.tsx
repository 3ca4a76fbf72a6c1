import { formatGameDate, formatGameTime } from '#domain/format.ts';
import type { GameToEnter } from '#domain/game-schemas.ts';
import { isCalledOff } from '#domain/game-status.ts';
import { BOX_SCORE_STATUSES } from '#domain/games.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { emptyTextClass } from '#web/components/ui/table.tsx';
import { paths } from '#web/config/paths.ts';
import { gameScore } from './schedule-table.tsx';
import { ScoreOnlyButton } from './score-only-button.tsx';

/**
 * Games a scorekeeper has to enter, one card each (docs/rules/roles.md#scorekeepers): the
 * teams, when and where, the score so far and what the box score still lacks, and the way to
 * live scoring (for a game not called off), the whole-game grid and the box score screen.
 */
export function GamesToEnterList({ games, empty }: { games: readonly GameToEnter[]; empty: string }) {
  if (games.length === 0) return <p className={emptyTextClass}>{empty}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {games.map((game) => {
        const score = gameScore(game);
        return (
          <li key={game.id} className="rounded-xl border border-neutral-800 bg-neutral-900/60 p-4">
            <p className="text-lg font-bold">
              {game.HomeTeam.name} vs {game.AwayTeam.name}
            </p>
            <p className="text-sm text-neutral-300">
              {formatGameDate(game.date)} · {formatGameTime(game.time)} · {game.Location.name}
            </p>
            <p className="mt-2 text-sm">
              {score ? <span className="mr-3 font-semibold">{score}</span> : null}
              <span className="rounded bg-neutral-800 px-2 py-0.5 text-neutral-200">
                {BOX_SCORE_STATUSES[game.boxScoreStatus].label}
              </span>
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {isCalledOff(game) ? null : (
                <ButtonLink to={paths.admin.gamesLive(game.id)} variant="secondary">
                  Score live
                </ButtonLink>
              )}
              <ButtonLink to={paths.admin.gamesEntry(game.id)}>Enter whole game</ButtonLink>
              <ButtonLink to={paths.admin.gamesBoxScore(game.id)} variant="secondary">
                Box score
              </ButtonLink>
              {game.boxScoreStatus === 'notEntered' ? <ScoreOnlyButton game={game} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
