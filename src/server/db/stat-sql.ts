import { sql } from 'drizzle-orm';
import type { Phase } from '#domain/playoffs.ts';
import { enteredGamesKey, STORED_STATS } from '#domain/stat-catalogue.ts';

/**
 * The SQL of the league's rules that every derived read shares (docs/rules/numbers.md),
 * written from the stat catalogue. Queries name `player_stats ps` and `games g`; the database
 * sums, and the domain (src/domain/stats.ts) turns the sums into points, percentages and
 * averages.
 */

/**
 * A game counts once it is final: once either score is above 0, which the database keeps true
 * (docs/rules/numbers.md#played-game). Postponed, cancelled and forfeited games never count in
 * stats, games played or records.
 */
export const PLAYED_GAME = sql.raw("(g.status = 'final')");

/**
 * The games of one part of the season: the regular season's (standings, records and the
 * figures shown by default) or the playoffs' (docs/rules/numbers.md#regular-season-and-playoffs).
 */
export function inPhase(phase: Phase) {
  return sql.raw(phase === 'playoffs' ? '(g.playoff)' : '(NOT g.playoff)');
}
export const REGULAR_SEASON = inPhase('regular');

/** A forfeit: a result in the standings, but no score and no stats. */
export const FORFEITED_GAME = sql.raw("(g.status = 'forfeit')");

/**
 * A player played in a game when a stat of the line that shows play is not zero; minutes
 * alone do not (docs/rules/numbers.md#games-played-by-a-player).
 */
export function lineHasStats(alias: string) {
  return sql.raw(
    `greatest(${STORED_STATS.filter((stat) => stat.showsPlayed)
      .map((stat) => `${alias}.${stat.column}`)
      .join(', ')}) > 0`,
  );
}
/** `lineHasStats` of the line `ps`. */
export const LINE_HAS_STATS = lineHasStats('ps');

/** The points of a line of `ps`: `points()` of src/domain/stat-formulas.ts, on stored counts. */
export const LINE_POINTS = sql.raw('(ps.ftm + 2 * ps.fgm + 3 * ps.threepm)');

/** The stored columns of `ps`, one per key, for a single line. */
export const LINE_COLUMNS = sql.raw(STORED_STATS.map((stat) => `ps.${stat.column} AS "${stat.key}"`).join(', '));

/**
 * Each stat's sum over a group, by key: 0 for counted stats until entered; a stat a line may
 * leave blank stays NULL until entered, and counts the games it was entered in, which its
 * average divides by.
 */
const sums = STORED_STATS.flatMap((stat): [key: string, sum: string][] =>
  'optional' in stat
    ? [
        [stat.key, `sum(ps.${stat.column})::int`],
        [enteredGamesKey(stat.key), `count(DISTINCT ps.game_id) FILTER (WHERE ps.${stat.column} IS NOT NULL)::int`],
      ]
    : [[stat.key, `coalesce(sum(ps.${stat.column}), 0)::int`]],
);

/** The sums of the stored columns of `ps` over a group, as whole numbers. */
export const LINE_SUMS = sql.raw(sums.map(([key, sum]) => `${sum} AS "${key}"`).join(', '));

/** The same sums as one JSON object, for a nested total. */
export const LINE_SUMS_JSON = sql.raw(`json_build_object(${sums.map(([key, sum]) => `'${key}', ${sum}`).join(', ')})`);
