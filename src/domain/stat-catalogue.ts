import { effectiveFgPercentage, percentage, points, round1, trueShootingPercentage } from './stat-formulas.ts';

/**
 * The league's statistics, each declared once (docs/rules/numbers.md).
 *
 * A stat line stores what the scorer counts (`STORED_STATS`); box scores, game logs, averages,
 * leaders and records show what is derived from those counts (`SHOWN_STATS`). The types, the
 * request and response schemas, the database columns and their SQL sums, the stat form's fields
 * and every table's columns are made from these two lists, so a new stat is an entry here and a
 * migration for its column.
 */

/** The tables that show stats. A shown stat names the ones it appears in, in catalogue order. */
export type StatTable =
  'boxScore' | 'gameLog' | 'averages' | 'teamStatistics' | 'leaders' | 'leadersCompact' | 'records' | 'careerHighs';

/** Tables that show a made stat and its attempts as one column, `FGM-FGA`. */
const PAIRED_TABLES: readonly StatTable[] = ['boxScore', 'gameLog', 'averages', 'teamStatistics'];

type StoredStatSpec = {
  key: string;
  /** Its column in `player_stats`. */
  column: string;
  /** Its name in messages: "Assists is required." */
  label: string;
  /** Its name in messages about a stored line, where it counts less than the form's field. */
  storedLabel?: string;
  /** The stat form's field. */
  field: { order: number; label: string; hint?: string; group: 'Playing time' | 'Shooting' | 'Other stats' };
  /** The most one line may hold. */
  max: number;
  /** May be left blank: the line then has no value (null) and sums leave it out. */
  optional?: true;
  /** Whether a value above 0 shows that the player played (minutes alone do not). */
  showsPlayed: boolean;
  /** The attempts of a made stat: a line never makes more than it tries. */
  attempts?: string;
  /**
   * A count that the box score, and the form, show together with this one: stored field goals
   * exclude three-pointers and stored rebounds exclude offensive ones, while the form and every
   * derived row count them in.
   */
  includes?: { key: string; inlineMessage: string; toastMessage: string };
};

/**
 * What a stat line stores, in the order of the wire and the table's columns; `field.order` is
 * the order the scorer enters them on the form.
 */
export const STORED_STATS = [
  {
    key: 'fta',
    column: 'fta',
    label: 'Free throws attempted',
    field: { order: 7, label: 'Free throws attempted (FTA)', group: 'Shooting' },
    max: 999,
    showsPlayed: true,
  },
  {
    key: 'ftm',
    column: 'ftm',
    label: 'Free throws made',
    field: { order: 6, label: 'Free throws made (FTM)', group: 'Shooting' },
    max: 999,
    showsPlayed: true,
    attempts: 'fta',
  },
  {
    key: 'fga',
    column: 'fga',
    label: 'Field goals attempted',
    field: { order: 3, label: 'Field goals attempted (FGA)', hint: 'Including 3-point attempts.', group: 'Shooting' },
    max: 999,
    showsPlayed: true,
    includes: {
      key: 'threepa',
      inlineMessage: 'FGA must be greater than or equal to 3PA',
      toastMessage: 'Field Goal Attempts must be greater than or equal to 3-Point Attempts',
    },
  },
  {
    key: 'fgm',
    column: 'fgm',
    label: 'Field goals made',
    storedLabel: 'Two-point field goals made',
    field: { order: 2, label: 'Field goals made (FGM)', hint: 'Including 3-pointers.', group: 'Shooting' },
    max: 999,
    showsPlayed: true,
    attempts: 'fga',
    includes: {
      key: 'threepm',
      inlineMessage: 'FGM must be greater than or equal to 3PM',
      toastMessage: 'Field Goals Made must be greater than or equal to 3-Point Made',
    },
  },
  {
    key: 'threepa',
    column: 'threepa',
    label: '3-point attempts',
    field: { order: 5, label: '3-point attempts (3PA)', group: 'Shooting' },
    max: 999,
    showsPlayed: true,
  },
  {
    key: 'threepm',
    column: 'threepm',
    label: '3-pointers made',
    field: { order: 4, label: '3-pointers made (3PM)', group: 'Shooting' },
    max: 999,
    showsPlayed: true,
    attempts: 'threepa',
  },
  {
    key: 'rebounds',
    column: 'rebounds',
    label: 'Rebounds',
    storedLabel: 'Defensive rebounds',
    // Scorebooks keep total rebounds: the form takes the total and stores the defensive ones.
    field: { order: 8, label: 'Total rebounds (REB)', hint: 'Including offensive rebounds.', group: 'Other stats' },
    max: 999,
    showsPlayed: true,
    includes: {
      key: 'offensiveRebounds',
      inlineMessage: 'REB must be greater than or equal to OREB',
      toastMessage: 'Total Rebounds must be greater than or equal to Offensive Rebounds',
    },
  },
  {
    key: 'offensiveRebounds',
    column: 'offensive_rebounds',
    label: 'Offensive rebounds',
    field: { order: 9, label: 'Offensive rebounds (OREB)', group: 'Other stats' },
    max: 999,
    showsPlayed: true,
  },
  {
    key: 'assists',
    column: 'assists',
    label: 'Assists',
    field: { order: 10, label: 'Assists (AST)', group: 'Other stats' },
    max: 999,
    showsPlayed: true,
  },
  {
    key: 'steals',
    column: 'steals',
    label: 'Steals',
    field: { order: 11, label: 'Steals (STL)', group: 'Other stats' },
    max: 999,
    showsPlayed: true,
  },
  {
    key: 'blocks',
    column: 'blocks',
    label: 'Blocks',
    field: { order: 12, label: 'Blocks (BLK)', group: 'Other stats' },
    max: 999,
    showsPlayed: true,
  },
  {
    key: 'turnovers',
    column: 'turnovers',
    label: 'Turnovers',
    field: { order: 13, label: 'Turnovers (TO)', group: 'Other stats' },
    max: 999,
    showsPlayed: true,
  },
  {
    key: 'personalFouls',
    column: 'personal_fouls',
    label: 'Personal fouls',
    field: { order: 14, label: 'Personal fouls (PF)', group: 'Other stats' },
    max: 999,
    showsPlayed: true,
  },
  {
    key: 'minutes',
    column: 'minutes',
    label: 'Minutes played',
    field: { order: 1, label: 'Minutes played (MIN)', hint: 'Optional, 0 to 60.', group: 'Playing time' },
    max: 60,
    optional: true,
    showsPlayed: false,
  },
] as const satisfies readonly StoredStatSpec[];

export type StoredStat = (typeof STORED_STATS)[number];
export type StoredKey = StoredStat['key'];
/** The stats every line holds, 0 until entered. */
export type CountedKey = Exclude<StoredStat, { optional: true }>['key'];
/** The stats a line may leave blank. */
export type OptionalKey = Extract<StoredStat, { optional: true }>['key'];

/** A stored stat line, or a sum of lines: fgm and fga are two-point field goals only. */
export type StoredLine = Record<CountedKey, number> &
  Partial<Record<OptionalKey, number | null>> &
  Partial<Record<EnteredGamesKey, number>>;

/**
 * A sum of lines also counts, for each stat a line may leave blank, the games it was entered
 * in: a league that starts entering minutes halfway through the season averages them over
 * those games only.
 */
export type EnteredGamesKey = `${OptionalKey}Games`;
export const enteredGamesKey = (key: OptionalKey): EnteredGamesKey => `${key}Games`;

/**
 * How a shown stat is written: a count is whole in a total and one decimal per game; a
 * percentage or a rating always has one decimal.
 */
export type StatFormat = 'count' | 'percentage' | 'rating';

/**
 * How a shown stat averages over games played: a count per game; a figure worked out again
 * from the totals (percentages are never averages of percentages); or a rule of its own.
 */
type Averaging = 'perGame' | 'fromTotals' | ((total: StoredLine, gamesPlayed: number) => number);

type ShownStatSpec = {
  key: string;
  abbreviation: string;
  /** Its full name, the title of its column. */
  title: string;
  format: StatFormat;
  /** Its value on one line or on a sum of lines. */
  value: (line: StoredLine) => number | null;
  average: Averaging;
  /** The stat that holds this made stat's attempts. */
  attempts?: string;
  /**
   * Beyond the box score of the league's original rows: eFG%, TS% and Game Score ride along in
   * every derived row but are not part of the plain derived line.
   */
  advanced?: true;
  /** A figure of one player's game, which a team's totals leave blank. */
  playerOnly?: true;
  /** Its place among the categories of the records page; the records keep sums of these only. */
  recordPlace?: number;
  in: readonly StatTable[];
};

/**
 * Hollinger's Game Score in tenths, on a stored line or a sum of lines (it adds up):
 * PTS + 0.4 FGM - 0.7 FGA - 0.4 (FTA - FTM) + 0.7 ORB + 0.3 DRB + STL + 0.7 AST + 0.7 BLK - 0.4 PF - TOV,
 * with field goals including threes. Whole tenths keep the sum exact, so rounding never
 * depends on binary noise.
 */
function gameScoreTenths(line: StoredLine): number {
  return (
    10 * points(line) +
    4 * (line.fgm + line.threepm) -
    7 * (line.fga + line.threepa) -
    4 * (line.fta - line.ftm) +
    7 * line.offensiveRebounds +
    3 * line.rebounds +
    10 * line.steals +
    7 * line.assists +
    7 * line.blocks -
    4 * line.personalFouls -
    10 * line.turnovers
  );
}

const counted = (key: CountedKey) => (line: StoredLine) => line[key];
/** Field goals including threes, as every derived row counts them. */
const fieldGoalsMade = (line: StoredLine) => line.fgm + line.threepm;
const fieldGoalsAttempted = (line: StoredLine) => line.fga + line.threepa;

/** What the site shows, derived from stored lines, in the order tables show it. */
export const SHOWN_STATS = [
  {
    key: 'minutes',
    abbreviation: 'MIN',
    title: 'Minutes',
    format: 'count',
    value: (line) => line.minutes ?? null,
    average: 'perGame',
    in: ['boxScore', 'gameLog', 'averages'],
  },
  {
    key: 'points',
    abbreviation: 'PTS',
    title: 'Points',
    format: 'count',
    value: points,
    average: 'perGame',
    recordPlace: 1,
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders', 'leadersCompact', 'careerHighs'],
  },
  {
    key: 'rebounds',
    abbreviation: 'REB',
    title: 'Rebounds',
    format: 'count',
    // Shown rebounds include the offensive ones.
    value: (line) => line.rebounds + line.offensiveRebounds,
    average: 'perGame',
    recordPlace: 2,
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders', 'leadersCompact', 'careerHighs'],
  },
  {
    key: 'offensiveRebounds',
    abbreviation: 'OREB',
    title: 'Offensive rebounds',
    format: 'count',
    value: counted('offensiveRebounds'),
    average: 'perGame',
    in: ['boxScore', 'teamStatistics'],
  },
  {
    key: 'assists',
    abbreviation: 'AST',
    title: 'Assists',
    format: 'count',
    value: counted('assists'),
    average: 'perGame',
    recordPlace: 3,
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders', 'leadersCompact', 'careerHighs'],
  },
  {
    key: 'steals',
    abbreviation: 'STL',
    title: 'Steals',
    format: 'count',
    value: counted('steals'),
    average: 'perGame',
    recordPlace: 4,
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders', 'careerHighs'],
  },
  {
    key: 'blocks',
    abbreviation: 'BLK',
    title: 'Blocks',
    format: 'count',
    value: counted('blocks'),
    average: 'perGame',
    recordPlace: 5,
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders', 'careerHighs'],
  },
  {
    key: 'fgm',
    abbreviation: 'FGM',
    title: 'Field goals made',
    format: 'count',
    value: fieldGoalsMade,
    average: 'perGame',
    attempts: 'fga',
    recordPlace: 7,
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders'],
  },
  {
    key: 'fga',
    abbreviation: 'FGA',
    title: 'Field goals attempted',
    format: 'count',
    value: fieldGoalsAttempted,
    average: 'perGame',
    in: ['leaders'],
  },
  {
    key: 'fgPercentage',
    abbreviation: 'FG%',
    title: 'Field goal percentage',
    format: 'percentage',
    value: (line) => percentage(fieldGoalsMade(line), fieldGoalsAttempted(line)),
    average: 'fromTotals',
    in: ['boxScore', 'averages', 'teamStatistics', 'leaders'],
  },
  {
    key: 'threepm',
    abbreviation: '3PM',
    title: 'Three-pointers made',
    format: 'count',
    value: counted('threepm'),
    average: 'perGame',
    attempts: 'threepa',
    recordPlace: 8,
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders', 'careerHighs'],
  },
  {
    key: 'threepa',
    abbreviation: '3PA',
    title: 'Three-pointers attempted',
    format: 'count',
    value: counted('threepa'),
    average: 'perGame',
    in: ['leaders'],
  },
  {
    key: 'threePtPercentage',
    abbreviation: '3P%',
    title: 'Three-point percentage',
    format: 'percentage',
    value: (line) => percentage(line.threepm, line.threepa),
    average: 'fromTotals',
    in: ['boxScore', 'averages', 'teamStatistics', 'leaders'],
  },
  {
    key: 'ftm',
    abbreviation: 'FTM',
    title: 'Free throws made',
    format: 'count',
    value: counted('ftm'),
    average: 'perGame',
    attempts: 'fta',
    recordPlace: 6,
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders'],
  },
  {
    key: 'fta',
    abbreviation: 'FTA',
    title: 'Free throws attempted',
    format: 'count',
    value: counted('fta'),
    average: 'perGame',
    in: ['leaders'],
  },
  {
    key: 'ftPercentage',
    abbreviation: 'FT%',
    title: 'Free throw percentage',
    format: 'percentage',
    value: (line) => percentage(line.ftm, line.fta),
    average: 'fromTotals',
    in: ['boxScore', 'averages', 'teamStatistics', 'leaders'],
  },
  {
    key: 'turnovers',
    abbreviation: 'TO',
    title: 'Turnovers',
    format: 'count',
    value: counted('turnovers'),
    average: 'perGame',
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders'],
  },
  {
    key: 'personalFouls',
    abbreviation: 'PF',
    title: 'Personal fouls',
    format: 'count',
    value: counted('personalFouls'),
    average: 'perGame',
    in: ['boxScore', 'gameLog', 'averages', 'teamStatistics', 'leaders'],
  },
  {
    key: 'effectiveFgPercentage',
    abbreviation: 'eFG%',
    title: 'Effective field goal percentage',
    format: 'percentage',
    value: (line) =>
      effectiveFgPercentage({ fgm: fieldGoalsMade(line), fga: fieldGoalsAttempted(line), threepm: line.threepm }),
    average: 'fromTotals',
    advanced: true,
    in: ['boxScore', 'averages', 'leaders'],
  },
  {
    key: 'trueShootingPercentage',
    abbreviation: 'TS%',
    title: 'True shooting percentage',
    format: 'percentage',
    value: (line) => trueShootingPercentage({ points: points(line), fga: fieldGoalsAttempted(line), fta: line.fta }),
    average: 'fromTotals',
    advanced: true,
    in: ['boxScore', 'averages', 'leaders'],
  },
  {
    key: 'gameScore',
    abbreviation: 'GmSc',
    title: 'Game Score',
    format: 'rating',
    // Summed lines give the sum of their Game Scores; per game it rounds from whole tenths.
    value: (line) => gameScoreTenths(line) / 10,
    average: (total, gamesPlayed) => Math.round(gameScoreTenths(total) / Math.max(gamesPlayed, 1)) / 10,
    advanced: true,
    playerOnly: true,
    in: ['boxScore', 'gameLog', 'leaders'],
  },
] as const satisfies readonly ShownStatSpec[];

export type ShownStat = (typeof SHOWN_STATS)[number];
export type ShownKey = ShownStat['key'];
/** Shown stats that have a value only where their stored stat was entered. */
export type OptionalShownKey = Extract<ShownKey, OptionalKey>;
/** The stats of the league's derived rows, without eFG%, TS% and Game Score. */
export type LineKey = Exclude<ShownStat, { advanced: true }>['key'];

/** A line or a sum of lines as the site shows it: field goals with threes, rebounds with offensive ones. */
export type ShownLine = Record<Exclude<ShownKey, OptionalShownKey>, number> & Record<OptionalShownKey, number | null>;
/** The plain derived line, without the advanced figures. */
export type DerivedLine = Pick<ShownLine, LineKey>;

const shownByKey = new Map<string, ShownStat>(SHOWN_STATS.map((stat) => [stat.key, stat]));

/** A stat of the catalogue by its key. */
export function shownStat(key: ShownKey): ShownStat {
  return shownByKey.get(key)!;
}

export function isOptional(stat: StoredStat | ShownStat): boolean {
  return STORED_STATS.some((stored) => stored.key === stat.key && 'optional' in stored);
}

/** The value of `stat` on a line or a sum of lines. */
export function valueOf(stat: ShownStat, line: StoredLine): number | null {
  return (stat.value as (line: StoredLine) => number | null)(line);
}

/** The per-game value of `stat` over `gamesPlayed` games, from the sum of their lines. */
export function averageOf(stat: ShownStat, total: StoredLine, gamesPlayed: number): number | null {
  const average = stat.average as Averaging;
  if (typeof average === 'function') return average(total, gamesPlayed);
  const value = valueOf(stat, total);
  if (value === null || average === 'fromTotals') return value;
  const games = isOptional(stat) ? (total[enteredGamesKey(stat.key as OptionalKey)] ?? gamesPlayed) : gamesPlayed;
  return round1(value / Math.max(games, 1));
}

/** One column of a stats table: one stat, or a made stat with its attempts (`FGM-FGA`). */
export type StatColumn = {
  key: string;
  abbreviation: string;
  title: string;
  format: StatFormat;
  stats: readonly [ShownKey] | readonly [ShownKey, ShownKey];
  optional: boolean;
  playerOnly: boolean;
};

/** The columns of a table, in catalogue order. */
export function statColumns(table: StatTable): StatColumn[] {
  const paired = PAIRED_TABLES.includes(table);
  return SHOWN_STATS.filter((stat) => (stat.in as readonly StatTable[]).includes(table)).map((stat) => {
    const attempts = 'attempts' in stat && paired ? shownStat(stat.attempts) : null;
    return {
      key: stat.key,
      abbreviation: attempts ? `${stat.abbreviation}-${attempts.abbreviation}` : stat.abbreviation,
      title: attempts ? `${stat.title} and attempted` : stat.title,
      format: stat.format,
      stats: attempts ? [stat.key, attempts.key] : [stat.key],
      optional: isOptional(stat),
      playerOnly: 'playerOnly' in stat,
    };
  });
}

/** The keys of the stats a table shows, as a type. */
export type KeysIn<Table extends StatTable> = ShownStat extends infer Stat
  ? Stat extends { key: infer Key; in: readonly (infer Tables)[] }
    ? Table extends Tables
      ? Key
      : never
    : never
  : never;

/** The keys of the stats a table shows, each on its own (no pairs), in catalogue order. */
export function statKeys<Table extends StatTable>(table: Table): KeysIn<Table>[] {
  return SHOWN_STATS.filter((stat) => (stat.in as readonly StatTable[]).includes(table)).map(
    (stat) => stat.key as KeysIn<Table>,
  );
}

/** The stats the records rank, in the order of the records page. */
export const RECORD_STATS = SHOWN_STATS.filter((stat) => 'recordPlace' in stat).sort(
  (a, b) => (a as { recordPlace: number }).recordPlace - (b as { recordPlace: number }).recordPlace,
);
export type RecordKey = Extract<ShownStat, { recordPlace: number }>['key'];

/** A value as the tables write it; a stat never entered is a dash. */
export function formatStat(format: StatFormat, value: number | null, perGame: boolean): string {
  if (value === null) return '-';
  return format !== 'count' || perGame ? value.toFixed(1) : String(value);
}

/** A column's cell: one value, or made and attempted joined by a dash. */
export function formatColumn(column: StatColumn, line: ShownLine, perGame: boolean): string {
  return column.stats.map((key) => formatStat(column.format, line[key], perGame)).join('-');
}

/** A stat's name as a heading: "Three-Pointers Made". */
export function headingOf(stat: ShownStat): string {
  return stat.title.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
