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

const STAT_LABELS = {
  fta: 'Free throws attempted',
  ftm: 'Free throws made',
  fga: 'Field goals attempted',
  fgm: 'Field goals made',
  threepa: '3-point attempts',
  threepm: '3-pointers made',
  rebounds: 'Rebounds',
  offensiveRebounds: 'Offensive rebounds',
  assists: 'Assists',
  steals: 'Steals',
  blocks: 'Blocks',
  turnovers: 'Turnovers',
  personalFouls: 'Personal fouls',
} as const;
type StatKey = keyof typeof STAT_LABELS;

/** Every stat is required: a whole number from 0 to 999 (a blank form field counts as missing). */
function statCount(key: StatKey) {
  const required = `${STAT_LABELS[key]} is required.`;
  const whole = `${STAT_LABELS[key]} must be a whole number of 0 or more.`;
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: required }).int(whole).min(0, whole).max(999, whole),
  );
}

const statShape = Object.fromEntries(Object.keys(STAT_LABELS).map((key) => [key, statCount(key as StatKey)])) as {
  [Key in StatKey]: ReturnType<typeof statCount>;
};

type Counts = Record<StatKey, number>;
const madeNotAboveTried = (line: Counts, context: z.RefinementCtx, fgmLabel: string, fgaLabel: string) => {
  if (line.ftm > line.fta) {
    context.addIssue({ code: 'custom', path: ['ftm'], message: 'Free throws made cannot be more than attempted.' });
  }
  if (line.fgm > line.fga) {
    context.addIssue({ code: 'custom', path: ['fgm'], message: `${fgmLabel} cannot be more than ${fgaLabel}.` });
  }
  if (line.threepm > line.threepa) {
    context.addIssue({ code: 'custom', path: ['threepm'], message: '3-pointers made cannot be more than attempted.' });
  }
};

/**
 * `PUT /api/player-stats/{id}`: a stored line (DESIGN §4): fgm/fga are two-point field goals,
 * and nothing is made more often than tried.
 */
export const statLineBody = z
  .object(statShape, { error: 'The request body must be a JSON object.' })
  .superRefine((line, context) => madeNotAboveTried(line, context, 'Two-point field goals made', 'attempted'));
export type StatLineBody = z.input<typeof statLineBody>;

/** SPEC §5 Player stats form messages. */
export const FGM_BELOW_3PM = 'FGM must be greater than or equal to 3PM';
export const FGA_BELOW_3PA = 'FGA must be greater than or equal to 3PA';
export const FGA_BELOW_3PA_TOAST = 'Field Goal Attempts must be greater than or equal to 3-Point Attempts';
export const FGM_BELOW_3PM_TOAST = 'Field Goals Made must be greater than or equal to 3-Point Made';

/**
 * SPEC §5 Player stats form: field goals shown including threes; on submit the three-point
 * values are taken out again, giving the stored line.
 */
export const statLineForm = z
  .object(statShape)
  .superRefine((line, context) => {
    if (line.fgm < line.threepm) context.addIssue({ code: 'custom', path: ['fgm'], message: FGM_BELOW_3PM });
    if (line.fga < line.threepa) context.addIssue({ code: 'custom', path: ['fga'], message: FGA_BELOW_3PA });
    madeNotAboveTried(line, context, 'Field goals made', 'attempted');
  })
  .transform((line) => ({ ...line, fgm: line.fgm - line.threepm, fga: line.fga - line.threepa }));
export type StatLineForm = z.input<typeof statLineForm>;
