import { useState } from 'react';
import type { BookTeam } from '#domain/book-schemas.ts';
import { periodLabel, SIDES, type BookState, type GameSettings, type Side } from '#domain/play-by-play.ts';
import type { RecordPlay } from '../pad.ts';
import { nameOf, playerName } from '../play-text.ts';
import { TapButton } from './tap-button.tsx';

const MAX_STARTERS = 5;

/** One team's starting five: its players to tap, then recorded, or skipped. */
function TeamFive({
  team,
  side,
  state,
  teams,
  skipped,
  setSkipped,
  record,
}: {
  team: BookTeam;
  side: Side;
  state: BookState;
  teams: Record<Side, BookTeam>;
  skipped: boolean;
  setSkipped: (skipped: boolean) => void;
  record: RecordPlay;
}) {
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const headingId = `five-${side}`;
  if (state.lineupKept[side]) {
    return (
      <section aria-labelledby={headingId} className="space-y-1">
        <h2 id={headingId} className="font-bold">
          {team.name}
        </h2>
        <p className="text-sm text-neutral-300">
          Starting five: {state.onCourt[side].map((id) => nameOf(teams, id)).join(', ')}
        </p>
      </section>
    );
  }
  if (skipped) {
    return (
      <section aria-labelledby={headingId} className="space-y-2">
        <h2 id={headingId} className="font-bold">
          {team.name}
        </h2>
        <p className="text-sm text-neutral-300">
          No starting five: points, fouls and stat lines are kept, but not who is on the court, plus/minus or minutes.
        </p>
        <TapButton onClick={() => setSkipped(false)}>Pick the starting five after all</TapButton>
      </section>
    );
  }
  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="font-bold">
        {team.name}: starting five
      </h2>
      <ul className="grid grid-cols-2 gap-2">
        {team.players.map((player) => {
          const picked = chosen.includes(player.id);
          return (
            <li key={player.id}>
              <TapButton
                tone={picked ? 'chosen' : 'plain'}
                aria-pressed={picked}
                disabled={!picked && chosen.length >= MAX_STARTERS}
                onClick={() => toggle(player.id)}
                className="min-h-14 text-left"
              >
                {playerName(player)}
              </TapButton>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-neutral-300" aria-live="polite">
        {chosen.length} of {MAX_STARTERS} chosen
      </p>
      <div className="grid grid-cols-2 gap-2">
        <TapButton
          tone="primary"
          disabled={chosen.length === 0}
          onClick={async () => {
            const refused = await record({ kind: 'startingFive', period: 1, side, players: chosen });
            if (!refused) setChosen([]);
          }}
        >
          Record starting five
        </TapButton>
        <TapButton onClick={() => setSkipped(true)}>Skip: no lineup</TapButton>
      </div>
    </section>
  );
}

/**
 * Before the game (docs/rules/screens.md#live-scoring): each team's starting five, 1 to 5 players
 * tapped, or skipped (then its lineups, plus/minus and minutes are not kept); then the start
 * of the first period.
 */
export function StartingFives({
  teams,
  state,
  settings,
  record,
}: {
  teams: Record<Side, BookTeam>;
  state: BookState;
  settings: GameSettings;
  record: RecordPlay;
}) {
  const [skipped, setSkipped] = useState<readonly Side[]>([]);
  const ready = SIDES.every((side) => state.lineupKept[side] || skipped.includes(side));
  return (
    <div className="space-y-6">
      {SIDES.map((side) => (
        <TeamFive
          key={side}
          team={teams[side]}
          side={side}
          state={state}
          teams={teams}
          skipped={skipped.includes(side)}
          setSkipped={(skip) =>
            setSkipped((current) => (skip ? [...current, side] : current.filter((other) => other !== side)))
          }
          record={record}
        />
      ))}
      <TapButton
        tone="primary"
        className="min-h-14 text-base"
        disabled={!ready}
        onClick={() => void record({ kind: 'periodStart', period: 1 })}
      >
        Start {periodLabel(1, settings)}
      </TapButton>
      {ready ? null : (
        <p className="text-sm text-neutral-400">Record or skip each team&apos;s starting five to start the game.</p>
      )}
    </div>
  );
}
