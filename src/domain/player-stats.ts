import { z } from 'zod';
import { counted } from './counts.ts';
import { PHASE_KEYS } from './playoffs.ts';
import { round1 } from './stat-formulas.ts';
import {
  isOptional,
  SHOWN_STATS,
  STORED_STATS,
  type CountedKey,
  type LineKey,
  type OptionalKey,
  type OptionalShownKey,
  type ShownKey,
  type ShownStat,
  type StoredStat,
} from './stat-catalogue.ts';

/** A shown stat on the wire: a number, or null for a stat a line may leave blank. */
const shapeOf = <Key extends ShownKey>(stats: readonly ShownStat[]) =>
  Object.fromEntries(stats.map((stat) => [stat.key, isOptional(stat) ? z.number().nullable() : z.number()])) as {
    [K in Key]: K extends OptionalShownKey ? z.ZodNullable<z.ZodNumber> : z.ZodNumber;
  };

/**
 * A derived line (docs/rules/numbers.md#stored-and-derived-lines): field goals include
 * threes, rebounds include offensive ones; a stat never entered is null.
 */
export const derivedLineShape = shapeOf<LineKey>(SHOWN_STATS.filter((stat) => !('advanced' in stat)));

/**
 * Beyond the league's plain derived line: effective field goal % and true shooting % on
 * inclusive field goals, and Hollinger's Game Score (per game in averages, summed in totals).
 */
export const advancedShape = shapeOf<Exclude<ShownKey, LineKey>>(SHOWN_STATS.filter((stat) => 'advanced' in stat));

export const derivedLine = z.object({ ...derivedLineShape, ...advancedShape });
export type DerivedStats = z.infer<typeof derivedLine>;

/** A row of the league's averages or totals (docs/rules/numbers.md#league-rows): one per player and team. */
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

/** `GET /api/player-stats/player/{id}`: a game of the player's, newest first (docs/rules/numbers.md#game-log). */
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

/** `GET /api/player-stats/team/{id}` (docs/rules/numbers.md#team-statistics). */
export const teamStatistics = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  /** The team's played games: the scores count them all. */
  gamesPlayed: z.number().int(),
  /** The played games in which a line of the team has a stat: the averages divide by it. */
  gamesWithLines: z.number().int(),
  /** The team's points and its opponents', from the scores of its played games. */
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  averages: derivedLine,
  totals: derivedLine,
  players: z.array(leagueStatRow),
});
export type TeamStatistics = z.infer<typeof teamStatistics>;

/**
 * What a team's figures count when some played games have no box score
 * (docs/decisions/043-numbers-with-partial-box-scores.md): "Box scores entered for 1 of 7 games."
 */
export function boxScoresEntered(gamesWithLines: number, gamesPlayed: number): string {
  return `Box scores entered for ${gamesWithLines} of ${counted(gamesPlayed, 'game')}.`;
}

/** The points for and against a game from the scores of every played game, one decimal each. */
export function scoresPerGame({
  gamesPlayed,
  pointsFor,
  pointsAgainst,
}: Pick<TeamStatistics, 'gamesPlayed' | 'pointsFor' | 'pointsAgainst'>): string {
  const perGame = (points: number) => round1(points / Math.max(gamesPlayed, 1)).toFixed(1);
  return `From the scores: ${perGame(pointsFor)} points for and ${perGame(pointsAgainst)} against a game.`;
}

/** A stored line's numbers on the wire: fgm/fga are two-point field goals, rebounds the defensive ones. */
export const storedLineShape = Object.fromEntries(
  STORED_STATS.map((stat) => [stat.key, 'optional' in stat ? z.number().int().nullable() : z.number().int()]),
) as Record<CountedKey, z.ZodNumber> & Record<OptionalKey, z.ZodNullable<z.ZodNumber>>;

/** A stored stat line as the edit form reads it. */
export const storedStatLine = z.object({
  id: z.number().int(),
  GameId: z.number().int(),
  PlayerId: z.number().int(),
  teamId: z.number().int(),
  ...storedLineShape,
});
export type StoredStatLine = z.infer<typeof storedStatLine>;

const blankIsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A counted stat is required: a whole number from 0 to its most (a blank form field counts as missing). */
function countedStat(stat: StoredStat) {
  const required = `${stat.label} is required.`;
  const whole = `${stat.label} must be a whole number of 0 or more.`;
  return z.preprocess(
    blankIsMissing,
    z.coerce.number({ error: required }).int(whole).min(0, whole).max(stat.max, whole),
  );
}

/** A stat a line may leave blank: blank or null clears it; left out of a request, it stays as it is. */
function optionalStat(stat: StoredStat) {
  const range = `${stat.label} must be a whole number from 0 to ${stat.max}.`;
  return z.preprocess(
    (value) => (value === '' ? null : value),
    z.coerce.number({ error: range }).int(range).min(0, range).max(stat.max, range).nullable().optional(),
  );
}

type StatShape = Record<CountedKey, ReturnType<typeof countedStat>> &
  Record<OptionalKey, ReturnType<typeof optionalStat>>;
const statShape = Object.fromEntries(
  STORED_STATS.map((stat) => [stat.key, 'optional' in stat ? optionalStat(stat) : countedStat(stat)]),
) as StatShape;

type Counts = Record<CountedKey, number>;
const madeStats = STORED_STATS.filter((stat) => 'attempts' in stat);

/** Nothing is made more often than tried; `labelOf` names the made stat as the request means it. */
function madeNotAboveTried(line: Counts, context: z.RefinementCtx, labelOf: (stat: StoredStat) => string) {
  for (const stat of madeStats) {
    if (line[stat.key] > line[stat.attempts]) {
      context.addIssue({
        code: 'custom',
        path: [stat.key],
        message: `${labelOf(stat)} cannot be more than attempted.`,
      });
    }
  }
}

const storedLabel = (stat: StoredStat) => ('storedLabel' in stat ? stat.storedLabel : stat.label);

/**
 * `PUT /api/player-stats/{id}`: a stored line (docs/rules/numbers.md#stored-and-derived-lines):
 * fgm/fga are two-point field goals, rebounds the defensive ones, and nothing is made more
 * often than tried.
 */
export const statLineBody = z
  .object(statShape, { error: 'The request body must be a JSON object.' })
  .superRefine((line, context) => madeNotAboveTried(line, context, storedLabel));
export type StatLineBody = z.input<typeof statLineBody>;

/** The counts the form and the grid enter together with another: field goals with their threes, total rebounds. */
export const INCLUDING_STATS = STORED_STATS.filter((stat) => 'includes' in stat).sort(
  (a, b) => a.field.order - b.field.order,
);
const includedMessages = (key: CountedKey) => {
  const stat = INCLUDING_STATS.find((candidate) => candidate.key === key);
  if (!stat) throw new Error(`${key} includes no other stat`);
  return stat.includes;
};

/** The stat form's inline messages (docs/rules/messages.md#stat-lines). */
export const FGM_BELOW_3PM = includedMessages('fgm').inlineMessage;
export const FGA_BELOW_3PA = includedMessages('fga').inlineMessage;

/** A line as the scorer enters it: each count with what it includes, checked as the spec asks. */
function enteredLineChecks(line: Counts, context: z.RefinementCtx) {
  for (const stat of INCLUDING_STATS) {
    if (line[stat.key] < line[stat.includes.key]) {
      context.addIssue({ code: 'custom', path: [stat.key], message: stat.includes.inlineMessage });
    }
  }
  madeNotAboveTried(line, context, (stat) => stat.label);
}

/**
 * The player stats form: field goals are entered including threes and rebounds as the total;
 * on submit the included values are taken out again, giving the stored line.
 */
export const statLineForm = z
  .object(statShape)
  .superRefine(enteredLineChecks)
  .transform((line) => storedFromForm(line));
export type StatLineForm = z.input<typeof statLineForm>;

/** The form's values of a stored line: counts that include another are shown with it. */
export function formFromStored<Line extends Counts>(line: Line): Line {
  const shown: Line = { ...line };
  for (const stat of INCLUDING_STATS) shown[stat.key] = line[stat.key] + line[stat.includes.key];
  return shown;
}

/** The stored line of the form's values. */
export function storedFromForm<Line extends Counts>(line: Line): Line {
  const stored: Line = { ...line };
  for (const stat of INCLUDING_STATS) stored[stat.key] = line[stat.key] - line[stat.includes.key];
  return stored;
}

/** A line with nothing entered: a player who did not play. */
export const EMPTY_LINE = Object.fromEntries(
  STORED_STATS.map((stat) => [stat.key, 'optional' in stat ? null : 0]),
) as Counts & Record<OptionalKey, null>;

const lineId = z.number({ error: 'Each line needs the id of its stat line.' }).int().positive().max(2_147_483_647);

/**
 * One line of `PUT /api/games/{id}/box-score`: the stat line's id and its stored numbers. A
 * stat a line may leave blank (minutes) stays as it is when left out.
 */
export const boxScoreLineBody = z
  .object({ id: lineId, ...statShape })
  .superRefine((line, context) => madeNotAboveTried(line, context, storedLabel));
export type BoxScoreLineBody = z.input<typeof boxScoreLineBody>;

/**
 * One row of the whole-game grid: a player who did not play, or the counts as entered, checked
 * per row with the stat form's messages and stored as the form stores them.
 */
export const boxScoreRow = z.discriminatedUnion('didNotPlay', [
  z.object({ id: lineId, didNotPlay: z.literal(true) }).transform(({ id }) => ({ id, ...EMPTY_LINE })),
  z
    .object({ id: lineId, didNotPlay: z.literal(false), ...statShape })
    .superRefine(enteredLineChecks)
    .transform(({ didNotPlay: _played, ...line }) => storedFromForm(line)),
]);
export type BoxScoreRow = z.input<typeof boxScoreRow>;

/**
 * `?phase=`: the regular season's figures (the default) or the playoffs' (docs/rules/numbers.md#regular-season-and-playoffs).
 */
export const phaseQuery = z.object({
  phase: z.enum(PHASE_KEYS, { error: 'Phase is regular or playoffs.' }).default('regular'),
});
