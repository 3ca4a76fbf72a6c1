import type { BookTeam } from '#domain/book-schemas.ts';
import {
  playKind,
  SIDES,
  type BookState,
  type PlayContent,
  type PlayerId,
  type PlayKind,
  type Side,
} from '#domain/play-by-play.ts';

/**
 * The scoring pad's vocabulary (docs/rules/screens.md#live-scoring): what a tap can record, who
 * may make it, and the play two taps make. The kinds and their rules are the domain's
 * (`PLAY_KINDS`); this only names them for a phone's buttons and orders them.
 */

/** Records a play: the domain's refusal, or null once kept on this device. */
export type RecordPlay = (play: PlayContent) => Promise<string | null>;

/** Who a play is by: a player, or the team itself (`playerId` null). */
export type Who = { side: Side; playerId: PlayerId | null };

/** The pad's buttons, in the order a scorer looks for them, each with its short name. */
export const PAD_ACTIONS = [
  { kind: 'twoMade', short: '2 made', tone: 'made' },
  { kind: 'twoMissed', short: '2 missed', tone: 'missed' },
  { kind: 'threeMade', short: '3 made', tone: 'made' },
  { kind: 'threeMissed', short: '3 missed', tone: 'missed' },
  { kind: 'freeThrowMade', short: 'FT made', tone: 'made' },
  { kind: 'freeThrowMissed', short: 'FT missed', tone: 'missed' },
  { kind: 'offensiveRebound', short: 'Off. rebound', tone: 'plain' },
  { kind: 'defensiveRebound', short: 'Def. rebound', tone: 'plain' },
  { kind: 'assist', short: 'Assist', tone: 'plain' },
  { kind: 'steal', short: 'Steal', tone: 'plain' },
  { kind: 'block', short: 'Block', tone: 'plain' },
  { kind: 'turnover', short: 'Turnover', tone: 'plain' },
  { kind: 'personalFoul', short: 'Foul', tone: 'foul' },
  { kind: 'shootingFoul', short: 'Shooting foul', tone: 'foul' },
  { kind: 'offensiveFoul', short: 'Off. foul', tone: 'foul' },
  { kind: 'technicalFoul', short: 'Technical', tone: 'foul' },
  { kind: 'unsportsmanlikeFoul', short: 'Unsport. foul', tone: 'foul' },
  { kind: 'timeout', short: 'Timeout', tone: 'team' },
  { kind: 'substitution', short: 'Sub', tone: 'team' },
] as const satisfies readonly { kind: PlayKind; short: string; tone: string }[];

export type PadKind = (typeof PAD_ACTIONS)[number]['kind'];
export type PadTone = (typeof PAD_ACTIONS)[number]['tone'];

/** A play's short name on the pad and in the list; the domain's label for the others. */
export const shortLabel = (kind: PlayKind) =>
  PAD_ACTIONS.find((action) => action.kind === kind)?.short ?? playKind(kind).label;

/** The plays a correction may turn a play into: every play of a player or a team but a lineup's. */
export const CORRECTABLE_KINDS = PAD_ACTIONS.map((action) => action.kind).filter((kind) => kind !== 'substitution');

/** The period a play is recorded in: the one in play, or between periods the next one. */
export const periodOfPlay = (state: BookState) => (state.inPlay ? state.period : state.period + 1);

/**
 * Whether the pad offers `kind` for `who` (docs/rules/play-by-play.md#what-the-book-refuses):
 * between periods only substitutions and technical fouls; a team makes only team plays; a
 * disqualified player only leaves the court; a player on the bench only gets a technical foul or
 * comes in. The domain's `entryProblem` still has the last word.
 */
export function offers(kind: PadKind, who: Who, state: BookState): boolean {
  const spec = playKind(kind);
  if (!state.inPlay && !spec.betweenPeriods) return false;
  if (who.playerId === null) return spec.by === 'playerOrTeam' || kind === 'timeout';
  const player = state.players.get(who.playerId);
  if (player?.disqualified) return kind === 'substitution' && player.onCourt;
  if (kind === 'substitution') return state.lineupKept[who.side];
  if (kind === 'timeout' || spec.fromBench) return true;
  return !state.lineupKept[who.side] || (player?.onCourt ?? false);
}

/** The play `kind` by `who`, in the period it belongs to; substitutions are made by `substitution`. */
export function playOf(kind: Exclude<PadKind, 'substitution'>, who: Who, state: BookState): PlayContent {
  const period = periodOfPlay(state);
  const spec = playKind(kind);
  if (spec.by === 'team') return { kind, period, side: who.side } as PlayContent;
  return { kind, period, side: who.side, playerId: who.playerId } as PlayContent;
}

/** A substitution: a player in, a player out, either of them nobody. */
export const substitution = (
  side: Side,
  playerIn: PlayerId | null,
  playerOut: PlayerId | null,
  state: BookState,
): PlayContent => ({ kind: 'substitution', period: periodOfPlay(state), side, playerIn, playerOut });

export const isShot = (kind: PlayKind) => playKind(kind).shot === true;

/** A team's players as the pad lists them: on the court, on the bench, and those no longer offered. */
export type TeamLists = { court: BookTeam['players']; bench: BookTeam['players']; lineupKept: boolean };

/**
 * A team's players, in roster order: with its lineup kept, those on the court (a disqualified
 * player stays there until substituted out) and the bench, where a disqualified player is no
 * longer offered; without, every player not disqualified.
 */
export function teamLists(team: BookTeam, side: Side, state: BookState): TeamLists {
  const disqualified = (id: PlayerId) => state.players.get(id)?.disqualified ?? false;
  if (!state.lineupKept[side]) {
    return { court: team.players.filter((player) => !disqualified(player.id)), bench: [], lineupKept: false };
  }
  const onCourt = new Set(state.onCourt[side]);
  return {
    court: team.players.filter((player) => onCourt.has(player.id)),
    bench: team.players.filter((player) => !onCourt.has(player.id) && !disqualified(player.id)),
    lineupKept: true,
  };
}

export const sideOf = (teams: Record<Side, BookTeam>, playerId: PlayerId): Side | undefined =>
  SIDES.find((side) => teams[side].players.some((player) => player.id === playerId));
