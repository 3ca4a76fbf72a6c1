import { sql } from 'drizzle-orm';
import {
  averageGameScore,
  averageLine,
  deriveLine,
  effectiveFgPercentage,
  gameScore,
  trueShootingPercentage,
  type DerivedLine,
  type StoredLine,
} from '#domain/stats.ts';

/**
 * SQL shared by every derived read. Queries name `player_stats ps` and `games g`; the database
 * sums, the domain (src/domain/stats.ts) turns sums into points, percentages and averages.
 */
const STORED_COLUMNS: [column: string, key: keyof StoredLine][] = [
  ['fta', 'fta'],
  ['ftm', 'ftm'],
  ['fga', 'fga'],
  ['fgm', 'fgm'],
  ['threepa', 'threepa'],
  ['threepm', 'threepm'],
  ['rebounds', 'rebounds'],
  ['offensive_rebounds', 'offensiveRebounds'],
  ['assists', 'assists'],
  ['steals', 'steals'],
  ['blocks', 'blocks'],
  ['turnovers', 'turnovers'],
  ['personal_fouls', 'personalFouls'],
];

/** DESIGN §4: a game counts once either score is above 0. */
export const PLAYED_GAME = sql.raw('(coalesce(g.home_team_score, 0) > 0 OR coalesce(g.away_team_score, 0) > 0)');

/** DESIGN §4: a player played in a game when at least one stat of the line is not zero. */
export const LINE_HAS_STATS = sql.raw(`greatest(${STORED_COLUMNS.map(([column]) => `ps.${column}`).join(', ')}) > 0`);

/** The stored columns of `ps`, one per key, for a single line. */
export const LINE_COLUMNS = sql.raw(STORED_COLUMNS.map(([column, key]) => `ps.${column} AS "${key}"`).join(', '));

/** The sums of the stored columns of `ps` over a group, as whole numbers. */
export const LINE_SUMS = sql.raw(
  STORED_COLUMNS.map(([column, key]) => `coalesce(sum(ps.${column}), 0)::int AS "${key}"`).join(', '),
);

/** The same sums as one JSON object, for a nested total. */
export const LINE_SUMS_JSON = sql.raw(
  `json_build_object(${STORED_COLUMNS.map(([column, key]) => `'${key}', coalesce(sum(ps.${column}), 0)::int`).join(', ')})`,
);

export type WithAdvanced<T> = T & { effectiveFgPercentage: number; trueShootingPercentage: number; gameScore: number };

function withAdvanced(line: DerivedLine, shootingFrom: DerivedLine, gameScoreValue: number): WithAdvanced<DerivedLine> {
  return {
    ...line,
    effectiveFgPercentage: effectiveFgPercentage(shootingFrom),
    trueShootingPercentage: trueShootingPercentage(shootingFrom),
    gameScore: gameScoreValue,
  };
}

/** Picks the stored line out of a row that carries other fields too. */
export function storedLine(row: StoredLine): StoredLine {
  return Object.fromEntries(STORED_COLUMNS.map(([, key]) => [key, Number(row[key])])) as StoredLine;
}

/** A line or a sum of lines, derived, with eFG%, TS% and Game Score. */
export function derivedTotals(total: StoredLine): WithAdvanced<DerivedLine> {
  const stored = storedLine(total);
  const derived = deriveLine(stored);
  return withAdvanced(derived, derived, gameScore(stored));
}

/** Per-game averages over `gamesPlayed`; shooting percentages come from the totals. */
export function derivedAverages(total: StoredLine, gamesPlayed: number): WithAdvanced<DerivedLine> {
  const stored = storedLine(total);
  return withAdvanced(averageLine(stored, gamesPlayed), deriveLine(stored), averageGameScore(stored, gamesPlayed));
}
