import { sql } from 'drizzle-orm';
import { RECORD_CATEGORIES, type RecordEntry, type Records } from '#domain/records.ts';
import { MIN_GAMES_FOR_AVERAGES } from '#domain/schedule.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { LINE_HAS_STATS, PLAYED_GAME } from '../player-stats/lines.ts';

export type RecordsScope = 'all-time' | 'league';
export type RecordsKind = 'total' | 'average';

/** Each category's sum over a group of lines; fgm counts threes and rebounds offensive ones (DESIGN §4). */
const CATEGORY_SUMS = sql.raw(`
  sum(ps.ftm + 2 * ps.fgm + 3 * ps.threepm) AS points,
  sum(ps.rebounds + ps.offensive_rebounds) AS rebounds,
  sum(ps.assists) AS assists, sum(ps.steals) AS steals, sum(ps.blocks) AS blocks,
  sum(ps.ftm) AS ftm, sum(ps.fgm + ps.threepm) AS fgm, sum(ps.threepm) AS threepm`);

const CATEGORY_VALUES = sql.raw(RECORD_CATEGORIES.map((category) => `('${category}', a.${category})`).join(', '));

/**
 * The top 10 of every category in one query. Totals rank sums; averages rank sum per game
 * among players with at least three games. League records group by player and league.
 * Ties go to fewer games played, then to the name.
 */
export async function records(db: Executor, scope: RecordsScope, kind: RecordsKind): Promise<Records> {
  const byLeague = scope === 'league';
  const leagueColumn = sql.raw(byLeague ? 'g.league_id' : 'NULL::int');
  const groupLeague = sql.raw(byLeague ? ', g.league_id' : '');
  const perGame = kind === 'average';
  const value = sql.raw(perGame ? 'c.total::numeric / a.games_played' : 'c.total::numeric');
  const rows = await rowsOf<RecordEntry & { category: string }>(
    db,
    sql`WITH agg AS (
          SELECT ps.player_id, ${leagueColumn} AS league_id, count(*)::int AS games_played, ${CATEGORY_SUMS}
          FROM player_stats ps JOIN games g ON g.id = ps.game_id
          WHERE ${PLAYED_GAME} AND ${LINE_HAS_STATS}
          GROUP BY ps.player_id${groupLeague}
          HAVING count(*) >= ${perGame ? MIN_GAMES_FOR_AVERAGES : 1}
        ),
        valued AS (
          SELECT a.player_id, a.league_id, a.games_played, c.category, ${value} AS value
          FROM agg a CROSS JOIN LATERAL (VALUES ${CATEGORY_VALUES}) AS c(category, total)
        ),
        ranked AS (
          SELECT v.*, p.first_name || ' ' || p.last_name AS player_name,
            row_number() OVER (PARTITION BY v.category ORDER BY v.value DESC, v.games_played, p.last_name, p.first_name, p.id) AS rank
          FROM valued v JOIN players p ON p.id = v.player_id
          WHERE v.value > 0
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
