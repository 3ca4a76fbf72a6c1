import { z } from 'zod';
import { isoDate } from './leagues.ts';
import { advancedShape, derivedLineShape } from './player-stats.ts';
import { teamSummary } from './teams.ts';

const id = z.number().int();
/** `HH:mm:ss`, a wall-clock time in the league's time zone (DESIGN §3). */
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
