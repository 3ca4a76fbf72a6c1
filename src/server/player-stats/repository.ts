import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  gameLogRow,
  leagueStatRow,
  playerLeagueAverages,
  storedStatLine,
  type GameLogRow,
  type LeagueStatRow,
  type PlayerLeagueAverages,
  type StoredStatLine,
  type TeamStatistics,
} from '#domain/player-stats.ts';
import { showAverages, showLine, storedLine } from '#domain/stats.ts';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { Phase } from '#domain/playoffs.ts';
import { games, leagues, players, teams } from '../db/schema.ts';
import {
  inPhase,
  LINE_COLUMNS,
  LINE_HAS_STATS,
  LINE_SUMS,
  LINE_SUMS_JSON,
  lineColumnsShape,
  lineSumsShape,
  PLAYED_GAME,
} from '../db/stat-sql.ts';

/** A player's sums over a group of lines, for one team. */
const playerSums = leagueStatRow
  .pick({ id: true, firstName: true, lastName: true, teamId: true, gamesPlayed: true })
  .extend(lineSumsShape);
const summedRow = playerSums.extend({ teamName: leagueStatRow.shape.teamName });
type SummedRow = z.infer<typeof summedRow>;

/** A game of the player's with the player's stored line in it. */
const gameLogLine = gameLogRow
  .pick({
    id: true,
    gameId: true,
    gameDate: true,
    gameTime: true,
    leagueId: true,
    leagueName: true,
    teamId: true,
    teamName: true,
    homeTeamId: true,
    homeTeamName: true,
    awayTeamId: true,
    awayTeamName: true,
    homeTeamScore: true,
    awayTeamScore: true,
  })
  .extend(lineColumnsShape);

export type StatsKind = 'averages' | 'totals';

function statRow(row: SummedRow, kind: StatsKind): LeagueStatRow {
  const { id, firstName, lastName, teamId, teamName, gamesPlayed } = row;
  const stats = kind === 'averages' ? showAverages(storedLine(row), gamesPlayed) : showLine(storedLine(row));
  return { id, firstName, lastName, teamId, teamName, gamesPlayed, ...stats };
}

/** A league's sums: every player (per team played for) with the games they played, summed by the database. */
export type LeagueSums = SummedRow[];

export async function leagueSums(db: Executor, leagueId: number, phase: Phase = 'regular'): Promise<LeagueSums> {
  return rowsOf(
    summedRow,
    db,
    sql`SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", t.id AS "teamId", t.name AS "teamName",
          count(*)::int AS "gamesPlayed", ${LINE_SUMS}
        FROM player_stats ps
        JOIN games g ON g.id = ps.game_id
        JOIN players p ON p.id = ps.player_id
        JOIN teams t ON t.id = ps.team_id
        WHERE g.league_id = ${leagueId} AND ${PLAYED_GAME} AND ${inPhase(phase)} AND ${LINE_HAS_STATS}
        GROUP BY p.id, t.id
        ORDER BY p.last_name, p.first_name, p.id, t.id`,
  );
}

/** A league's sums as its totals or its per-game averages. */
export function leagueStats(sums: LeagueSums, kind: StatsKind): LeagueStatRow[] {
  return sums.map((row) => statRow(row, kind));
}

/** A player's played games, newest first (docs/rules/numbers.md#game-log). */
export async function playerGameLog(db: Executor, playerId: number, phase: Phase = 'regular'): Promise<GameLogRow[]> {
  const rows = await rowsOf(
    gameLogLine,
    db,
    sql`SELECT ps.id, g.id AS "gameId", to_char(g.date, 'YYYY-MM-DD') AS "gameDate", to_char(g.time, 'HH24:MI:SS') AS "gameTime",
          l.id AS "leagueId", l.name AS "leagueName", t.id AS "teamId", t.name AS "teamName",
          h.id AS "homeTeamId", h.name AS "homeTeamName", a.id AS "awayTeamId", a.name AS "awayTeamName",
          g.home_team_score AS "homeTeamScore", g.away_team_score AS "awayTeamScore", ${LINE_COLUMNS}
        FROM player_stats ps
        JOIN games g ON g.id = ps.game_id
        JOIN leagues l ON l.id = g.league_id
        JOIN teams t ON t.id = ps.team_id
        JOIN teams h ON h.id = g.home_team_id
        JOIN teams a ON a.id = g.away_team_id
        WHERE ps.player_id = ${playerId} AND ${PLAYED_GAME} AND ${inPhase(phase)} AND ${LINE_HAS_STATS}
        ORDER BY g.date DESC, g.time DESC, g.id DESC`,
  );
  return rows.map((row) => {
    const line = storedLine(row);
    const { id, gameId, gameDate, gameTime, leagueId, leagueName, teamId, teamName } = row;
    const { homeTeamId, homeTeamName, awayTeamId, awayTeamName, homeTeamScore, awayTeamScore } = row;
    return {
      id,
      gameId,
      gameDate,
      gameTime,
      leagueId,
      leagueName,
      teamId,
      teamName,
      homeTeamId,
      homeTeamName,
      awayTeamId,
      awayTeamName,
      homeTeamScore,
      awayTeamScore,
      ...showLine(line),
    };
  });
}

/** A player's per-game averages in each league played in, newest league first. */
export async function playerAveragesByLeague(
  db: Executor,
  playerId: number,
  phase: Phase = 'regular',
): Promise<PlayerLeagueAverages[]> {
  const rows = await rowsOf(
    playerLeagueAverages.pick({ leagueId: true, leagueName: true, gamesPlayed: true }).extend(lineSumsShape),
    db,
    sql`SELECT l.id AS "leagueId", l.name AS "leagueName", count(*)::int AS "gamesPlayed", ${LINE_SUMS}
        FROM player_stats ps
        JOIN games g ON g.id = ps.game_id
        JOIN leagues l ON l.id = g.league_id
        WHERE ps.player_id = ${playerId} AND ${PLAYED_GAME} AND ${inPhase(phase)} AND ${LINE_HAS_STATS}
        GROUP BY l.id
        ORDER BY l.start_date DESC, l.id`,
  );
  return rows.map(({ leagueId, leagueName, gamesPlayed, ...sums }) => ({
    leagueId,
    leagueName,
    gamesPlayed,
    ...showAverages(storedLine(sums), gamesPlayed),
  }));
}

/** A team's games played, the sums of its lines, and each of its players' sums (null without any). */
const teamSums = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  gamesPlayed: z.number().int(),
  gamesWithLines: z.number().int(),
  pointsFor: z.number().int(),
  pointsAgainst: z.number().int(),
  totals: z.object(lineSumsShape),
  players: z.array(playerSums).nullable(),
});

/**
 * A team's statistics (docs/rules/numbers.md#team-statistics): its played games (only games
 * with a score above 0) and the points of their scores; per-game averages of its lines over
 * the played games in which a line of the team has a stat, totals, and one averages row per
 * player of the team.
 */
export async function teamStatistics(
  db: Executor,
  teamId: number,
  phase: Phase = 'regular',
): Promise<TeamStatistics | null> {
  const [row] = await rowsOf(
    teamSums,
    db,
    sql`WITH team_games AS (
          SELECT g.id,
            CASE WHEN g.home_team_id = ${teamId} THEN g.home_team_score ELSE g.away_team_score END AS scored,
            CASE WHEN g.home_team_id = ${teamId} THEN g.away_team_score ELSE g.home_team_score END AS allowed
          FROM games g
          WHERE (g.home_team_id = ${teamId} OR g.away_team_id = ${teamId}) AND ${PLAYED_GAME} AND ${inPhase(phase)}
        ),
        team_lines AS (
          SELECT ps.* FROM player_stats ps WHERE ps.team_id = ${teamId} AND ps.game_id IN (SELECT id FROM team_games)
        ),
        per_player AS (
          SELECT p.id, p.first_name AS "firstName", p.last_name AS "lastName", ${teamId}::int AS "teamId",
            count(*)::int AS "gamesPlayed", ${LINE_SUMS}
          FROM team_lines ps JOIN players p ON p.id = ps.player_id
          WHERE ${LINE_HAS_STATS}
          GROUP BY p.id
        )
        SELECT t.id AS "teamId", t.name AS "teamName",
          (SELECT count(*)::int FROM team_games) AS "gamesPlayed",
          (SELECT count(DISTINCT ps.game_id)::int FROM team_lines ps WHERE ${LINE_HAS_STATS}) AS "gamesWithLines",
          (SELECT coalesce(sum(scored), 0)::int FROM team_games) AS "pointsFor",
          (SELECT coalesce(sum(allowed), 0)::int FROM team_games) AS "pointsAgainst",
          (SELECT ${LINE_SUMS_JSON} FROM team_lines ps) AS totals,
          (SELECT json_agg(pp ORDER BY pp."lastName", pp."firstName", pp.id) FROM per_player pp) AS players
        FROM teams t WHERE t.id = ${teamId}`,
  );
  if (!row) return null;
  return {
    teamId: row.teamId,
    teamName: row.teamName,
    gamesPlayed: row.gamesPlayed,
    gamesWithLines: row.gamesWithLines,
    pointsFor: row.pointsFor,
    pointsAgainst: row.pointsAgainst,
    averages: showAverages(storedLine(row.totals), row.gamesWithLines),
    totals: showLine(storedLine(row.totals)),
    players: (row.players ?? []).map((player) => statRow({ ...player, teamName: row.teamName }, 'averages')),
  };
}

/** One player's stored line in one game, as the stat edit form reads it. */
export async function statLineOf(db: Executor, gameId: number, playerId: number): Promise<StoredStatLine | null> {
  const [row] = await rowsOf(
    storedStatLine,
    db,
    sql`SELECT ps.id, ps.game_id AS "GameId", ps.player_id AS "PlayerId", ps.team_id AS "teamId", ${LINE_COLUMNS}
        FROM player_stats ps WHERE ps.game_id = ${gameId} AND ps.player_id = ${playerId}`,
  );
  return row ?? null;
}

const TABLES = { leagues, players, teams, games };

export async function exists(db: Executor, table: keyof typeof TABLES, id: number) {
  const { id: idColumn } = TABLES[table];
  const rows = await db.select({ id: idColumn }).from(TABLES[table]).where(eq(idColumn, id));
  return rows.length > 0;
}
