import { sql } from 'drizzle-orm';
import { RECORD_CATEGORIES, type RecordEntry, type Records } from '#domain/records.ts';
import { MIN_GAMES_FOR_AVERAGES } from '#domain/schedule.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

export type RecordsScope = 'all-time' | 'league';
export type RecordsKind = 'total' | 'average';

/**
 * One category's candidates: its best rows in the order of the table's index for the category
 * (value, then fewer games; written as the indexes of db/schema.ts are, so that each is read
 * from its index), with every row tied with the tenth, so that the names can break the ties
 * afterwards. Averages rank sum per game among players with three games or more.
 */
function candidates(category: string, table: string, byLeague: boolean, perGame: boolean) {
  const total = `t.${category}`;
  const value = perGame ? `${total}::numeric / t.games_played` : total;
  return `(SELECT '${category}' AS category, t.player_id, ${byLeague ? 't.league_id' : 'NULL::int'} AS league_id,
      t.games_played, ${value}::numeric AS value
    FROM ${table} t
    WHERE ${total} > 0${perGame ? ` AND t.games_played >= ${MIN_GAMES_FOR_AVERAGES}` : ''}
    ORDER BY ${value} DESC, t.games_played
    FETCH FIRST 10 ROWS WITH TIES)`;
}

/**
 * The top 10 of every category in one query, read from the sums kept per player and league
 * (`player_league_totals`) and per player (`player_all_time_totals`). Ties go to fewer games
 * played, then to the name.
 */
export async function records(db: Executor, scope: RecordsScope, kind: RecordsKind): Promise<Records> {
  const byLeague = scope === 'league';
  const table = byLeague ? 'player_league_totals' : 'player_all_time_totals';
  const perGame = kind === 'average';
  const best = RECORD_CATEGORIES.map((category) => candidates(category, table, byLeague, perGame)).join(' UNION ALL ');
  const rows = await rowsOf<RecordEntry & { category: string }>(
    db,
    sql`WITH candidates AS (${sql.raw(best)}),
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
    const list = result[category as keyof Records];
    list.push(byLeague ? { ...entry, leagueId: leagueId as number, leagueName: leagueName as string } : entry);
  }
  return result;
}
