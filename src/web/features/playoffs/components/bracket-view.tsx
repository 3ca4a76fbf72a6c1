import { Link } from 'react-router';
import { formatGameDate, formatGameTime } from '#domain/format.ts';
import { statusText } from '#domain/game-status.ts';
import type { BracketAnswer, BracketMatchup } from '#domain/playoff-schemas.ts';
import { paths } from '#web/config/paths.ts';

type Side = BracketMatchup['home'];

function TeamLine({ side, score, won }: { side: Side; score: number | null; won: boolean }) {
  return (
    <div
      className={`flex items-center justify-between gap-3 px-3 py-2 ${won ? 'font-extrabold text-white' : 'text-neutral-200'}`}
    >
      {side ? (
        <span className="flex min-w-0 items-center gap-2">
          <span className="w-5 shrink-0 text-right text-xs tabular-nums text-neutral-400" title="Seed">
            {side.seed}
          </span>
          <Link to={paths.team(side.teamId)} className="truncate hover:underline">
            {side.name}
          </Link>
        </span>
      ) : (
        <span className="text-neutral-400">To be decided</span>
      )}
      <span className="tabular-nums">{score ?? ''}</span>
    </div>
  );
}

/** One matchup: both sides with their seeds, the score or status, and when and where, leading to its box score. */
export function MatchupCard({ matchup }: { matchup: BracketMatchup }) {
  const { game } = matchup;
  const played = game?.status === 'final';
  const status = game ? statusText(game) : null;
  return (
    <article
      aria-label={`${matchup.home?.name ?? 'To be decided'} vs ${matchup.away?.name ?? 'To be decided'}`}
      className="overflow-hidden rounded-xl border border-neutral-800 bg-neutral-900"
    >
      <TeamLine
        side={matchup.home}
        score={played ? game.homeTeamScore : null}
        won={matchup.winnerTeamId !== null && matchup.winnerTeamId === matchup.home?.teamId}
      />
      <div className="border-t border-neutral-800" />
      <TeamLine
        side={matchup.away}
        score={played ? game.awayTeamScore : null}
        won={matchup.winnerTeamId !== null && matchup.winnerTeamId === matchup.away?.teamId}
      />
      <p className="border-t border-neutral-800 px-3 py-1.5 text-xs text-neutral-300">
        {game ? (
          <>
            <Link
              to={paths.boxScore(game.id)}
              className="underline decoration-neutral-600 underline-offset-2 hover:text-white"
            >
              {status ?? (played ? 'Final: box score' : `${formatGameDate(game.date)}, ${formatGameTime(game.time)}`)}
            </Link>
            {' · '}
            <Link to={paths.locations} className="underline decoration-neutral-600 underline-offset-2 hover:text-white">
              {game.Location.name}
            </Link>
          </>
        ) : (
          'Not scheduled yet'
        )}
      </p>
    </article>
  );
}

/**
 * The bracket (docs/rules/screens.md#playoffs-page): on a desktop the rounds side by side, each
 * matchup centred against the two it comes from; on a phone the rounds one under the other.
 * The champion stands above it once the final is decided.
 */
export function BracketView({ bracket }: { bracket: BracketAnswer }) {
  const champion = bracket.rounds
    .flatMap((round) => round.games)
    .flatMap((matchup) => [matchup.home, matchup.away])
    .find((side) => side && side.teamId === bracket.championTeamId);
  return (
    <div className="flex flex-col gap-6">
      {champion ? (
        <p className="rounded-xl border border-amber-700 bg-amber-950/60 px-4 py-3 text-lg">
          <span className="font-semibold text-amber-200">Champion: </span>
          <Link to={paths.team(champion.teamId)} className="font-extrabold text-white hover:underline">
            {champion.name}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-col gap-6 md:grid md:auto-cols-fr md:grid-flow-col md:gap-4">
        {bracket.rounds.map((round) => (
          <section key={round.name} aria-label={round.name} className="flex flex-col">
            <h2 className="mb-3 text-sm font-bold uppercase tracking-widest text-neutral-300">{round.name}</h2>
            <ol className="flex flex-1 flex-col gap-3 md:justify-around">
              {round.games.map((matchup) => (
                <li key={matchup.key}>
                  <MatchupCard matchup={matchup} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
