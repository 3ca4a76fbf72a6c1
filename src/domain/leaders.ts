import { counted } from './counts.ts';
import { MIN_GAMES_FOR_AVERAGES } from './schedule.ts';
import { statKeys, type KeysIn } from './stat-catalogue.ts';
import { sortRows, type SortState } from './sorting.ts';

/** The league leaders table shows the top 10 rows. */
export const LEADERS_LIMIT = 10;
export const GAMES_MINIMUM_NOTE = `Averages only include people that played in at least ${counted(MIN_GAMES_FOR_AVERAGES, 'game', 'words')}`;

/** The columns of the leaders tables, in the order they are shown. */
export const LEADER_STATS = statKeys('leaders');
export type LeaderStat = KeysIn<'leaders'>;

type LeaderRow = Record<LeaderStat, number> & { gamesPlayed: number };

/**
 * The league leaders (docs/rules/numbers.md#league-leaders): rows whose stats are all zero are
 * hidden; with `applyMinimum` only players with `MIN_GAMES_FOR_AVERAGES` games or more count;
 * sorted as chosen; the top 10.
 */
export function leagueLeaders<Row extends LeaderRow>(
  rows: readonly Row[],
  sort: SortState<LeaderStat>,
  applyMinimum: boolean,
): Row[] {
  const counted = rows.filter(
    (row) =>
      LEADER_STATS.some((stat) => row[stat] !== 0) && (!applyMinimum || row.gamesPlayed >= MIN_GAMES_FOR_AVERAGES),
  );
  return sortRows(counted, sort).slice(0, LEADERS_LIMIT);
}
