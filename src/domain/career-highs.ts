import { statKeys, type KeysIn } from './stat-catalogue.ts';

/** A player's best game in each category, and the game it came in (docs/rules/numbers.md#career-highs). */
export const CAREER_HIGH_STATS = statKeys('careerHighs');
export type CareerHighStat = KeysIn<'careerHighs'>;

type LogRow = Record<CareerHighStat, number> & { gameId: number; gameDate: string };

export type CareerHigh<Row> = { stat: CareerHighStat; value: number; game: Row | null };

/**
 * For each category the highest value in the game log and the first game it came in (the log
 * may be in any order). A category never above 0 has no game.
 */
export function careerHighs<Row extends LogRow>(log: readonly Row[]): CareerHigh<Row>[] {
  const chronological = [...log].sort((a, b) => a.gameDate.localeCompare(b.gameDate) || a.gameId - b.gameId);
  return CAREER_HIGH_STATS.map((stat) => {
    let best: Row | null = null;
    for (const row of chronological) if (row[stat] > (best?.[stat] ?? 0)) best = row;
    return { stat, value: best?.[stat] ?? 0, game: best };
  });
}
