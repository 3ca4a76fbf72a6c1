import type { GameDetail } from '#domain/game-schemas.ts';
import { BOX_SCORE_STATUSES, disagreementMessage, pointsDisagreements } from '#domain/games.ts';
import { Link } from 'react-router';
import { Section } from '#web/components/ui/section.tsx';
import { tableLinkClass } from '#web/components/ui/table.tsx';
import { paths } from '#web/config/paths.ts';

/** Each team's players as the game's lines list them: number and name, leading to the player's page. */
export function GameRosters({ game }: { game: GameDetail }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {[game.HomeTeam, game.AwayTeam].map((side) => (
        <section key={side.id} aria-labelledby={`roster-${side.id}`}>
          <h3 id={`roster-${side.id}`} className="mb-2 text-lg font-bold">
            {side.name}
          </h3>
          {side.Players.length === 0 ? (
            <p className="text-neutral-300">No players on the roster yet.</p>
          ) : (
            <ul className="space-y-1">
              {side.Players.map((player) => (
                <li key={player.playerStatId} className="flex gap-2">
                  <span className="inline-block min-w-9 text-neutral-300">
                    {player.jerseyNumber !== null ? `#${player.jerseyNumber}` : ''}
                  </span>
                  <Link to={paths.player(player.id)} className={tableLinkClass}>
                    {player.firstName} {player.lastName}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * What a visitor reads instead of, or above, the stat tables when the box score is not whole
 * (docs/rules/screens.md#box-score-page): the rosters of a game to come or of one whose lines nobody
 * entered, and a warning when the lines do not add up to the score.
 */
export function BoxScoreNotes({ game }: { game: GameDetail }) {
  switch (game.boxScoreStatus) {
    case 'scheduled':
      return (
        <Section title="Rosters">
          <GameRosters game={game} />
        </Section>
      );
    case 'notEntered':
      return (
        <Section title={BOX_SCORE_STATUSES.notEntered.label}>
          <p className="mb-6 text-neutral-300">The players&apos; stats of this game have not been entered yet.</p>
          <GameRosters game={game} />
        </Section>
      );
    case 'scoreOnly':
      return (
        <Section title={BOX_SCORE_STATUSES.scoreOnly.label}>
          <p className="mb-6 text-neutral-300">Only the score of this game was kept.</p>
          <GameRosters game={game} />
        </Section>
      );
    case 'incomplete': {
      const sides = pointsDisagreements(
        game,
        { home: game.HomeTeam.totals.points, away: game.AwayTeam.totals.points },
        { home: game.HomeTeam.name, away: game.AwayTeam.name },
      );
      return (
        <p role="note" className="rounded-md border border-amber-500/50 bg-amber-950/40 px-4 py-3 text-amber-100">
          <strong>{BOX_SCORE_STATUSES.incomplete.label}:</strong> {sides.map(disagreementMessage).join(' ')}
        </p>
      );
    }
    case 'complete':
      return null;
  }
}
