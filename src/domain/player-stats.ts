import { z } from 'zod';

const count = z.number();
const one = z.number();

/** A derived line (DESIGN §4): field goals include threes, rebounds include offensive ones. */
export const derivedLineShape = {
  points: count,
  rebounds: count,
  offensiveRebounds: count,
  assists: count,
  steals: count,
  blocks: count,
  fgm: count,
  fga: count,
  fgPercentage: one,
  threepm: count,
  threepa: count,
  threePtPercentage: one,
  ftm: count,
  fta: count,
  ftPercentage: one,
  turnovers: count,
  personalFouls: count,
};

/**
 * Beyond the spec: effective field goal % and true shooting % on inclusive field goals, and
 * Hollinger's Game Score (per game in averages, summed in totals).
 */
export const advancedShape = { effectiveFgPercentage: one, trueShootingPercentage: one, gameScore: one };

export const derivedLine = z.object({ ...derivedLineShape, ...advancedShape });
export type DerivedStats = z.infer<typeof derivedLine>;

/** A row of the league's averages or totals (SPEC §3): one per player and team. */
export const leagueStatRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  gamesPlayed: z.number().int(),
  ...derivedLineShape,
  ...advancedShape,
});
export type LeagueStatRow = z.infer<typeof leagueStatRow>;

/** `GET /api/player-stats/player/{id}/averages`: one row per league the player played in. */
export const playerLeagueAverages = z.object({
  leagueId: z.number().int(),
  leagueName: z.string(),
  gamesPlayed: z.number().int(),
  ...derivedLineShape,
  ...advancedShape,
});
export type PlayerLeagueAverages = z.infer<typeof playerLeagueAverages>;

/** `GET /api/player-stats/player/{id}`: a game of the player's, newest first (SPEC §3). */
export const gameLogRow = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  gameDate: z.string(),
  gameTime: z.string(),
  leagueId: z.number().int(),
  leagueName: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  homeTeamId: z.number().int(),
  homeTeamName: z.string(),
  awayTeamId: z.number().int(),
  awayTeamName: z.string(),
  homeTeamScore: z.number().int().nullable(),
  awayTeamScore: z.number().int().nullable(),
  ...derivedLineShape,
  ...advancedShape,
});
export type GameLogRow = z.infer<typeof gameLogRow>;

/** `GET /api/player-stats/team/{id}` (DESIGN §4). */
export const teamStatistics = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  gamesPlayed: z.number().int(),
  averages: derivedLine,
  totals: derivedLine,
  players: z.array(leagueStatRow),
});
export type TeamStatistics = z.infer<typeof teamStatistics>;

/** A stored stat line as the edit form reads it: fgm/fga are two-point field goals. */
export const storedStatLine = z.object({
  id: z.number().int(),
  GameId: z.number().int(),
  PlayerId: z.number().int(),
  teamId: z.number().int(),
  fta: z.number().int(),
  ftm: z.number().int(),
  fga: z.number().int(),
  fgm: z.number().int(),
  threepa: z.number().int(),
  threepm: z.number().int(),
  rebounds: z.number().int(),
  offensiveRebounds: z.number().int(),
  assists: z.number().int(),
  steals: z.number().int(),
  blocks: z.number().int(),
  turnovers: z.number().int(),
  personalFouls: z.number().int(),
});
export type StoredStatLine = z.infer<typeof storedStatLine>;
