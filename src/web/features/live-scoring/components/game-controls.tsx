import { useState } from 'react';
import type { BookTeam } from '#domain/book-schemas.ts';
import { periodLabel, type BookState, type GameSettings, type Side } from '#domain/play-by-play.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import type { RecordPlay } from '../pad.ts';
import { TapButton } from './tap-button.tsx';

type Teams = Record<Side, BookTeam>;

const scoreLine = (teams: Teams, state: BookState) =>
  `${teams.home.name} ${state.score.home}, ${teams.away.name} ${state.score.away}`;

/** Between periods: the start of the next one, the screen's main button until it is tapped. */
export function NextPeriod({
  state,
  settings,
  record,
}: {
  state: BookState;
  settings: GameSettings;
  record: RecordPlay;
}) {
  const period = state.period + 1;
  return (
    <TapButton
      tone="primary"
      className="min-h-14 text-base"
      onClick={() => void record({ kind: 'periodStart', period })}
    >
      Start {periodLabel(period, settings)}
    </TapButton>
  );
}

/**
 * The game's own controls, below the pad: the end of the period in play (sudden death has
 * none), and the close, which the book's end puts first (docs/rules/screens.md#live-scoring).
 */
export function GameControls({
  teams,
  state,
  record,
  close,
}: {
  teams: Teams;
  state: BookState;
  record: RecordPlay;
  close: () => Promise<void>;
}) {
  const [closing, setClosing] = useState(false);
  return (
    <section aria-label="Game" className="space-y-2">
      {state.over ? (
        <p className="rounded-lg border border-emerald-700 bg-emerald-950/60 px-3 py-2 text-sm text-emerald-50">
          <strong>The game is over: {scoreLine(teams, state)}.</strong> Close it to store its score and stat lines.
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        {state.inPlay && !state.suddenDeath && state.periodLabel ? (
          <TapButton onClick={() => void record({ kind: 'periodEnd', period: state.period })}>
            End {state.periodLabel}
          </TapButton>
        ) : null}
        <TapButton
          tone={state.over ? 'primary' : 'plain'}
          disabled={closing}
          className={state.over ? 'col-span-2 min-h-14 text-base' : ''}
          onClick={async () => {
            setClosing(true);
            await close();
            setClosing(false);
          }}
        >
          Close game
        </TapButton>
      </div>
    </section>
  );
}

/** A closed game: final, with the way to its box score. */
export function ClosedGame({ gameId, teams, state }: { gameId: number; teams: Teams; state: BookState }) {
  return (
    <section
      aria-label="Final"
      className="space-y-3 rounded-lg border border-emerald-700 bg-emerald-950/60 px-3 py-3 text-emerald-50"
    >
      <p className="text-lg font-bold">The game is final: {scoreLine(teams, state)}.</p>
      <p className="text-sm">Its score and stat lines are stored. A correction below stores them again.</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.boxScore(gameId)}>See the box score</ButtonLink>
        <ButtonLink to={paths.admin.gamesBoxScore(gameId)} variant="secondary">
          Box score screen
        </ButtonLink>
      </div>
    </section>
  );
}
