import { z } from 'zod';
import { optionalText, requiredDate, requiredId, yearsMessage } from './fields.ts';
import {
  FORFEIT_SIDE_KEYS,
  GAME_STATUS_KEYS,
  GAME_STATUSES,
  MAX_STATUS_REASON,
  type GameStatus,
} from './game-status.ts';
import { isoDate } from './leagues.ts';
import { BOX_SCORE_STATUSES, type BoxScoreStatus } from './games.ts';
import { advancedShape, boxScoreLineBody, derivedLineShape, storedLineShape } from './player-stats.ts';
import { teamSummary } from './teams.ts';

const id = z.number().int();
/** A game's date is a league's: in the years 1900 to 2200 (src/domain/schedule-dates.ts). */
const GAME_YEARS = yearsMessage("A game's date");
/** `HH:mm:ss`, a wall-clock time in the league's time zone (docs/rules/api.md#dates-and-times). */
export const gameTime = z.string().regex(/^\d{2}:\d{2}:\d{2}$/, 'Times are written HH:mm:ss.');

const gameFields = {
  id,
  homeTeamId: id,
  awayTeamId: id,
  date: isoDate,
  time: gameTime,
  leagueId: id,
  locationId: id,
  homeTeamScore: z.number().int().nullable(),
  awayTeamScore: z.number().int().nullable(),
  /** src/domain/game-status.ts; a client that knows nothing of status reads the scores as before. */
  status: z.enum(GAME_STATUS_KEYS),
  /** Why a game is postponed, cancelled or forfeited; a rescheduled game keeps why it was postponed. */
  statusReason: z.string().nullable(),
  forfeitedBy: z.enum(FORFEIT_SIDE_KEYS).nullable(),
  /** The date a postponed game was first scheduled for, once it has a new date: shown as rescheduled. */
  rescheduledFrom: isoDate.nullable(),
  /** A playoff game's round ("Semifinal"); null for a regular-season game (src/domain/playoffs.ts). */
  round: z.string().nullable(),
  /** Marked "score only": no box score is expected (docs/decisions/043-numbers-with-partial-box-scores.md). */
  scoreOnly: z.boolean(),
  League: z.object({ id, name: z.string() }),
};

/** A game as schedules list it. */
export const gameSummary = z.object({
  ...gameFields,
  /** Scored live and under way: its book has plays and is not closed (docs/decisions/048-live-game-book.md). */
  live: z.boolean(),
  HomeTeam: teamSummary,
  AwayTeam: teamSummary,
  Location: z.object({ id, name: z.string() }),
});
export type GameSummary = z.infer<typeof gameSummary>;

/** One player's line in a box score, derived as box scores show it. */
export const boxScoreLine = z.object({
  playerStatId: id,
  id,
  firstName: z.string(),
  lastName: z.string(),
  jerseyNumber: z.number().int().nullable(),
  /** False when the line is all zeros: the player did not play. */
  played: z.boolean(),
  ...derivedLineShape,
  ...advancedShape,
});
export type BoxScoreLine = z.infer<typeof boxScoreLine>;

const boxScoreSide = teamSummary.extend({
  Players: z.array(boxScoreLine),
  totals: z.object({ ...derivedLineShape, ...advancedShape }),
});

const boxScoreStatuses = Object.keys(BOX_SCORE_STATUSES) as [BoxScoreStatus, ...BoxScoreStatus[]];

/** `GET /api/games/{id}`: the game with each team's players and their lines. */
export const gameDetail = z.object({
  ...gameFields,
  HomeTeam: boxScoreSide,
  AwayTeam: boxScoreSide,
  Location: z.object({ id, name: z.string(), address: z.string(), mapsLink: z.string().nullable() }),
  /** Whether the lines are entered and add up to the score (src/domain/games.ts). */
  boxScoreStatus: z.enum(boxScoreStatuses),
});
export type GameDetail = z.infer<typeof gameDetail>;

export const gamesQuery = z.object({
  leagueId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  teamId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** A wall-clock time from a time input (`HH:mm`) or the wire (`HH:mm:ss`), stored as `HH:mm:ss`. */
export function requiredTime(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Times are written HH:mm, from 00:00 to 23:59.')
    .transform((value) => (value.length === 5 ? `${value}:00` : value));
}

/** A score's one message, which names its limits (docs/rules/messages.md#games). */
export const MAX_SCORE = 999;
export const SCORE_MESSAGE = `Scores are whole numbers from 0 to ${MAX_SCORE}.`;
/** A score: null until entered (shown N/A); blank means null. */
const score = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce
    .number({ error: SCORE_MESSAGE })
    .int(SCORE_MESSAGE)
    .min(0, SCORE_MESSAGE)
    .max(MAX_SCORE, SCORE_MESSAGE)
    .nullable(),
);

const gameFieldsBody = {
  homeTeamId: requiredId('Home team is required.'),
  awayTeamId: requiredId('Away team is required.'),
  date: requiredDate('Date is required.', GAME_YEARS),
  time: requiredTime('Time is required.'),
  locationId: requiredId('Location is required.'),
  /** Accepted and ignored: the league is always the home team's (docs/rules/league-data.md#games). */
  leagueId: z.unknown().optional(),
};

const differentTeams = {
  check: (game: { homeTeamId: number; awayTeamId: number }) => game.homeTeamId !== game.awayTeamId,
  issue: { message: 'Home team and away team cannot be the same.', path: ['awayTeamId'] },
};

/** A game, on create (docs/rules/messages.md#games). */
export const newGameBody = z
  .object(gameFieldsBody, { error: 'The request body must be a JSON object.' })
  .refine(differentTeams.check, differentTeams.issue);
export type NewGameBody = z.input<typeof newGameBody>;

/** A game, on update: the same fields and both scores. */
export const gameUpdateBody = z
  .object(
    { ...gameFieldsBody, homeTeamScore: score.optional(), awayTeamScore: score.optional() },
    { error: 'The request body must be a JSON object.' },
  )
  .refine(differentTeams.check, differentTeams.issue);
export type GameUpdateBody = z.input<typeof gameUpdateBody>;

/** The box score screen's score form (docs/rules/screens.md#box-score-screen): both scores, 0 by default. */
export const gameScoreBody = z.object(
  { homeTeamScore: score, awayTeamScore: score },
  { error: 'The request body must be a JSON object.' },
);
export type GameScoreBody = z.input<typeof gameScoreBody>;

/**
 * `PUT /api/games/{id}/box-score`: the whole game at once, both scores and any of its stat
 * lines (stored meaning), saved together or not at all.
 */
export const boxScoreBody = z.object(
  {
    homeTeamScore: score,
    awayTeamScore: score,
    lines: z
      .array(boxScoreLineBody, { error: 'Lines are a list of stat lines.' })
      .max(100, 'A game has at most 100 lines.')
      .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, 'Each line may appear once.'),
  },
  { error: 'The request body must be a JSON object.' },
);
export type BoxScoreBody = z.input<typeof boxScoreBody>;

/** A game waiting for its scorekeeper: today's, or played without a box score. */
export const gameToEnter = gameSummary.extend({ boxScoreStatus: z.enum(boxScoreStatuses) });
export type GameToEnter = z.infer<typeof gameToEnter>;

/** `GET /api/games/to-enter` (docs/rules/roles.md#scorekeepers). */
export const gamesToEnter = z.object({ today: z.array(gameToEnter), earlier: z.array(gameToEnter) });
export type GamesToEnter = z.infer<typeof gamesToEnter>;

/** What a change to a game's numbers touched: its score, some of its lines (by stat line id), or both. */
export const gameNumbers = z.object({
  score: z
    .object({ homeTeamScore: z.number().int().nullable(), awayTeamScore: z.number().int().nullable() })
    .optional(),
  lines: z.record(z.string(), z.object(storedLineShape)).optional(),
});
export type GameNumbers = z.infer<typeof gameNumbers>;

/** How a game's numbers were changed (docs/rules/league-data.md#history-and-undo). */
export const GAME_CHANGE_KINDS = {
  score: { label: 'Score' },
  line: { label: 'Stat line' },
  boxScore: { label: 'Whole game' },
  game: { label: 'Game edited' },
  undo: { label: 'Undo' },
} as const;
export type GameChangeKind = keyof typeof GAME_CHANGE_KINDS;

/** One entry of a game's history: who changed what, when, from what to what. */
export const gameChange = z.object({
  id,
  changedAt: z.string(),
  by: z.string(),
  kind: z.enum(Object.keys(GAME_CHANGE_KINDS) as [GameChangeKind, ...GameChangeKind[]]),
  before: gameNumbers,
  after: gameNumbers,
  /** The change an undo took back. */
  undoes: id.nullable(),
});
export type GameChange = z.infer<typeof gameChange>;

/** `POST /api/games/{id}/history/undo`: the change to take back, which must be the game's last. */
export const undoBody = z.object(
  { changeId: requiredId('Which change to undo is required.') },
  { error: 'The request body must be a JSON object.' },
);

/** `PUT /api/games/{id}/score-only`: whether the league keeps only the game's score. */
export const scoreOnlyBody = z.object(
  { scoreOnly: z.boolean({ error: 'Score only is true or false.' }) },
  { error: 'The request body must be a JSON object.' },
);

const statusMessage = `Status is one of ${GAME_STATUS_KEYS.join(', ')}.`;
const blankIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * `PUT /api/games/{id}/status` (docs/rules/league-data.md#game-status): postponed and
 * cancelled need a reason; a forfeit says who forfeited; a postponed game may be given its new
 * date and time, together.
 */
export const gameStatusBody = z
  .object(
    {
      status: z.enum(GAME_STATUS_KEYS, { error: statusMessage }),
      reason: optionalText(MAX_STATUS_REASON),
      forfeitedBy: z.preprocess(
        blankIsAbsent,
        z.enum(FORFEIT_SIDE_KEYS, { error: 'Forfeited by is home, away or both.' }).optional(),
      ),
      date: z.preprocess(blankIsAbsent, requiredDate('Date is required.', GAME_YEARS).optional()),
      time: z.preprocess(blankIsAbsent, requiredTime('Time is required.').optional()),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .superRefine((body, context) => {
    const needs = GAME_STATUSES[body.status].reason;
    if (needs === 'required' && !body.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: reasonMessage(body.status) });
    }
    if (body.status === 'forfeit' && !body.forfeitedBy) {
      context.addIssue({ code: 'custom', path: ['forfeitedBy'], message: 'Say which team forfeits.' });
    }
    if ((body.date === undefined) !== (body.time === undefined)) {
      const missing = body.date === undefined ? 'date' : 'time';
      context.addIssue({ code: 'custom', path: [missing], message: 'Give the new date and time together.' });
    }
    if (body.date !== undefined && body.status !== 'postponed') {
      context.addIssue({ code: 'custom', path: ['date'], message: 'Only a postponed game is given a new date here.' });
    }
  });
export type GameStatusBody = z.input<typeof gameStatusBody>;

function reasonMessage(status: GameStatus): string {
  return `Give the reason the game is ${GAME_STATUSES[status].label.toLowerCase()}.`;
}
