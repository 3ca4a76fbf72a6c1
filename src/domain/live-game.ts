import { z } from 'zod';
import {
  bookState,
  LEAGUE_GAME_SETTINGS,
  periodLabel,
  PLAY_KIND_KEYS,
  playKind,
  SIDES,
  standingPlays,
  statLines,
  type Book,
  type GameSettings,
  type Play,
  type PlayerId,
  type Side,
} from './play-by-play.ts';
import { storedLineShape } from './player-stats.ts';

/**
 * A game scored live as visitors follow it (docs/decisions/048-live-game-book.md): the state of
 * the game, its plays latest first with the score after each, every player's game so far and
 * the spots of the shots, all worked out from the book by `src/domain/play-by-play.ts`. The
 * server answers it and sends it again after every play; the box score page shows it.
 */

const id = z.number().int();
const side = z.enum(SIDES);
const bySide = <T extends z.ZodType>(value: T) => z.object({ home: value, away: value });
const score = bySide(z.number().int());

/** The state of the game, as `bookState` works it out. */
const liveState = z.object({
  score,
  /** The latest period started; 0 before the game. */
  period: z.number().int(),
  periodLabel: z.string().nullable(),
  /** A period is under way (false before the game, between periods and after it). */
  inPlay: z.boolean(),
  scoreByPeriod: z.array(
    z.object({ period: z.number().int(), label: z.string(), home: z.number().int(), away: z.number().int() }),
  ),
  teamFouls: score,
  inBonus: bySide(z.boolean()),
  timeoutsLeft: score,
  over: z.boolean(),
  winner: side.nullable(),
  /** Seconds left in the period, when the clock is kept. */
  clock: z.number().int().nullable(),
});

/** One standing play, with the score once it was made. */
const livePlay = z.object({
  id: z.string(),
  kind: z.enum(PLAY_KIND_KEYS),
  /** Its name in the play-by-play (`PLAY_KINDS`). */
  label: z.string(),
  /** Null for a period's start or end. */
  side: side.nullable(),
  /** Null for a team's play, a lineup or a period marker. */
  playerId: id.nullable(),
  playerName: z.string().nullable(),
  /** Who a lineup names: the starting five, or who came in and who went out. */
  detail: z.string().nullable(),
  points: z.number().int(),
  period: z.number().int(),
  periodLabel: z.string(),
  clock: z.number().int().nullable(),
  /** The running score after this play. */
  score,
});
export type LivePlay = z.infer<typeof livePlay>;

/** A player's game so far: from `bookState` (fouls, plus/minus, seconds) and `statLines` (the line). */
const livePlayer = z.object({
  playerId: id,
  name: z.string(),
  number: z.number().int().nullable(),
  side,
  points: z.number().int(),
  personalFouls: z.number().int(),
  /** Null when the team's starting five was not recorded. */
  plusMinus: z.number().int().nullable(),
  /** Null when they cannot be worked out (docs/rules/play-by-play.md#minutes). */
  seconds: z.number().int().nullable(),
  onCourt: z.boolean(),
  /** The stat line the close stores, keyed as the stat catalogue stores it. */
  line: z.object(storedLineShape),
});
export type LivePlayer = z.infer<typeof livePlayer>;

/** Where a shot was taken, on the half court of docs/rules/play-by-play.md (fractions from 0 to 1). */
const liveShot = z.object({
  id: z.string(),
  x: z.number(),
  y: z.number(),
  made: z.boolean(),
  points: z.number().int(),
  side,
  playerId: id,
});
export type LiveShot = z.infer<typeof liveShot>;

const gameIds = { gameId: id, leagueId: id };

/**
 * `GET /api/games/{id}/live`: a game scored live, or `scoredLive: false` for one without a
 * book, so that a box score page reads it for every game and stays kept by its tags.
 */
export const liveGame = z.discriminatedUnion('scoredLive', [
  z.object({ scoredLive: z.literal(false), ...gameIds }),
  z.object({
    scoredLive: z.literal(true),
    ...gameIds,
    /** The book has entries and the game is not closed. */
    on: z.boolean(),
    /** The scorekeeper closed the game: its lines are stored and the box score shows them. */
    closed: z.boolean(),
    state: liveState,
    /** Every standing play, latest first. */
    plays: z.array(livePlay),
    players: z.array(livePlayer),
    shots: z.array(liveShot),
  }),
]);
export type LiveGame = z.infer<typeof liveGame>;
export type ScoredLiveGame = Extract<LiveGame, { scoredLive: true }>;

/** A player who may be recorded for a side, as the book's rosters name them. */
export type LiveRosterPlayer = { id: PlayerId; name: string; number: number | null };

/** A player named by a play but no longer on a roster (a trade since): named by id, never left blank. */
const unknownName = (playerId: PlayerId) => `Player ${playerId}`;

/** Who a lineup names, in words. */
function lineupDetail(play: Play, nameOf: (playerId: PlayerId) => string): string | null {
  if (play.kind === 'startingFive') return play.players.map(nameOf).join(', ');
  if (play.kind !== 'substitution') return null;
  const moves = [
    play.playerIn === null ? null : `${nameOf(play.playerIn)} in`,
    play.playerOut === null ? null : `${nameOf(play.playerOut)} out`,
  ];
  return moves.filter((move) => move !== null).join(', ');
}

/**
 * The live answer of a game from its book and the players its sides may record. A book
 * without entries is a game not scored live.
 */
export function liveGameOf(
  game: { gameId: number; leagueId: number },
  book: { entries: Book; closed: boolean },
  rosters: Record<Side, readonly LiveRosterPlayer[]>,
  settings: GameSettings = LEAGUE_GAME_SETTINGS,
): LiveGame {
  const { gameId, leagueId } = game;
  if (book.entries.length === 0) return { scoredLive: false, gameId, leagueId };
  const named = new Map(SIDES.flatMap((sideOf) => rosters[sideOf].map((player) => [player.id, player] as const)));
  const nameOf = (playerId: PlayerId) => named.get(playerId)?.name ?? unknownName(playerId);

  const running = { home: 0, away: 0 };
  const plays: LivePlay[] = [];
  const shots: LiveShot[] = [];
  for (const play of standingPlays(book.entries)) {
    const spec = playKind(play.kind);
    const playSide = 'side' in play ? play.side : null;
    const playerId = 'playerId' in play ? (play.playerId ?? null) : null;
    if (playSide && spec.points > 0) running[playSide] += spec.points;
    plays.push({
      id: play.id,
      kind: play.kind,
      label: spec.label,
      side: playSide,
      playerId,
      playerName: playerId === null ? null : nameOf(playerId),
      detail: lineupDetail(play, nameOf),
      points: spec.points,
      period: play.period,
      periodLabel: periodLabel(play.period, settings),
      clock: play.clock ?? null,
      score: { ...running },
    });
    if ('spot' in play && play.spot && playSide && playerId !== null) {
      const { x, y } = play.spot;
      shots.push({ id: play.id, x, y, made: spec.points > 0, points: spec.points, side: playSide, playerId });
    }
  }

  const state = bookState(book.entries, settings);
  const lines = new Map(statLines(book.entries, settings).players.map((player) => [player.playerId, player.line]));
  const players = [...state.players.values()].flatMap((player) => {
    const line = lines.get(player.playerId);
    if (!line) return [];
    return [
      {
        playerId: player.playerId,
        name: nameOf(player.playerId),
        number: named.get(player.playerId)?.number ?? null,
        side: player.side,
        points: player.points,
        personalFouls: player.personalFouls,
        plusMinus: player.plusMinus,
        seconds: player.seconds,
        onCourt: player.onCourt,
        line,
      },
    ];
  });

  return {
    scoredLive: true,
    gameId,
    leagueId,
    on: !book.closed,
    closed: book.closed,
    state: {
      score: state.score,
      period: state.period,
      periodLabel: state.periodLabel,
      inPlay: state.inPlay,
      scoreByPeriod: state.scoreByPeriod,
      teamFouls: state.teamFouls,
      inBonus: state.inBonus,
      timeoutsLeft: state.timeoutsLeft,
      over: state.over,
      winner: state.winner,
      clock: state.clock,
    },
    plays: plays.reverse(),
    players,
    shots,
  };
}

/** Seconds as a scoreboard shows them: `24:05`, `0:09`. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
