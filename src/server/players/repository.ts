import { eq, inArray, sql } from 'drizzle-orm';
import type { PlayerDetail } from '#domain/players.ts';
import type { Executor } from '../db/client.ts';
import { playerTeams, players, teams } from '../db/schema.ts';
import { PLAYED_GAME } from '../player-stats/lines.ts';
import { asTeam, leagueColumns, publicPlayerColumns } from '../teams/repository.ts';

/** A player with every team linked to them; email and phone only when `withContact`. */
export async function findPlayer(db: Executor, id: number, withContact: boolean): Promise<PlayerDetail | null> {
  const row = await db.query.players.findFirst({
    where: eq(players.id, id),
    columns: { ...publicPlayerColumns, email: true, phoneNumber: true },
    with: {
      playerTeams: {
        columns: { isCurrentTeam: true },
        with: {
          team: { columns: { id: true, name: true, logoUrl: true, leagueId: true }, with: { league: leagueColumns } },
        },
      },
    },
  });
  if (!row) return null;
  const { playerTeams: links, email, phoneNumber, ...player } = row;
  const linkedTeams = links
    .map(({ isCurrentTeam, team }) => ({ ...asTeam(team), PlayerTeam: { isCurrentTeam } }))
    .sort(
      (a, b) =>
        Number(b.PlayerTeam.isCurrentTeam) - Number(a.PlayerTeam.isCurrentTeam) ||
        b.League.startDate.localeCompare(a.League.startDate) ||
        a.name.localeCompare(b.name, 'en'),
    );
  return { ...player, ...(withContact ? { email, phoneNumber } : {}), teams: linkedTeams };
}

export type TeamForRegistration = { id: number; name: string; isActive: boolean; isRegistrationOpen: boolean };

export async function teamsWithLeagues(db: Executor, ids: number[]): Promise<TeamForRegistration[]> {
  if (ids.length === 0) return [];
  const rows = await db.query.teams.findMany({
    where: inArray(teams.id, ids),
    columns: { id: true, name: true },
    with: { league: { columns: { isActive: true, isRegistrationOpen: true } } },
  });
  return rows.map(({ id, name, league }) => ({ id, name, ...league }));
}

export type NewPlayer = typeof players.$inferInsert;

/**
 * Creates a player linked to `teamIds` as current teams; the player gets a zero stat line in
 * each of those teams' unplayed games, ready for the box score (DESIGN §4).
 */
export async function createPlayer(db: Executor, player: NewPlayer, teamIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(players).values(player).returning({ id: players.id });
    const id = (created as { id: number }).id;
    if (teamIds.length > 0) {
      await tx.insert(playerTeams).values(teamIds.map((teamId) => ({ playerId: id, teamId, isCurrentTeam: true })));
      for (const teamId of teamIds) {
        await tx.execute(
          sql`INSERT INTO player_stats (game_id, player_id, team_id)
              SELECT g.id, ${id}, ${teamId} FROM games g
              WHERE (g.home_team_id = ${teamId} OR g.away_team_id = ${teamId}) AND NOT ${PLAYED_GAME}
              ON CONFLICT DO NOTHING`,
        );
      }
    }
    return id;
  });
}
