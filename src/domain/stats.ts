import {
  averageOf,
  enteredGamesKey,
  SHOWN_STATS,
  shownStat,
  STORED_STATS,
  valueOf,
  type DerivedLine,
  type LineKey,
  type ShownLine,
  type ShownStat,
  type StoredLine,
} from './stat-catalogue.ts';

/**
 * Lines as the site shows them (docs/rules/numbers.md): every figure comes from the stat
 * catalogue; this module applies it to one line, a sum of lines, or a sum per game.
 */

export type { DerivedLine, ShownLine, StoredLine } from './stat-catalogue.ts';
export { effectiveFgPercentage, percentage, points, round1, trueShootingPercentage } from './stat-formulas.ts';

const PLAIN_STATS = SHOWN_STATS.filter((stat) => !('advanced' in stat));

function lineOf<Line>(stats: readonly ShownStat[], value: (stat: ShownStat) => number | null) {
  return Object.fromEntries(stats.map((stat) => [stat.key, value(stat)])) as Line;
}

/** A stored line (or a sum of lines) as box scores show it, with eFG%, TS% and Game Score. */
export function showLine(line: StoredLine): ShownLine {
  return lineOf<ShownLine>(SHOWN_STATS, (stat) => valueOf(stat, line));
}

/** Per-game figures over `gamesPlayed` games; percentages come from the totals. */
export function showAverages(total: StoredLine, gamesPlayed: number): ShownLine {
  return lineOf<ShownLine>(SHOWN_STATS, (stat) => averageOf(stat, total, gamesPlayed));
}

/** A stored line as the league's derived rows show it, without the advanced figures. */
export function deriveLine(line: StoredLine): DerivedLine {
  return lineOf<Pick<ShownLine, LineKey>>(PLAIN_STATS, (stat) => valueOf(stat, line));
}

/**
 * Per-game averages over `gamesPlayed`, one decimal each. Percentages come from the totals
 * (100 x made / attempts), never from averaged values.
 */
export function averageLine(total: StoredLine, gamesPlayed: number): DerivedLine {
  return lineOf<Pick<ShownLine, LineKey>>(PLAIN_STATS, (stat) => averageOf(stat, total, gamesPlayed));
}

/** A line in which the player did something: only these count as games played. */
export function hasPlayed(line: StoredLine): boolean {
  return STORED_STATS.some((stat) => stat.showsPlayed && (line[stat.key as keyof StoredLine] ?? 0) > 0);
}

/** The stored line of a row that carries other fields too (database numbers may come as text). */
export function storedLine(row: Record<string, unknown>): StoredLine {
  const line: Record<string, number | null> = {};
  for (const stat of STORED_STATS) {
    const value = row[stat.key];
    if (!('optional' in stat)) {
      line[stat.key] = Number(value ?? 0);
      continue;
    }
    line[stat.key] = value === null || value === undefined ? null : Number(value);
    const games = row[enteredGamesKey(stat.key)];
    if (games !== undefined && games !== null) line[enteredGamesKey(stat.key)] = Number(games);
  }
  return line as StoredLine;
}

/**
 * The sum of stored lines, one line a game; a stat a line may leave blank sums what was
 * entered, counting the games it was entered in, or stays blank.
 */
export function totalLines(lines: readonly StoredLine[]): StoredLine {
  const total: Record<string, number | null> = {};
  for (const stat of STORED_STATS) {
    const entered = lines.map((line) => line[stat.key]).filter((value) => typeof value === 'number');
    const sum = entered.reduce((sum, value) => sum + value, 0);
    if (!('optional' in stat)) {
      total[stat.key] = sum;
      continue;
    }
    total[stat.key] = entered.length === 0 ? null : sum;
    total[enteredGamesKey(stat.key)] = entered.length;
  }
  return total as StoredLine;
}

/** Game Score of one game's line, or the sum of a season's (one decimal). */
export function gameScore(line: StoredLine): number {
  return valueOf(shownStat('gameScore'), line) ?? 0;
}

/** Game Score per game over `gamesPlayed` games, one decimal, halves rounded up. */
export function averageGameScore(total: StoredLine, gamesPlayed: number): number {
  return averageOf(shownStat('gameScore'), total, gamesPlayed) ?? 0;
}
