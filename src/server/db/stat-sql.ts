import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { storedLineShape } from '#domain/player-stats.ts';
import type { Phase } from '#domain/playoffs.ts';
import { enteredGamesKey, STORED_STATS, type EnteredGamesKey, type StoredStat } from '#domain/stat-catalogue.ts';
import { playerStats } from './schema.ts';

/**
 * The SQL of the league's rules that every derived read shares (docs/rules/numbers.md),
 * written from the stat catalogue. Queries name `player_stats ps` and `games g`; the database
 * sums, and the domain (src/domain/stats.ts) turns the sums into points, percentages and
 * averages. Column names come from the catalogue as identifiers, never as text.
 */

/** `player_stats` as `ps`, the name the fragments below use, for reads written with the query builder. */
export const statLines = alias(playerStats, 'ps');

/**
 * A game counts once it is final: once either score is above 0, which the database keeps true
 * (docs/rules/numbers.md#played-game). Postponed, cancelled and forfeited games never count in
 * stats, games played or records.
 */
export const PLAYED_GAME = sql`(g.status = 'final')`;

const PHASES: Record<Phase, SQL> = { playoffs: sql`(g.playoff)`, regular: sql`(NOT g.playoff)` };

/**
 * The games of one part of the season: the regular season's (standings, records and the
 * figures shown by default) or the playoffs' (docs/rules/numbers.md#regular-season-and-playoffs).
 */
export function inPhase(phase: Phase): SQL {
  return PHASES[phase];
}
export const REGULAR_SEASON = inPhase('regular');

/** A forfeit: a result in the standings, but no score and no stats. */
export const FORFEITED_GAME = sql`(g.status = 'forfeit')`;

/** A stat's column of the line named `alias`. */
const columnOf = (alias: string, stat: StoredStat) => sql`${sql.identifier(alias)}.${sql.identifier(stat.column)}`;

/**
 * A player played in a game when a stat of the line that shows play is not zero; minutes
 * alone do not (docs/rules/numbers.md#games-played-by-a-player).
 */
export function lineHasStats(alias: string): SQL {
  const shown = STORED_STATS.filter((stat) => stat.showsPlayed).map((stat) => columnOf(alias, stat));
  return sql`greatest(${sql.join(shown, sql`, `)}) > 0`;
}
/** `lineHasStats` of the line `ps`. */
export const LINE_HAS_STATS = lineHasStats('ps');

/** The points of a line of `ps`: `points()` of src/domain/stat-formulas.ts, on stored counts. */
export const LINE_POINTS = sql`(ps.ftm + 2 * ps.fgm + 3 * ps.threepm)`;

/** The stored columns of `ps`, one per key, for a single line. */
export const LINE_COLUMNS = sql.join(
  STORED_STATS.map((stat) => sql`${columnOf('ps', stat)} AS ${sql.identifier(stat.key)}`),
  sql`, `,
);

/** The row fields `LINE_COLUMNS` answers: each stored stat by key, blank stats as null. */
export const lineColumnsShape = storedLineShape;

/**
 * Each stat's sum over a group, by key: 0 for counted stats until entered; a stat a line may
 * leave blank stays NULL until entered, and counts the games it was entered in, which its
 * average divides by.
 */
const sums = STORED_STATS.flatMap((stat): [key: string, sum: SQL][] =>
  'optional' in stat
    ? [
        [stat.key, sql`sum(${columnOf('ps', stat)})::int`],
        [
          enteredGamesKey(stat.key),
          sql`count(DISTINCT ps.game_id) FILTER (WHERE ${columnOf('ps', stat)} IS NOT NULL)::int`,
        ],
      ]
    : [[stat.key, sql`coalesce(sum(${columnOf('ps', stat)}), 0)::int`]],
);

/** The sums of the stored columns of `ps` over a group, as whole numbers. */
export const LINE_SUMS = sql.join(
  sums.map(([key, sum]) => sql`${sum} AS ${sql.identifier(key)}`),
  sql`, `,
);

/** The same sums as one JSON object, for a nested total. */
export const LINE_SUMS_JSON = sql`json_build_object(${sql.join(
  sums.map(([key, sum]) => sql`${key}::text, ${sum}`),
  sql`, `,
)})`;

/** The row fields `LINE_SUMS` and `LINE_SUMS_JSON` answer: each sum by key, and the games each blank-able stat was entered in. */
export const lineSumsShape = {
  ...storedLineShape,
  ...(Object.fromEntries(
    STORED_STATS.flatMap((stat) => ('optional' in stat ? [[enteredGamesKey(stat.key), z.number().int()]] : [])),
  ) as Record<EnteredGamesKey, z.ZodNumber>),
};
