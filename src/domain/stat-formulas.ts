/**
 * The arithmetic behind the league's numbers (docs/rules/numbers.md). Each formula takes the
 * counts it needs by name, so that the stat catalogue can declare its stats with them.
 */

/** One decimal, rounding halves up, free of binary noise (1.45 -> 1.5). */
export function round1(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** 100 x made / attempts, one decimal; no attempts count as a denominator of 1. */
export function percentage(made: number, attempts: number): number {
  return round1((100 * made) / Math.max(attempts, 1));
}

/** Free throws x 1 + two-point field goals x 2 + three-pointers x 3, on stored counts. */
export function points(line: { ftm: number; fgm: number; threepm: number }): number {
  return line.ftm + 2 * line.fgm + 3 * line.threepm;
}

/** Effective field goal %: (FGM + 0.5 x 3PM) / FGA, on field goals including threes. */
export function effectiveFgPercentage(line: { fgm: number; fga: number; threepm: number }): number {
  return round1((100 * (line.fgm + 0.5 * line.threepm)) / Math.max(line.fga, 1));
}

/** True shooting %: PTS / (2 x (FGA + 0.44 x FTA)); no attempts at all is 0. */
export function trueShootingPercentage(line: { points: number; fga: number; fta: number }): number {
  const attempts = line.fga + 0.44 * line.fta;
  return attempts === 0 ? 0 : round1((100 * line.points) / (2 * attempts));
}
