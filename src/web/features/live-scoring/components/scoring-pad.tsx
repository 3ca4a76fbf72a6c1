import { useState, type ReactNode } from 'react';
import type { BookTeam } from '#domain/book-schemas.ts';
import {
  playKind,
  SIDES,
  type BookState,
  type PlayerId,
  type ShotSpot as Spot,
  type Side,
} from '#domain/play-by-play.ts';
import {
  offers,
  PAD_ACTIONS,
  playOf,
  substitution,
  teamLists,
  type PadKind,
  type RecordPlay,
  type Who,
} from '../pad.ts';
import { nameOf } from '../play-text.ts';
import { PlayerButton } from './player-button.tsx';
import { ShotSpot } from './shot-spot.tsx';
import { TapButton } from './tap-button.tsx';

/**
 * What the scorer has tapped so far: nothing, who (a player or a team), what (a kind of play),
 * or, for a substitution, the first of its two players.
 */
type Choice =
  | { step: 'idle' }
  | { step: 'who'; who: Who }
  | { step: 'what'; kind: PadKind }
  | { step: 'swap'; side: Side; first: PlayerId; out: boolean };

const IDLE: Choice = { step: 'idle' };

export type SpotOffer = { shot: string; mark: (spot: Spot) => void };

type Teams = Record<Side, BookTeam>;

/** The line above the pad: what the taps so far mean, and what comes next. */
function Prompt({ choice, teams, children }: { choice: Choice; teams: Teams; children?: ReactNode }) {
  const text = (() => {
    switch (choice.step) {
      case 'idle':
        return 'Tap a player or a play.';
      case 'who':
        return `${choice.who.playerId === null ? `${teams[choice.who.side].name} (team)` : nameOf(teams, choice.who.playerId)}: what happened?`;
      case 'what':
        return `${playKind(choice.kind).label}: by whom?`;
      case 'swap':
        return `Substitution: ${nameOf(teams, choice.first)} ${choice.out ? 'out. Who comes in?' : 'in. Who goes out?'}`;
    }
  })();
  return (
    <div className="flex items-center gap-2">
      <p aria-live="polite" className="min-w-0 flex-1 text-sm leading-tight text-neutral-200">
        {text}
      </p>
      {children}
    </div>
  );
}

/** One team's column: the team itself, the players on the court, and the bench on demand. */
function TeamColumn({
  team,
  side,
  state,
  choice,
  tapWho,
}: {
  team: BookTeam;
  side: Side;
  state: BookState;
  choice: Choice;
  tapWho: (who: Who, onCourt: boolean) => void;
}) {
  const [benchOpen, setBenchOpen] = useState(false);
  const lists = teamLists(team, side, state);
  const swapping = choice.step === 'swap' && choice.side === side;
  // A substitution's second player comes from the bench when the first went out.
  const showBench = benchOpen || (swapping && choice.out);
  const enabled = (who: Who, onCourt: boolean) => {
    if (choice.step === 'what') {
      if (choice.kind === 'substitution') return who.playerId !== null && offers('substitution', who, state);
      return offers(choice.kind, who, state);
    }
    if (choice.step === 'swap') {
      if (choice.side !== side || who.playerId === null) return false;
      return who.playerId === choice.first || onCourt !== choice.out;
    }
    return true;
  };
  const chosen = (who: Who) =>
    (choice.step === 'who' && choice.who.side === side && choice.who.playerId === who.playerId) ||
    (choice.step === 'swap' && choice.side === side && choice.first === who.playerId);
  const player = (onCourt: boolean) => (member: BookTeam['players'][number]) => {
    const who = { side, playerId: member.id };
    return (
      <li key={member.id}>
        <PlayerButton
          player={member}
          game={state.players.get(member.id)}
          chosen={chosen(who)}
          disabled={!enabled(who, onCourt)}
          onTap={() => tapWho(who, onCourt)}
        />
      </li>
    );
  };
  const teamWho = { side, playerId: null };
  const hasBench = lists.lineupKept && lists.bench.length > 0;
  return (
    <section aria-label={team.name} className="min-w-0 space-y-1">
      <div className={`grid gap-1 ${hasBench ? 'grid-cols-2' : ''}`}>
        <TapButton
          tone={chosen(teamWho) ? 'chosen' : 'team'}
          aria-pressed={chosen(teamWho)}
          aria-label={`${team.name} (team)`}
          disabled={!enabled(teamWho, false)}
          onClick={() => tapWho(teamWho, false)}
          className="min-h-11 px-1 text-xs"
        >
          <span className="block truncate">{team.name}</span>
        </TapButton>
        {hasBench ? (
          <TapButton
            aria-expanded={showBench}
            onClick={() => setBenchOpen(!benchOpen)}
            className="min-h-11 px-1 text-xs"
          >
            {showBench ? 'Hide bench' : `Bench (${lists.bench.length})`}
          </TapButton>
        ) : null}
      </div>
      <ul className="space-y-1" aria-label={lists.lineupKept ? `${team.name} on the court` : `${team.name} players`}>
        {lists.court.map(player(true))}
      </ul>
      {hasBench && showBench ? (
        <ul className="space-y-1 border-t border-dashed border-neutral-700 pt-1" aria-label={`${team.name} bench`}>
          {lists.bench.map(player(false))}
        </ul>
      ) : null}
    </section>
  );
}

/** The pad's kinds of play; with who tapped first, only those that fit them. */
function ActionGrid({
  choice,
  state,
  tapWhat,
}: {
  choice: Choice;
  state: BookState;
  tapWhat: (kind: PadKind) => void;
}) {
  return (
    <ul aria-label="Plays" className="grid grid-cols-5 gap-1">
      {PAD_ACTIONS.map(({ kind, short, tone }) => {
        const chosen = choice.step === 'what' && choice.kind === kind;
        const fits =
          choice.step === 'who'
            ? offers(kind, choice.who, state)
            : state.inPlay || playKind(kind).betweenPeriods === true;
        return (
          <li key={kind}>
            <TapButton
              tone={chosen ? 'chosen' : tone}
              aria-pressed={chosen}
              disabled={!fits}
              onClick={() => tapWhat(kind)}
              className="px-0 text-[11px] tracking-tight"
            >
              {short}
            </TapButton>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The scoring pad (docs/rules/screens.md#live-scoring): a play in two taps, the player (or the
 * team) then what happened, or what happened then who. A substitution takes its two players.
 * After a shot, the half court may take its spot until the next tap.
 */
export function ScoringPad({
  teams,
  state,
  record,
  spotOffer,
  dismissSpot,
  undo,
}: {
  teams: Teams;
  state: BookState;
  record: RecordPlay;
  spotOffer: SpotOffer | null;
  dismissSpot: () => void;
  /** Shown beside the prompt while nothing is chosen: the Undo button. */
  undo: ReactNode;
}) {
  const [choice, setChoice] = useState<Choice>(IDLE);
  const choose = (next: Choice) => {
    dismissSpot();
    setChoice(next);
  };
  const done = () => setChoice(IDLE);

  const tapWho = (who: Who, onCourt: boolean) => {
    if (choice.step === 'swap' && who.playerId !== null) {
      if (who.playerId === choice.first) return choose(IDLE);
      const [playerIn, playerOut] = choice.out ? [who.playerId, choice.first] : [choice.first, who.playerId];
      done();
      return void record(substitution(choice.side, playerIn, playerOut, state));
    }
    if (choice.step === 'what') {
      const { kind } = choice;
      if (kind === 'substitution') {
        if (who.playerId !== null) choose({ step: 'swap', side: who.side, first: who.playerId, out: onCourt });
        return;
      }
      done();
      return void record(playOf(kind, who, state));
    }
    if (choice.step === 'who' && choice.who.side === who.side && choice.who.playerId === who.playerId) {
      return choose(IDLE);
    }
    // A disqualified player is offered only to leave the court: the tap starts the substitution.
    const game = who.playerId === null ? undefined : state.players.get(who.playerId);
    if (who.playerId !== null && game?.disqualified && game.onCourt) {
      return choose({ step: 'swap', side: who.side, first: who.playerId, out: true });
    }
    choose({ step: 'who', who });
  };

  const tapWhat = (kind: PadKind) => {
    if (choice.step === 'who') {
      const { who } = choice;
      if (kind === 'substitution') {
        if (who.playerId === null) return;
        const onCourt = state.onCourt[who.side].includes(who.playerId);
        return choose({ step: 'swap', side: who.side, first: who.playerId, out: onCourt });
      }
      done();
      return void record(playOf(kind, who, state));
    }
    if (choice.step === 'what' && choice.kind === kind) return choose(IDLE);
    choose({ step: 'what', kind });
  };

  const nobody =
    choice.step === 'swap' ? (
      <TapButton
        fill={false}
        onClick={() => {
          done();
          void record(
            substitution(choice.side, choice.out ? null : choice.first, choice.out ? choice.first : null, state),
          );
        }}
      >
        {choice.out ? 'Nobody in' : 'Nobody out'}
      </TapButton>
    ) : null;

  return (
    <div className="space-y-2">
      <Prompt choice={choice} teams={teams}>
        {nobody}
        {choice.step === 'idle' ? (
          undo
        ) : (
          <TapButton fill={false} onClick={() => choose(IDLE)}>
            Cancel
          </TapButton>
        )}
      </Prompt>
      <div className="grid grid-cols-2 gap-2">
        {SIDES.map((side) => (
          <TeamColumn key={side} team={teams[side]} side={side} state={state} choice={choice} tapWho={tapWho} />
        ))}
      </div>
      {spotOffer && choice.step === 'idle' ? (
        <ShotSpot shot={spotOffer.shot} mark={spotOffer.mark} skip={dismissSpot} />
      ) : (
        <ActionGrid choice={choice} state={state} tapWhat={tapWhat} />
      )}
    </div>
  );
}
