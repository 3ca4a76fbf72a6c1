import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { RECORD_CATEGORIES, type RecordCategory } from '#domain/records.ts';
import { MIN_GAMES_FOR_AVERAGES } from '#domain/schedule.ts';
import { leagues } from './leagues.ts';
import { players } from './players.ts';

/**
 * The sums the records rank (src/domain/records.ts): over played games, lines with a stat only
 * (docs/rules/numbers.md#records); rebounds include offensive ones and fgm includes threes, as
 * records report them. Triggers on `player_stats` and `games` keep both tables below in the
 * writing transaction (migration 0003); nothing else writes them.
 */
const sumColumn = (name: string) => integer(name).notNull();
const recordTotals = () => ({
  gamesPlayed: sumColumn('games_played'),
  ...(Object.fromEntries(RECORD_CATEGORIES.map((category) => [category, sumColumn(category)])) as Record<
    RecordCategory,
    ReturnType<typeof sumColumn>
  >),
});

/**
 * Each category in the order of its records: best total first, and best per-game average among
 * players with the games averages need; fewer games first in a tie. Records read a category's
 * top rows from these indexes instead of sorting every player.
 */
function recordOrders(table: string, t: Record<RecordCategory | 'gamesPlayed', AnyPgColumn>) {
  return RECORD_CATEGORIES.flatMap((category) => [
    index(`${table}_${category}_total_idx`).on(sql`${t[category]} DESC`, t.gamesPlayed),
    index(`${table}_${category}_average_idx`)
      .on(sql`(${t[category]}::numeric / ${t.gamesPlayed}) DESC`, t.gamesPlayed)
      .where(sql`${t.gamesPlayed} >= ${sql.raw(String(MIN_GAMES_FOR_AVERAGES))}`),
  ]);
}

/** A player's record sums within one league. */
export const playerLeagueTotals = pgTable(
  'player_league_totals',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    ...recordTotals(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.leagueId] }), ...recordOrders('player_league_totals', t)],
);

/** A player's record sums over every league: the sums of the player's rows above. */
export const playerAllTimeTotals = pgTable(
  'player_all_time_totals',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    ...recordTotals(),
  },
  (t) => recordOrders('player_all_time_totals', t),
);
