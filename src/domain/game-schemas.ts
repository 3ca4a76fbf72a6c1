import { z } from 'zod';
import { requiredDate, requiredId } from './fields.ts';
import { isoDate } from './leagues.ts';
import { advancedShape, derivedLineShape } from './player-stats.ts';
import { teamSummary } from './teams.ts';

const id = z.number().int();
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
  League: z.object({ id, name: z.string() }),
};

/** A game as schedules list it. */
export const gameSummary = z.object({
  ...gameFields,
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

/** `GET /api/games/{id}`: the game with each team's players and their lines. */
export const gameDetail = z.object({
  ...gameFields,
  HomeTeam: boxScoreSide,
  AwayTeam: boxScoreSide,
  Location: z.object({ id, name: z.string(), address: z.string(), mapsLink: z.string().nullable() }),
});
export type GameDetail = z.infer<typeof gameDetail>;

export const gamesQuery = z.object({
  leagueId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  teamId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** A wall-clock time from a time input (`HH:mm`) or the wire (`HH:mm:ss`), stored as `HH:mm:ss`. */
function requiredTime(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Times are written HH:mm, from 00:00 to 23:59.')
    .transform((value) => (value.length === 5 ? `${value}:00` : value));
}

const scoreMessage = 'Scores are whole numbers of 0 or more.';
/** A score: null until entered (shown N/A); blank means null. */
const score = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce.number({ error: scoreMessage }).int(scoreMessage).min(0, scoreMessage).max(999, scoreMessage).nullable(),
);

const gameFieldsBody = {
  homeTeamId: requiredId('Home team is required.'),
  awayTeamId: requiredId('Away team is required.'),
  date: requiredDate('Date is required.'),
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
