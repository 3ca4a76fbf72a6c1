import { assertNever } from './assert-never.ts';

/**
 * A game's status (docs/rules/league-data.md#game-status), declared once: the wire's values,
 * the database's check, the back office's choices and the public pages' texts come from here.
 * Zod-free, so that public pages may import it. Code that branches on a status switches over
 * every one, ending in `assertNever`, so that a new status fails the type check wherever it is
 * not handled (decision 036).
 */
export const GAME_STATUSES = {
  /** To be played; a postponed game given a new date is scheduled again, marked rescheduled. */
  scheduled: { label: 'Scheduled', reason: 'none' },
  /** Played: a score above 0 makes a game final, and only a final game has one. */
  final: { label: 'Final', reason: 'none' },
  /** Not played on its date, for a reason; later given a new date and time. */
  postponed: { label: 'Postponed', reason: 'required' },
  /** Will not be played. Its gym slot is free again. */
  cancelled: { label: 'Cancelled', reason: 'required' },
  /** A team, or both, did not play: a loss for the side that forfeited, with no score. */
  forfeit: { label: 'Forfeit', reason: 'optional' },
} as const;
export type GameStatus = keyof typeof GAME_STATUSES;
export const GAME_STATUS_KEYS = Object.keys(GAME_STATUSES) as [GameStatus, ...GameStatus[]];

/** Who forfeited a forfeit. */
export const FORFEIT_SIDES = {
  home: { label: 'Home team forfeits' },
  away: { label: 'Away team forfeits' },
  both: { label: 'Both teams forfeit' },
} as const;
export type ForfeitSide = keyof typeof FORFEIT_SIDES;
export const FORFEIT_SIDE_KEYS = Object.keys(FORFEIT_SIDES) as [ForfeitSide, ...ForfeitSide[]];

/** The statuses an admin sets by hand; `final` comes from entering a score. */
export const SETTABLE_STATUSES = ['scheduled', 'postponed', 'cancelled', 'forfeit'] as const satisfies GameStatus[];

export const MAX_STATUS_REASON = 200;

/** What a page needs of a game to say its status. */
export type GameStatusFields = {
  status: GameStatus;
  statusReason: string | null;
  forfeitedBy: ForfeitSide | null;
  rescheduledFrom: string | null;
};
type Named = { HomeTeam: { name: string }; AwayTeam: { name: string } };

/** Whether a game will not be played as scheduled: the pages show its status instead of a score. */
export function isCalledOff<T extends Pick<GameStatusFields, 'status'>>(
  game: T,
): game is T & { status: CalledOffStatus } {
  const status: GameStatus = game.status;
  switch (status) {
    case 'postponed':
    case 'cancelled':
    case 'forfeit':
      return true;
    case 'scheduled':
    case 'final':
      return false;
    default:
      return assertNever(status);
  }
}

/** Whether a game has a result: a final score, or a forfeit, which has none but decides the game. */
export function hasResult(game: Pick<GameStatusFields, 'status'>): boolean {
  switch (game.status) {
    case 'final':
    case 'forfeit':
      return true;
    case 'scheduled':
    case 'postponed':
    case 'cancelled':
      return false;
    default:
      return assertNever(game.status);
  }
}

/** Whether a game is still to be played: scheduled, or postponed until a new date. */
export function isToCome(game: Pick<GameStatusFields, 'status'>): boolean {
  switch (game.status) {
    case 'scheduled':
    case 'postponed':
      return true;
    case 'final':
    case 'cancelled':
    case 'forfeit':
      return false;
    default:
      return assertNever(game.status);
  }
}

/** A game that will not be played as scheduled. */
export type CalledOffStatus = 'postponed' | 'cancelled' | 'forfeit';
const CALLED_OFF: Record<CalledOffStatus, string> = {
  postponed: 'postponed',
  cancelled: 'cancelled',
  forfeit: 'a forfeit',
};

/**
 * Why a scorekeeper cannot enter a score or a line of a game that will not be played as
 * scheduled: only an admin changes such a game (docs/rules/league-data.md#game-status).
 * 'This game is cancelled. Only an admin can change it.'
 */
export function calledOffRefusal(status: CalledOffStatus): string {
  return `This game is ${CALLED_OFF[status]}. Only an admin can change it.`;
}

/**
 * What the public pages show in place of a score: 'Postponed: gym closed', 'Cancelled',
 * 'Forfeit: Harlem Hawks win'; null for a scheduled or final game, whose score shows.
 */
export function statusText(game: GameStatusFields & Named): string | null {
  switch (game.status) {
    case 'postponed':
      return game.statusReason ? `Postponed: ${game.statusReason}` : 'Postponed';
    case 'cancelled':
      return game.statusReason ? `Cancelled: ${game.statusReason}` : 'Cancelled';
    case 'forfeit':
      return forfeitText(game);
    case 'scheduled':
    case 'final':
      return null;
    default:
      return assertNever(game.status);
  }
}

/** 'Forfeit: Harlem Hawks win', or 'Double forfeit: both teams lose'. */
export function forfeitText(game: Pick<GameStatusFields, 'forfeitedBy'> & Named): string {
  if (game.forfeitedBy === 'both') return 'Double forfeit: both teams lose';
  const winner = game.forfeitedBy === 'home' ? game.AwayTeam.name : game.HomeTeam.name;
  return `Forfeit: ${winner} win`;
}

/** The mark of a game moved to a new date after it was postponed. */
export const RESCHEDULED_MARK = 'Rescheduled';

/** The standings' rule for forfeits, printed under the table; `resultFor` in standings.ts applies it. */
export const FORFEIT_RULE =
  'A forfeit counts as a win for the other team and a loss for the team that forfeits, with no score; a double forfeit is a loss for both. FF counts the games a team forfeited. Postponed and cancelled games count for nothing.';
