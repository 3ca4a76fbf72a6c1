import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  RECORD_CATEGORIES,
  recordEntry,
  type RecordCategory,
  type RecordEntry,
  type Records,
} from '#domain/records.ts';
import { MIN_GAMES_FOR_AVERAGES } from '#domain/schedule.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { playerAllTimeTotals, playerLeagueTotals } from '../db/schema.ts';

export type RecordsScope = 'all-time' | 'league';
export type RecordsKind = 'total' | 'average';

type Totals = typeof playerLeagueTotals | typeof playerAllTimeTotals;

/**
 * One category's candidates: its best rows in the order of the table's index for the category
 * (value, then fewer games; written as the indexes of db/schema/records.ts are, so that each is
 * read from its index), with every row tied with the tenth, so that the names can break the ties
 * afterwards. Averages rank sum per game among players with `MIN_GAMES_FOR_AVERAGES` games or more.
 */
function candidates(category: RecordCategory, totals: Totals, perGame: boolean) {
  const total = totals[category];
  const value = perGame ? sql`${total}::numeric / ${totals.gamesPlayed}` : sql`${total}`;
  const leagueId = 'leagueId' in totals ? sql`${totals.leagueId}` : sql`NULL::int`;
  const enoughGames = perGame ? sql` AND ${totals.gamesPlayed} >= ${MIN_GAMES_FOR_AVERAGES}` : sql``;
  return sql`(SELECT ${category}::text AS category, ${totals.playerId} AS player_id, ${leagueId} AS league_id,
      ${totals.gamesPlayed} AS games_played, ${value}::numeric AS value
    FROM ${totals}
    WHERE ${total} > 0${enoughGames}
    ORDER BY ${value} DESC, ${totals.gamesPlayed}
    FETCH FIRST 10 ROWS WITH TIES)`;
}

/** A ranked row: a record entry of its category, with its league when the records are per league. */
const rankedRow = recordEntry.omit({ leagueId: true, leagueName: true }).extend({
  category: z.enum(RECORD_CATEGORIES),
  leagueId: z.number().int().nullable(),
  leagueName: z.string().nullable(),
});

/**
 * The top 10 of every category in one query, read from the sums kept per player and league
 * (`player_league_totals`) and per player (`player_all_time_totals`). Ties go to fewer games
 * played, then to the name.
 */
export async function records(db: Executor, scope: RecordsScope, kind: RecordsKind): Promise<Records> {
  const totals = scope === 'league' ? playerLeagueTotals : playerAllTimeTotals;
  const best = RECORD_CATEGORIES.map((category) => candidates(category, totals, kind === 'average'));
  const rows = await rowsOf(
    rankedRow,
    db,
    sql`WITH candidates AS (${sql.join(best, sql` UNION ALL `)}),
        ranked AS (
          SELECT c.*, p.first_name || ' ' || p.last_name AS player_name,
            row_number() OVER (PARTITION BY c.category ORDER BY c.value DESC, c.games_played, p.last_name, p.first_name, p.id) AS rank
          FROM candidates c JOIN players p ON p.id = c.player_id
        )
        SELECT r.category, r.player_id AS "playerId", r.player_name AS "playerName",
          round(r.value, 1)::float8 AS value, r.games_played AS "gamesPlayed",
          l.id AS "leagueId", l.name AS "leagueName"
        FROM ranked r LEFT JOIN leagues l ON l.id = r.league_id
        WHERE r.rank <= 10
        ORDER BY r.category, r.rank`,
  );
  const result = Object.fromEntries(RECORD_CATEGORIES.map((category) => [category, [] as RecordEntry[]])) as Records;
  for (const { category, leagueId, leagueName, ...entry } of rows) {
    result[category].push(leagueId !== null && leagueName !== null ? { ...entry, leagueId, leagueName } : entry);
  }
  return result;
}
