/**
 * The league's numbers (SPEC §3, §9; DESIGN §4). A stored stat line keeps two-point field
 * goals in fgm/fga; every derived row counts three-pointers in fgm/fga, as box scores do.
 */

export type StoredLine = {
  fta: number;
  ftm: number;
  /** Two-point field goals only. */
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

export type DerivedLine = {
  points: number;
  /** Including offensive rebounds. */
  rebounds: number;
  offensiveRebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  /** Including three-pointers. */
  fgm: number;
  fga: number;
  fgPercentage: number;
  threepm: number;
  threepa: number;
  threePtPercentage: number;
  ftm: number;
  fta: number;
  ftPercentage: number;
  turnovers: number;
  personalFouls: number;
};

/** One decimal, rounding halves up, free of binary noise (1.45 -> 1.5). */
export function round1(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10;
}

/** Free throws x 1 + two-point field goals x 2 + three-pointers x 3. */
export function points(line: Pick<StoredLine, 'ftm' | 'fgm' | 'threepm'>): number {
  return line.ftm + 2 * line.fgm + 3 * line.threepm;
}

/** 100 x made / attempts, one decimal; no attempts count as a denominator of 1. */
export function percentage(made: number, attempts: number): number {
  return round1((100 * made) / Math.max(attempts, 1));
}

/** A stored line as box scores show it. */
export function deriveLine(line: StoredLine): DerivedLine {
  const fgm = line.fgm + line.threepm;
  const fga = line.fga + line.threepa;
  return {
    points: points(line),
    rebounds: line.rebounds + line.offensiveRebounds,
    offensiveRebounds: line.offensiveRebounds,
    assists: line.assists,
    steals: line.steals,
    blocks: line.blocks,
    fgm,
    fga,
    fgPercentage: percentage(fgm, fga),
    threepm: line.threepm,
    threepa: line.threepa,
    threePtPercentage: percentage(line.threepm, line.threepa),
    ftm: line.ftm,
    fta: line.fta,
    ftPercentage: percentage(line.ftm, line.fta),
    turnovers: line.turnovers,
    personalFouls: line.personalFouls,
  };
}

/** A line in which the player did something: only these count as games played. */
export function hasPlayed(line: StoredLine): boolean {
  return Object.values(line).some((value) => value > 0);
}

const COUNTING = [
  'fta',
  'ftm',
  'fga',
  'fgm',
  'threepa',
  'threepm',
  'rebounds',
  'offensiveRebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'personalFouls',
] as const;

/** The sum of stored lines. */
export function totalLines(lines: readonly StoredLine[]): StoredLine {
  const total = Object.fromEntries(COUNTING.map((key) => [key, 0])) as StoredLine;
  for (const line of lines) for (const key of COUNTING) total[key] += line[key];
  return total;
}

/**
 * Per-game averages over `gamesPlayed`, one decimal each. Percentages come from the totals
 * (100 x made / attempts), never from averaged values.
 */
export function averageLine(total: StoredLine, gamesPlayed: number): DerivedLine {
  const derived = deriveLine(total);
  const games = Math.max(gamesPlayed, 1);
  const per = (value: number) => round1(value / games);
  return {
    ...derived,
    points: per(derived.points),
    rebounds: per(derived.rebounds),
    offensiveRebounds: per(derived.offensiveRebounds),
    assists: per(derived.assists),
    steals: per(derived.steals),
    blocks: per(derived.blocks),
    fgm: per(derived.fgm),
    fga: per(derived.fga),
    threepm: per(derived.threepm),
    threepa: per(derived.threepa),
    ftm: per(derived.ftm),
    fta: per(derived.fta),
    turnovers: per(derived.turnovers),
    personalFouls: per(derived.personalFouls),
  };
}

/** Effective field goal %: (FGM + 0.5 x 3PM) / FGA, on field goals including threes. */
export function effectiveFgPercentage(line: Pick<DerivedLine, 'fgm' | 'fga' | 'threepm'>): number {
  return round1((100 * (line.fgm + 0.5 * line.threepm)) / Math.max(line.fga, 1));
}

/** True shooting %: PTS / (2 x (FGA + 0.44 x FTA)); no attempts at all is 0. */
export function trueShootingPercentage(line: Pick<DerivedLine, 'points' | 'fga' | 'fta'>): number {
  const attempts = line.fga + 0.44 * line.fta;
  return attempts === 0 ? 0 : round1((100 * line.points) / (2 * attempts));
}

/**
 * Hollinger's Game Score in tenths, on a line or a sum of lines (it adds up):
 * PTS + 0.4 FGM - 0.7 FGA - 0.4 (FTA - FTM) + 0.7 ORB + 0.3 DRB + STL + 0.7 AST + 0.7 BLK - 0.4 PF - TOV.
 * Whole tenths keep the sum exact, so rounding never depends on binary noise.
 */
function gameScoreTenths(line: StoredLine): number {
  const d = deriveLine(line);
  return (
    10 * d.points +
    4 * d.fgm -
    7 * d.fga -
    4 * (d.fta - d.ftm) +
    7 * line.offensiveRebounds +
    3 * line.rebounds +
    10 * d.steals +
    7 * d.assists +
    7 * d.blocks -
    4 * d.personalFouls -
    10 * d.turnovers
  );
}

/** Game Score of one game's line, or the sum of a season's (one decimal). */
export function gameScore(line: StoredLine): number {
  return gameScoreTenths(line) / 10;
}

/** Game Score per game over `gamesPlayed` games, one decimal, halves rounded up. */
export function averageGameScore(total: StoredLine, gamesPlayed: number): number {
  return Math.round(gameScoreTenths(total) / Math.max(gamesPlayed, 1)) / 10;
}
