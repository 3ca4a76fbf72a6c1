import type { BookTeam } from '#domain/book-schemas.ts';
import { SIDES, type BookState, type Side } from '#domain/play-by-play.ts';

type Teams = Record<Side, BookTeam>;

function TeamScore({ team, side, state }: { team: BookTeam; side: Side; state: BookState }) {
  const away = side === 'away';
  return (
    <div className={`min-w-0 flex-1 ${away ? 'text-right' : ''}`}>
      <p className="truncate text-xs font-semibold text-neutral-200">{team.name}</p>
      <p className="text-3xl font-extrabold tabular-nums leading-none">{state.score[side]}</p>
      <p
        className={`mt-0.5 flex flex-wrap items-center gap-x-2 text-[11px] text-neutral-300 ${away ? 'justify-end' : ''}`}
      >
        <span>Fouls {state.teamFouls[side]}</span>
        <span>Timeouts {state.timeoutsLeft[side]}</span>
        {state.inBonus[side] ? (
          <span className="rounded bg-amber-400 px-1.5 font-bold uppercase text-neutral-950">Bonus</span>
        ) : null}
      </p>
    </div>
  );
}

const periodOf = (state: BookState) => (state.over ? 'Final' : (state.periodLabel ?? 'Before the game'));

/** The scoreboard in words, for a screen reader: the score, the period, the fouls, the bonus, the timeouts. */
function spoken(teams: Teams, state: BookState): string {
  const both = (value: (side: Side) => string | number) =>
    SIDES.map((side) => `${teams[side].name} ${value(side)}`).join(', ');
  const bonus = SIDES.filter((side) => state.inBonus[side]).map((side) => ` ${teams[side].name} in the bonus.`);
  return (
    `${both((side) => state.score[side])}. ${periodOf(state)}${state.period > 0 && !state.inPlay && !state.over ? ' ended' : ''}. ` +
    `Team fouls: ${both((side) => state.teamFouls[side])}. Timeouts left: ${both((side) => state.timeoutsLeft[side])}.${bonus.join('')}`
  );
}

/**
 * The score, the period, and each team's fouls of the half, its bonus and its timeouts left:
 * always in view at the top of the screen (docs/rules/screens.md#live-scoring).
 */
export function Scoreboard({ teams, state }: { teams: Teams; state: BookState }) {
  return (
    <section aria-label="Score" className="border-b border-neutral-800 bg-neutral-950 px-3 py-1.5">
      <p className="sr-only">{spoken(teams, state)}</p>
      <div aria-hidden="true" className="flex items-start gap-3">
        <TeamScore team={teams.home} side="home" state={state} />
        <p className="shrink-0 pt-4 text-center text-xs font-bold uppercase tracking-wide text-brand-strong">
          {periodOf(state)}
          {state.period > 0 && !state.inPlay && !state.over ? (
            <span className="block font-semibold normal-case text-neutral-300">ended</span>
          ) : null}
        </p>
        <TeamScore team={teams.away} side="away" state={state} />
      </div>
    </section>
  );
}
