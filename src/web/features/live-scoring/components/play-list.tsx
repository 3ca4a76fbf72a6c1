import { useState } from 'react';
import type { BookTeam } from '#domain/book-schemas.ts';
import {
  periodLabel,
  playKind,
  standingPlays,
  type Book,
  type BookEntry,
  type GameSettings,
  type Play,
  type PlayContent,
  type Side,
} from '#domain/play-by-play.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CORRECTABLE_KINDS, type PadKind } from '../pad.ts';
import { playText } from '../play-text.ts';

type Teams = Record<Side, BookTeam>;

/** The play without its id and seq: what a correction starts from. */
function contentOf(play: Play): PlayContent {
  const { id: _id, seq: _seq, ...content } = play;
  return content as PlayContent;
}

/** The player or team a correction names, as the select keeps it: `home:12`, or `home:team`. */
const whoValue = (side: Side, playerId: number | null | undefined) => `${side}:${playerId ?? 'team'}`;

/**
 * A play corrected in place: another kind, or another player or team. A play of a player needs
 * one, a timeout needs a team; the domain checks the rest.
 */
function Correction({
  play,
  teams,
  save,
  cancel,
}: {
  play: Play;
  teams: Teams;
  save: (content: PlayContent) => Promise<string | null>;
  cancel: () => void;
}) {
  const [kind, setKind] = useState<PadKind>(play.kind as PadKind);
  const [who, setWho] = useState(
    whoValue('side' in play ? play.side : 'home', 'playerId' in play ? play.playerId : null),
  );
  const [side, player] = who.split(':') as [Side, string];
  const spec = playKind(kind);
  const problem =
    spec.by === 'player' && player === 'team' ? `${spec.label} is a player's play: choose a player.` : null;
  const content = (): PlayContent => {
    const kept = {
      period: play.period,
      ...(play.clock != null && { clock: play.clock }),
      ...(spec.shot && 'spot' in play && play.spot && { spot: play.spot }),
    };
    if (spec.by === 'team') return { kind, side, ...kept } as PlayContent;
    return { kind, side, playerId: player === 'team' ? null : Number(player), ...kept } as PlayContent;
  };
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!problem && !(await save(content()))) cancel();
      }}
    >
      <label className="block text-xs text-neutral-300">
        Play
        <select
          value={kind}
          onChange={(event) => setKind(event.target.value as PadKind)}
          className="mt-1 block min-h-11 w-full rounded-md border border-neutral-600 bg-neutral-900 px-2 text-sm text-neutral-100"
        >
          {CORRECTABLE_KINDS.map((option) => (
            <option key={option} value={option}>
              {playKind(option).label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-xs text-neutral-300">
        By
        <select
          value={who}
          onChange={(event) => setWho(event.target.value)}
          className="mt-1 block min-h-11 w-full rounded-md border border-neutral-600 bg-neutral-900 px-2 text-sm text-neutral-100"
        >
          {(['home', 'away'] as const).map((option) => (
            <optgroup key={option} label={teams[option].name}>
              <option value={whoValue(option, null)}>{teams[option].name} (team)</option>
              {teams[option].players.map((member) => (
                <option key={member.id} value={whoValue(option, member.id)}>
                  {member.number === null ? member.name : `#${member.number} ${member.name}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {problem ? <p className="text-sm text-amber-200">{problem}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" className="min-h-11 flex-1" disabled={problem !== null}>
          Save correction
        </Button>
        <Button variant="secondary" className="min-h-11 flex-1" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Whether the correction form offers the play's kind: a lineup's or a period's are never corrected. */
const correctable = (play: Play) => (CORRECTABLE_KINDS as readonly string[]).includes(play.kind);

/**
 * Every standing play, the latest first, marked while not sent; each may be deleted or
 * corrected (docs/rules/play-by-play.md#undo-corrections-and-deletions), and the domain's
 * refusal of either is shown.
 */
export function PlayList({
  book,
  unsent,
  teams,
  settings,
  readOnly,
  correct,
  remove,
}: {
  book: Book;
  unsent: readonly BookEntry[];
  teams: Teams;
  settings: GameSettings;
  readOnly: boolean;
  correct: (play: Play, content: PlayContent) => Promise<string | null>;
  remove: (play: Play) => Promise<string | null>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const plays = standingPlays(book).reverse();
  // A play is not sent while it, or a correction of it, waits in the outbox.
  const waiting = new Set(
    unsent.map((entry) => (entry.kind === 'delete' || entry.kind === 'replace' ? entry.target : entry.id)),
  );
  return (
    <section aria-labelledby="plays-heading" className="space-y-2">
      <h2 id="plays-heading" className="text-lg font-bold">
        Plays <span className="text-sm font-normal text-neutral-400">latest first</span>
      </h2>
      {plays.length === 0 ? <p className="text-sm text-neutral-400">No plays yet.</p> : null}
      <ol className="divide-y divide-neutral-800 rounded-lg border border-neutral-800">
        {plays.map((play) => (
          <li key={play.id} className="px-3 py-2">
            <div className="flex items-start gap-2">
              <p className="min-w-0 flex-1 text-sm">
                <span className="block">{playText(play, teams, settings)}</span>
                <span className="text-xs text-neutral-400">
                  {periodLabel(play.period, settings)}
                  {waiting.has(play.id) ? <span className="ml-2 font-semibold text-amber-300">Not sent</span> : null}
                </span>
              </p>
              {readOnly ? null : (
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="secondary"
                    className="min-h-11 px-3"
                    aria-label={`Correct: ${playText(play, teams, settings)}`}
                    onClick={() =>
                      // A lineup or a period is not corrected: the domain says so, in its words.
                      correctable(play) ? setEditing(play.id) : void correct(play, contentOf(play))
                    }
                  >
                    Correct
                  </Button>
                  <Button
                    variant="secondary"
                    className="min-h-11 px-3"
                    aria-label={`Delete: ${playText(play, teams, settings)}`}
                    onClick={() => void remove(play)}
                  >
                    Delete
                  </Button>
                </div>
              )}
            </div>
            {editing === play.id && !readOnly ? (
              <Correction
                play={play}
                teams={teams}
                save={(content) => correct(play, content)}
                cancel={() => setEditing(null)}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
