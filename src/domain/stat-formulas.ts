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

type GameScoreCounts = {
  fta: number;
  ftm: number;
  fga: number;
  fgm: number;
  threepa: number;
  threepm: number;
  rebounds: number;
  offensiveRebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  personalFouls: number;
};

/**
 * Hollinger's Game Score in tenths, on a stored line or a sum of lines (it adds up):
 * PTS + 0.4 FGM - 0.7 FGA - 0.4 (FTA - FTM) + 0.7 ORB + 0.3 DRB + STL + 0.7 AST + 0.7 BLK - 0.4 PF - TOV,
 * with field goals including threes. Whole tenths keep the sum exact, so rounding never
 * depends on binary noise.
 */
export function gameScoreTenths(line: GameScoreCounts): number {
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
