import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { STORED_STATS, type CountedKey, type OptionalKey } from '#domain/stat-catalogue.ts';
import { updatedAt } from './columns.ts';
import { games } from './games.ts';
import { players } from './players.ts';
import { teams } from './teams.ts';

/** A counted stat is 0 until entered; a stat a line may leave blank is NULL until entered. */
const countedColumn = (column: string) => integer(column).notNull().default(0);
const optionalColumn = (column: string) => integer(column);
const statColumns = Object.fromEntries(
  STORED_STATS.map((stat) => [stat.key, 'optional' in stat ? optionalColumn(stat.column) : countedColumn(stat.column)]),
) as Record<CountedKey, ReturnType<typeof countedColumn>> & Record<OptionalKey, ReturnType<typeof optionalColumn>>;

const counted = STORED_STATS.filter((stat) => !('optional' in stat));
const madeStats = STORED_STATS.filter((stat) => 'attempts' in stat);
const join = (parts: SQL[], separator: string) => sql.join(parts, sql.raw(separator));

/**
 * One player's line in one game. Its stats are the stat catalogue's (src/domain/stat-catalogue.ts);
 * stored field goals exclude three-pointers (docs/rules/numbers.md#stored-and-derived-lines).
 */
export const playerStats = pgTable(
  'player_stats',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The side the player played for in this game. */
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    ...statColumns,
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('player_stats_game_player_idx').on(t.gameId, t.playerId),
    index('player_stats_player_idx').on(t.playerId),
    index('player_stats_team_game_idx').on(t.teamId, t.gameId),
    check(
      'player_stats_non_negative_check',
      sql`LEAST(${join(
        counted.map((stat) => sql`${t[stat.key]}`),
        ', ',
      )}) >= 0`,
    ),
    check(
      'player_stats_made_check',
      join(
        madeStats.map((stat) => sql`${t[stat.key]} <= ${t[stat.attempts]}`),
        ' AND ',
      ),
    ),
    ...STORED_STATS.filter((stat) => 'optional' in stat).map((stat) =>
      check(`player_stats_${stat.column}_check`, sql`${t[stat.key]} BETWEEN 0 AND ${sql.raw(String(stat.max))}`),
    ),
  ],
);
