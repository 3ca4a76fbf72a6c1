import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { PLAYED_GAME } from '../db/stat-sql.ts';

/**
 * Every player on a team's current roster has a stat line, zero until entered, in each of the
 * team's games that are not played yet. These keep that true as rosters and games change
 * (docs/rules/league-data.md#stat-lines-and-rosters).
 */

/** A player who joins a team gets lines in its unplayed games. */
export async function addLinesForNewTeammate(tx: Executor, playerId: number, teamId: number) {
  await tx.execute(
    sql`INSERT INTO player_stats (game_id, player_id, team_id)
        SELECT g.id, ${playerId}, ${teamId} FROM games g
        WHERE (g.home_team_id = ${teamId} OR g.away_team_id = ${teamId}) AND NOT ${PLAYED_GAME}
        ON CONFLICT DO NOTHING`,
  );
}

/** A new game (or a game given a new team) gets lines for both teams' current players. */
export async function addLinesForGame(tx: Executor, gameId: number) {
  await addLinesForGames(tx, [gameId]);
}

/** New games (a whole schedule) get lines for their teams' current players, in one statement. */
export async function addLinesForGames(tx: Executor, gameIds: readonly number[]) {
  if (gameIds.length === 0) return;
  await tx.execute(
    sql`INSERT INTO player_stats (game_id, player_id, team_id)
        SELECT g.id, pt.player_id, pt.team_id FROM games g
        JOIN player_teams pt ON pt.team_id IN (g.home_team_id, g.away_team_id) AND pt.is_current_team
        WHERE g.id IN (${sql.join(
          gameIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        ON CONFLICT DO NOTHING`,
  );
}

/** Lines of a team that no longer plays in the game go with it. */
export async function dropLinesOfOtherTeams(tx: Executor, gameId: number) {
  await tx.execute(
    sql`DELETE FROM player_stats ps USING games g
        WHERE ps.game_id = g.id AND g.id = ${gameId} AND ps.team_id NOT IN (g.home_team_id, g.away_team_id)`,
  );
}
